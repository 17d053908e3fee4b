import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { EventOutbox } from '@sokoni/platform/events';
import { StockReservations } from '../inventory/index.js';
import { EscrowLedger } from '../ledger/index.js';
import { allocate, money } from '../money/index.js';
import { Checkout, TradeOrder } from '../orders/order.entities.js';
import { OrderRefund } from '../orders/order-refund.entity.js';
import { OrderTransitions } from '../orders/order-transitions.js';
import { RefundDispatcher } from '../orders/refund-dispatcher.js';
import { SCHEMA } from '../trade.schema.js';
import { Payment } from './payment.entities.js';
import type { Verification } from './providers/payment-provider.port.js';

export type SettlementOutcome = 'applied' | 'refunded' | 'failed' | 'unchanged' | 'unknown_payment';

const SYSTEM = { role: 'system', id: null } as const;

/**
 * What a payment's confirmed outcome (the provider's verify answer, never a webhook's claim) does,
 * once per payment however many webhooks say so and in whatever order. One transaction each, with
 * the checkout and then the payment row locked (the order every writer of a checkout takes), so a
 * success racing the expiry job, a re-confirmation or another success ends one way only.
 *
 * Success, when the payment can still pay its checkout: per unpaid order, capture into its escrow
 * (`capture:<orderId>`) and hold the amount less the fee for the seller (`hold:<orderId>`), commit
 * its stock and move it to paid; the checkout is paid. Money the orders no longer need (an order the
 * buyer cancelled meanwhile) and every success that can pay nothing (the checkout expired, was paid
 * by another payment, or the amount was re-confirmed since) is captured and refunded at once, per
 * order with entry ids of this payment, and recorded (order_refund) for RefundDispatcher to send
 * back through the provider after commit: money never vanishes and never pays twice.
 */
@Injectable()
export class PaymentSettlement {
  constructor(
    private readonly orm: MikroORM,
    private readonly ledger: EscrowLedger,
    private readonly stock: StockReservations,
    private readonly transitions: OrderTransitions,
    private readonly outbox: EventOutbox,
    private readonly refunds: RefundDispatcher,
  ) {}

  async succeeded(paymentId: string, truth: Verification, webhookId?: string): Promise<SettlementOutcome> {
    const returned: string[] = [];
    const result = await this.orm.em.fork().transactional(async (em) => {
      const locked = await this.lock(em, paymentId);
      if (!locked) return this.finish(em, webhookId, 'unknown_payment', null);
      const { checkout, payment } = locked;
      if (payment.status === 'succeeded' || payment.status === 'refunded')
        return this.finish(em, webhookId, 'unchanged', payment.id);
      payment.providerReference ??= truth.providerReference ?? null;
      const orders = await em.find(TradeOrder, { checkoutId: checkout.id }, { orderBy: { id: 'asc' } });
      const unpaid = orders.filter((o) => o.status === 'pending_payment');
      const gone = orders.filter((o) => o.status !== 'pending_payment');
      const owed = unpaid.reduce((sum, o) => sum + o.amountMinor, 0n);
      const payable =
        (payment.status === 'created' || payment.status === 'pending') &&
        checkout.status === 'pending_payment' &&
        payment.currency === checkout.currency &&
        unpaid.length > 0 &&
        owed <= payment.amountMinor;
      const now = new Date();
      payment.settledAt = now;
      payment.updatedAt = now;
      if (!payable) {
        const reason = whyNotPayable(checkout, payment);
        returned.push(...(await this.captureAndRefund(em, payment, orders, payment.amountMinor, reason)));
        payment.status = 'refunded';
        payment.failureReason = reason;
        await em.flush();
        return this.finish(em, webhookId, 'refunded', payment.id);
      }
      for (const order of unpaid) await this.pay(em, order, payment.provider);
      const leftover = payment.amountMinor - owed;
      if (leftover > 0n) {
        // Orders left the checkout unpaid (cancelled) after this payment was started: their share goes back.
        const back = gone.length ? gone : unpaid;
        returned.push(...(await this.captureAndRefund(em, payment, back, leftover, 'orders_cancelled')));
      }
      payment.status = 'succeeded';
      checkout.status = 'paid';
      checkout.updatedAt = now;
      await em.flush();
      await this.outbox.add(em, 'trade.payment.succeeded.v1', checkout.id, {
        paymentId: payment.id,
        checkoutId: checkout.id,
        buyerId: payment.buyerId,
        provider: payment.provider,
        providerReference: payment.providerReference ?? '',
        currency: payment.currency,
        amountMinor: payment.amountMinor,
        buyerLocale: checkout.locale.trim(),
      });
      return this.finish(em, webhookId, 'applied', payment.id);
    });
    this.refunds.soon(returned);
    return result;
  }

  async failed(paymentId: string, truth: Verification, webhookId?: string): Promise<SettlementOutcome> {
    return this.orm.em.fork().transactional(async (em) => {
      const locked = await this.lock(em, paymentId);
      if (!locked) return this.finish(em, webhookId, 'unknown_payment', null);
      const { checkout, payment } = locked;
      // A late `failed` after a success (or after we gave up on it) changes nothing.
      if (payment.status !== 'created' && payment.status !== 'pending')
        return this.finish(em, webhookId, 'unchanged', payment.id);
      await this.markFailed(em, checkout, payment, truth.failureReason ?? 'declined');
      return this.finish(em, webhookId, 'failed', payment.id);
    });
  }

  /**
   * Ends an unpaid payment as failed; the caller holds the checkout's lock. `announce`: tell the
   * buyer (trade.payment.failed.v1) — not for a payment we end ourselves because the checkout
   * moved on (re-confirmed, expired), which the buyer already knows about.
   */
  async markFailed(
    em: EntityManager,
    checkout: Checkout,
    payment: Payment,
    reason: string,
    announce = true,
  ): Promise<void> {
    payment.status = 'failed';
    payment.failureReason = reason.slice(0, 500);
    payment.updatedAt = new Date();
    await em.flush();
    if (!announce) return;
    await this.outbox.add(em, 'trade.payment.failed.v1', checkout.id, {
      paymentId: payment.id,
      checkoutId: checkout.id,
      buyerId: payment.buyerId,
      provider: payment.provider,
      reason: payment.failureReason,
      buyerLocale: checkout.locale.trim(),
    });
  }

  /** The checkout, then the payment, locked for the caller's transaction; null for an unknown payment. */
  async lock(em: EntityManager, paymentId: string): Promise<{ checkout: Checkout; payment: Payment } | null> {
    const head = await em.findOne(Payment, paymentId, { fields: ['checkoutId'] });
    if (!head) return null;
    const checkout = await em.findOneOrFail(Checkout, head.checkoutId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    const payment = await em.findOneOrFail(Payment, paymentId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    return { checkout, payment };
  }

  private async pay(em: EntityManager, unpaid: TradeOrder, provider: string): Promise<void> {
    const order = await this.transitions.lock(em, unpaid.id, SYSTEM);
    const amount = money(order.amountMinor, order.currency);
    await this.ledger.capture(em, { entryId: `capture:${order.id}`, orderId: order.id, provider, amount });
    await this.ledger.hold(em, {
      entryId: `hold:${order.id}`,
      orderId: order.id,
      sellerId: order.sellerId,
      amount,
      fee: money(order.feeMinor, order.currency),
    });
    await this.stock.commit(em, order.id);
    await this.transitions.applyLocked(em, order, 'pay', SYSTEM);
  }

  /**
   * Captures `amount` into the orders' escrows (split by their amounts), refunds it at once and
   * records each refund for the provider; returns the refund ids.
   */
  private async captureAndRefund(
    em: EntityManager,
    payment: Payment,
    orders: readonly TradeOrder[],
    amount: bigint,
    reason: string,
  ): Promise<string[]> {
    const parts = allocate(
      amount,
      orders.map((o) => o.amountMinor),
    );
    const ids: string[] = [];
    const now = new Date();
    for (const [i, order] of orders.entries()) {
      const part = parts[i]!;
      if (part === 0n) continue;
      const share = money(part, payment.currency);
      const common = { orderId: order.id, provider: payment.provider, amount: share, memo: reason };
      await this.ledger.capture(em, { ...common, entryId: `capture:${payment.id}:${order.id}` });
      await this.ledger.refund(em, { ...common, entryId: `refund:${payment.id}:${order.id}` });
      const refund = em.create(OrderRefund, {
        id: uuidv7(),
        orderId: order.id,
        paymentId: payment.id,
        provider: payment.provider,
        amountMinor: part,
        currency: payment.currency,
        reason,
        cause: 'payment_returned',
        status: 'requested',
        attempts: 0,
        nextAttemptAt: now,
        requestedBy: null,
        createdAt: now,
        updatedAt: now,
      });
      ids.push(refund.id);
    }
    await em.flush();
    return ids;
  }

  /** Marks the webhook processed in the same transaction as its effect. */
  private async finish(
    em: EntityManager,
    webhookId: string | undefined,
    outcome: SettlementOutcome,
    paymentId: string | null,
  ): Promise<SettlementOutcome> {
    if (webhookId)
      await em.execute(
        `update ${SCHEMA}.payment_webhook set processed_at = now(), outcome = ?, next_attempt_at = null,
           payment_id = coalesce(payment_id, ?) where id = ? and processed_at is null`,
        [outcome, paymentId, webhookId],
      );
    return outcome;
  }
}

function whyNotPayable(checkout: Checkout, payment: Payment): string {
  if (payment.status === 'failed') return 'payment_abandoned';
  if (checkout.status === 'paid') return 'checkout_already_paid';
  if (checkout.status !== 'pending_payment') return `checkout_${checkout.status}`;
  return 'amount_changed';
}
