import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { InjectConfig } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { TradeFxRates } from '../catalog/index.js';
import { formatRate } from '../money/index.js';
import { OrderEvent } from '../orders/order.entities.js';
import { Payment } from '../payments/payment.entities.js';
import { PaymentSettlement } from '../payments/payment-settlement.js';
import type { TradeConfig } from '../trade.config.js';
import { lockPayableCheckout } from './checkout-lock.js';
import type { CheckoutView } from './checkout.view.js';
import { GetCheckout } from './get-checkout.query.js';
import { lockRates } from './lock-rates.js';

const MINUTE = 60_000;

/**
 * Locks an unpaid checkout at today's rates: each unpaid order's amount is converted again from
 * its seller subtotal (the prices bought stay), its fee recomputed on the new amount at the rate
 * snapshotted at checkout (a plan change since does not apply), the total is their sum and the
 * lock runs FX_LOCK_MINUTES from now. A payment still open was for the old amount: it is ended
 * (failed, "superseded"), and should its provider still take the money, settlement returns it.
 * The orders' payment deadline (stock reservation) does not move.
 */
@Injectable()
export class ReconfirmCheckout {
  constructor(
    private readonly orm: MikroORM,
    private readonly rates: TradeFxRates,
    private readonly settlement: PaymentSettlement,
    private readonly checkouts: GetCheckout,
    @InjectConfig() private readonly config: TradeConfig,
  ) {}

  async execute(buyer: AuthUser, checkoutId: string): Promise<CheckoutView> {
    await this.orm.em.fork().transactional(async (em) => {
      const { checkout, unpaid } = await lockPayableCheckout(em, checkoutId, buyer.id);
      const priced = lockRates(
        checkout.currency,
        unpaid.map((o) => ({
          sellerCurrency: o.sellerCurrency,
          subtotalMinor: o.sellerSubtotalMinor,
          feeBasisPoints: o.feeBasisPoints,
        })),
        await this.rates.all(em),
      );
      const now = new Date();
      for (const [i, order] of unpaid.entries()) {
        const part = priced.orders[i]!;
        em.create(OrderEvent, {
          id: uuidv7(),
          orderId: order.id,
          action: 'reconfirm',
          fromStatus: order.status,
          toStatus: order.status,
          actorId: checkout.buyerId,
          actorRole: 'buyer',
          note: `${order.amountMinor} → ${part.amount.amountMinor} ${checkout.currency}`,
          at: now,
        });
        order.amountMinor = part.amount.amountMinor;
        order.feeMinor = part.fee.amountMinor;
        order.fxRate = formatRate(part.rate);
        order.updatedAt = now;
      }
      checkout.totalMinor = priced.total.amountMinor;
      checkout.fxRates = priced.rates;
      checkout.fxLockedUntil = new Date(now.getTime() + this.config.FX_LOCK_MINUTES * MINUTE);
      checkout.updatedAt = now;
      await em.flush();
      const open = await em.find(Payment, {
        checkoutId: checkout.id,
        status: { $in: ['created', 'pending'] },
      });
      for (const payment of open)
        await this.settlement.markFailed(em, checkout, payment, 'superseded', false);
    });
    return this.checkouts.view(this.orm.em.fork(), checkoutId, buyer.id);
  }
}
