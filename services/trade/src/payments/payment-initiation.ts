import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { Checkout, TradeOrder } from '../orders/order.entities.js';
import type { TradeConfig } from '../trade.config.js';
import { SCHEMA } from '../trade.schema.js';
import { Payment } from './payment.entities.js';
import { PaymentProviders } from './payment-providers.js';
import { PaymentSettlement } from './payment-settlement.js';
import type { Initiation } from './providers/payment-provider.port.js';
import { PaymentRefusedError } from './providers/payment.errors.js';

/** What the buyer must do next, as stored on the payment and shown by the API (no provider raw data). */
export type PaymentAction =
  { kind: 'redirect'; redirectUrl: string } | { kind: 'stk_push'; customerMessage: string };

/**
 * Hands a `created` payment to its provider — always after the transaction that recorded it has
 * committed, never inside one (a provider call holding row locks would stall every writer of the
 * checkout, and on the embedded database the sandbox's own reads would wait for it forever).
 *
 * Provider trouble never throws out of here: a refusal ends the payment as failed (the buyer may
 * start another), an unknown outcome (network, timeout, a crash) leaves it `created` for the
 * recovery sweep. A webhook may already have settled the payment by the time the answer is
 * recorded; the answer then adds its reference and action and leaves the status alone.
 */
@Injectable()
export class PaymentInitiation {
  private readonly log = new Logger(PaymentInitiation.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly providers: PaymentProviders,
    private readonly settlement: PaymentSettlement,
    @InjectConfig() private readonly config: TradeConfig,
  ) {}

  async start(paymentId: string, now = new Date()): Promise<void> {
    const em = this.orm.em.fork();
    const payment = await em.findOne(Payment, paymentId);
    if (!payment || payment.status !== 'created') return;
    const checkout = await em.findOneOrFail(Checkout, payment.checkoutId);
    const orders = await em.find(TradeOrder, { checkoutId: checkout.id, status: 'pending_payment' });
    await this.initiate(payment, checkout, orders, now);
  }

  /**
   * The same for a caller that holds the committed rows already (checkout, just after its
   * transaction): nothing is read again. `payment` is brought up to date with what was recorded,
   * so the caller can answer from it.
   */
  async initiate(
    payment: Payment,
    checkout: Checkout,
    pendingOrders: readonly TradeOrder[],
    now = new Date(),
  ): Promise<void> {
    const paymentId = payment.id;
    if (payment.status !== 'created') return;
    if (checkout.status !== 'pending_payment' || pendingOrders.length === 0 || checkout.fxLockedUntil <= now)
      return this.fail(payment, 'checkout_not_payable');
    const provider = this.providers.get(payment.provider);
    if (!provider) return this.fail(payment, 'provider_not_configured');
    const references = pendingOrders.map((o) => o.reference).sort();
    let start: Initiation;
    try {
      start = await provider.initiate({
        paymentId: payment.id,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        email: payment.payerEmail ?? `${payment.buyerId}@buyers.sokoni.invalid`,
        phone: checkout.shippingAddress.phone,
        callbackUrl: this.callbackUrl(payment.provider, checkout.id),
        description: `Sokoni ${references.join(', ')}`.slice(0, 200),
      });
    } catch (err) {
      if (err instanceof PaymentRefusedError) return this.fail(payment, `initiation_refused:${err.code}`);
      this.log.warn({ err, paymentId }, 'payment initiation outcome unknown; the recovery sweep retries it');
      return;
    }
    const action: PaymentAction =
      start.kind === 'redirect'
        ? { kind: 'redirect', redirectUrl: start.redirectUrl }
        : { kind: 'stk_push', customerMessage: start.customerMessage };
    const [row] = await this.orm.em.fork().execute<RecordedPayment[]>(
      `update ${SCHEMA}.payment set provider_reference = coalesce(provider_reference, ?), action = ?::jsonb,
         status = case when status = 'created' then 'pending' else status end, updated_at = now()
       where id = ? returning ${RECORDED}`,
      [start.providerReference ?? null, JSON.stringify(action), paymentId],
    );
    if (row) assignRecorded(payment, row);
  }

  /** Where the provider sends the buyer back, or (M-Pesa) posts its callback. */
  private callbackUrl(provider: string, checkoutId: string): string {
    const path = provider === 'mpesa' ? '/api/v1/payments/webhooks/mpesa' : `/checkout/${checkoutId}`;
    return new URL(path, this.config.PUBLIC_URL).toString();
  }

  private async fail(payment: Payment, reason: string): Promise<void> {
    const em = this.orm.em.fork();
    await em.transactional(async (tx) => {
      const locked = await this.settlement.lock(tx, payment.id);
      if (locked?.payment.status === 'created')
        await this.settlement.markFailed(tx, locked.checkout, locked.payment, reason);
    });
    const [row] = await em.execute<RecordedPayment[]>(
      `select ${RECORDED} from ${SCHEMA}.payment where id = ?`,
      [payment.id],
    );
    if (row) assignRecorded(payment, row);
  }
}

/** The columns initiation changes, as the row holds them after it. */
const RECORDED = 'status, provider_reference, action, failure_reason, updated_at';

interface RecordedPayment {
  status: Payment['status'];
  provider_reference: string | null;
  action: PaymentAction | null;
  failure_reason: string | null;
  updated_at: Date | string;
}

function assignRecorded(payment: Payment, row: RecordedPayment): void {
  payment.status = row.status;
  payment.providerReference = row.provider_reference;
  payment.action = row.action;
  payment.failureReason = row.failure_reason;
  payment.updatedAt = new Date(row.updated_at);
}
