import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { uuidv7 } from '@sokoni/platform/db';
import { Payment } from '../payments/payment.entities.js';
import { PaymentInitiation } from '../payments/payment-initiation.js';
import { PaymentProviders } from '../payments/payment-providers.js';
import { lockPayableCheckout } from './checkout-lock.js';
import { CheckoutProblems } from './checkout.problems.js';
import type { CheckoutView } from './checkout.view.js';
import { GetCheckout } from './get-checkout.query.js';

/**
 * Starts paying a checkout again: after its last payment failed, or when the first one was never
 * handed to the provider (then that same payment is started again, not a second one). Refused
 * while a payment is with the provider, and once the locked rates have expired (409
 * fx_lock_expired: re-confirm first). The new payment is for what the unpaid orders come to now.
 */
@Injectable()
export class PayCheckout {
  constructor(
    private readonly orm: MikroORM,
    private readonly providers: PaymentProviders,
    private readonly initiation: PaymentInitiation,
    private readonly checkouts: GetCheckout,
  ) {}

  async execute(buyer: AuthUser, checkoutId: string): Promise<CheckoutView> {
    const paymentId = await this.orm.em.fork().transactional(async (em) => {
      const { checkout, unpaid } = await lockPayableCheckout(em, checkoutId, buyer.id);
      const now = new Date();
      if (checkout.fxLockedUntil <= now) throw CheckoutProblems.fxLockExpired();
      const last = await em.findOne(
        Payment,
        { checkoutId: checkout.id },
        { orderBy: { createdAt: 'desc', id: 'desc' }, refresh: true },
      );
      if (last?.status === 'created') return last.id;
      if (last?.status === 'pending') throw CheckoutProblems.paymentInProgress();
      const payment = em.create(Payment, {
        id: uuidv7(),
        checkoutId: checkout.id,
        buyerId: checkout.buyerId,
        provider: this.providers.active.name,
        payerEmail: buyer.email,
        amountMinor: unpaid.reduce((sum, o) => sum + o.amountMinor, 0n),
        currency: checkout.currency,
        status: 'created',
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      return payment.id;
    });
    await this.initiation.start(paymentId);
    return this.checkouts.view(this.orm.em.fork(), checkoutId, buyer.id);
  }
}
