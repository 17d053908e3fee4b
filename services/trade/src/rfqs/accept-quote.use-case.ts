import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { InjectConfig } from '@sokoni/platform/config';
import { EventOutbox } from '@sokoni/platform/events';
import { TradeFxRates } from '../catalog/index.js';
import { insertCheckoutRecords } from '../checkout/checkout-records.js';
import { toCheckoutView, type CheckoutView } from '../checkout/checkout.view.js';
import { lockRates } from '../checkout/lock-rates.js';
import { isUuid } from '../orders/order-transitions.js';
import { PaymentInitiation } from '../payments/payment-initiation.js';
import { PaymentProviders } from '../payments/payment-providers.js';
import { SellerPlans } from '../plans/index.js';
import type { TradeConfig } from '../trade.config.js';
import { SCHEMA } from '../trade.schema.js';
import { buildRfqCheckout, quotedLine } from './rfq-order.js';
import { RfqEvents } from './rfq-events.js';
import { RfqProblems } from './rfq.problems.js';
import { RfqStore } from './rfq-store.js';
import { TradeSuppliers } from './suppliers/trade-suppliers.js';

/**
 * The buyer accepts a quote: a checkout of one order at the quoted terms (the tier price for the
 * RFQ's quantity, converted into the RFQ's currency at locked rates, the supplier's plan fee),
 * paid and escrowed like any checkout; the other active quotes are declined. All under the RFQ's
 * row lock: of two acceptances at once the second finds the RFQ accepted (409) and writes nothing.
 */
@Injectable()
export class AcceptQuote {
  private readonly log = new Logger(AcceptQuote.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly rates: TradeFxRates,
    private readonly plans: SellerPlans,
    private readonly suppliers: TradeSuppliers,
    private readonly providers: PaymentProviders,
    private readonly initiation: PaymentInitiation,
    private readonly events: RfqEvents,
    private readonly outbox: EventOutbox,
    @InjectConfig() private readonly config: TradeConfig,
  ) {}

  async execute(
    buyer: AuthUser,
    rfqId: string,
    quoteId: string,
    shippingAddress?: Record<string, string | undefined>,
  ): Promise<CheckoutView> {
    if (!isUuid(rfqId)) throw RfqProblems.notFound();
    if (!isUuid(quoteId)) throw RfqProblems.quoteNotFound();
    const records = await this.orm.em.fork().transactional(async (em) => {
      const rfq = await RfqStore.lock(em, rfqId);
      if (!rfq || rfq.status === 'removed' || rfq.buyerId !== buyer.id.toLowerCase())
        throw RfqProblems.notFound();
      if (rfq.status !== 'open') throw RfqProblems.notOpen();
      const quote = (await RfqStore.quotes(em, rfq.id)).find((q) => q.id === quoteId.toLowerCase());
      if (!quote) throw RfqProblems.quoteNotFound();
      if (quote.status !== 'active') throw RfqProblems.quoteNotActive();
      if (quote.validUntil < new Date().toISOString().slice(0, 10)) throw RfqProblems.quoteExpired();
      const [rates, feeBasisPoints, supplier] = [
        await this.rates.all(em),
        await this.plans.feeFor(em, quote.supplierId),
        (await this.suppliers.byIds(em, [quote.supplierId])).get(quote.supplierId),
      ];
      const line = quotedLine(rfq, quote);
      const priced = lockRates(
        rfq.currency,
        [{ sellerCurrency: quote.currency, subtotalMinor: line.totalMinor, feeBasisPoints }],
        rates,
      );
      const placed = buildRfqCheckout(
        {
          buyer,
          rfq,
          quote,
          priced,
          shippingAddress,
          feeBasisPoints,
          provider: this.providers.active.name,
          paymentTimeoutMinutes: this.config.PAYMENT_TIMEOUT_MINUTES,
          fxLockMinutes: this.config.FX_LOCK_MINUTES,
        },
        this.outbox,
      );
      await insertCheckoutRecords(em, placed);
      const orderId = placed.orders[0]!.id;
      const now = new Date();
      await em.execute(
        `update ${SCHEMA}.rfq set status = 'accepted', accepted_quote_id = ?, order_id = ?, checkout_id = ?,
           updated_at = ? where id = ?`,
        [quote.id, orderId, placed.checkout.id, now, rfq.id],
      );
      await RfqStore.setQuoteStatus(em, quote.id, 'accepted', now);
      const declined = await RfqStore.declineActive(em, rfq.id, 'another_accepted', now, quote.id);
      await this.events.accepted(em, rfq, quote, orderId, supplier?.locale ?? null);
      await this.events.declined(em, rfq, declined, 'another_accepted', rfq.buyerId);
      return placed;
    });
    this.outbox.written();
    try {
      await this.initiation.initiate(records.payment, records.checkout, records.orders);
    } catch (err) {
      // The checkout stands; the recovery sweep (or the buyer's "pay") starts its payment.
      this.log.error({ err, checkoutId: records.checkout.id }, 'payment not started after quote acceptance');
    }
    return toCheckoutView(records.checkout, records.orders, records.lines, records.payment);
  }
}
