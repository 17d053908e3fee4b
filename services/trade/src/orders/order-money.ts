import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { EscrowLedger, LedgerBalances, type OpenHold } from '../ledger/index.js';
import { currencyCode, proRataFee, type Money } from '../money/index.js';
import { SCHEMA } from '../trade.schema.js';
import type { TradeOrder } from './order.entities.js';
import { OrderRefund } from './order-refund.entity.js';
import { OrderProblems } from './order.problems.js';

/** Why money went back to the buyer; kept on the refund record. */
export type RefundCause = 'decline' | 'cancel' | 'staff_refund' | 'dispute';

export interface RefundInput {
  cause: RefundCause;
  reason: string;
  /** The user who caused it (buyer, seller, staff). */
  actorId: string | null;
}

export interface Settlement {
  releasedMinor: bigint;
  refundedMinor: bigint;
  /** The platform fee kept on what was released (pro rata). */
  feeMinor: bigint;
  /** The refund to send through the provider after commit; null when nothing was refunded. */
  refund: OrderRefund | null;
}

/**
 * The ledger side of order actions, always in the caller's transaction with the order row locked:
 * release the order's hold to the seller and the platform, return it to the buyer, or split it
 * (a dispute decision, a staff refund of part). Entry ids are derived from the order, so an order's
 * hold is resolved once whatever path gets there first; every refund is also recorded, for the
 * provider call made after commit (and retried by RefundDispatcher if that call never happened).
 */
@Injectable()
export class OrderMoney {
  constructor(
    private readonly escrow: EscrowLedger,
    private readonly balances: LedgerBalances,
  ) {}

  /** The order's hold, not yet released or voided; 409 when there is none. */
  async openHold(em: EntityManager, order: TradeOrder): Promise<OpenHold> {
    const [hold] = await this.balances.openHolds(em, order.id, 1);
    if (!hold) throw OrderProblems.noOpenHold();
    return hold;
  }

  async release(em: EntityManager, order: TradeOrder, memo: string): Promise<Settlement> {
    const hold = await this.openHold(em, order);
    await this.escrow.release(em, { entryId: `release:${order.id}`, holdId: hold.holdId, memo });
    return {
      releasedMinor: hold.amount.amountMinor,
      refundedMinor: 0n,
      feeMinor: hold.fee.amountMinor,
      refund: null,
    };
  }

  /** Voids the whole hold back to the provider the money came from, and records the refund. */
  async refundAll(em: EntityManager, order: TradeOrder, input: RefundInput): Promise<Settlement> {
    const hold = await this.openHold(em, order);
    const source = await this.paymentOf(em, order);
    await this.escrow.voidHold(em, {
      entryId: `refund:${order.id}`,
      holdId: hold.holdId,
      refundTo: source.provider,
      memo: `${input.cause}: ${input.reason}`.slice(0, 500),
    });
    const refund = this.record(em, order, source, hold.amount, input);
    return { releasedMinor: 0n, refundedMinor: hold.amount.amountMinor, feeMinor: 0n, refund };
  }

  /**
   * Refunds `refundMinor` (0 < refund ≤ the hold) and releases the rest to the seller with the fee
   * pro rata, in one entry; `unfreeze` for a dispute decision (the escrow was frozen when it opened).
   */
  async settle(
    em: EntityManager,
    order: TradeOrder,
    refundMinor: bigint,
    input: RefundInput & { unfreeze: boolean },
  ): Promise<Settlement> {
    const hold = await this.openHold(em, order);
    const currency = hold.amount.currency;
    const m = (amountMinor: bigint): Money => ({ amountMinor, currency });
    const release = hold.amount.amountMinor - refundMinor;
    const fee = proRataFee(hold.fee, hold.amount, m(release));
    const source = refundMinor > 0n ? await this.paymentOf(em, order) : null;
    await this.escrow.settle(em, {
      entryId: `settle:${order.id}`,
      holdId: hold.holdId,
      release: m(release),
      refund: m(refundMinor),
      provider: source?.provider,
      fee,
      unfreeze: input.unfreeze,
      memo: `${input.cause}: ${input.reason}`.slice(0, 500),
    });
    const refund = source && refundMinor > 0n ? this.record(em, order, source, m(refundMinor), input) : null;
    return { releasedMinor: release, refundedMinor: refundMinor, feeMinor: fee.amountMinor, refund };
  }

  /**
   * Where the order's money came from: the provider of its capture (the clearing account the refund
   * must go back through) and the checkout's succeeded payment, the one the provider refunds.
   */
  private async paymentOf(
    em: EntityManager,
    order: TradeOrder,
  ): Promise<{ provider: string; paymentId: string | null }> {
    const [capture] = await em.execute<{ provider: string }[]>(
      `select provider from ${SCHEMA}.ledger_entries where order_id = ? and operation = 'capture'
       order by seq limit 1`,
      [order.id],
    );
    if (!capture) throw OrderProblems.noOpenHold();
    const [payment] = await em.execute<{ id: string }[]>(
      `select id from ${SCHEMA}.payment where checkout_id = ? and status = 'succeeded' and provider = ?
       order by settled_at nulls last limit 1`,
      [order.checkoutId, capture.provider],
    );
    return { provider: capture.provider, paymentId: payment?.id ?? null };
  }

  private record(
    em: EntityManager,
    order: TradeOrder,
    source: { provider: string; paymentId: string | null },
    amount: Money,
    input: RefundInput,
  ): OrderRefund {
    const now = new Date();
    return em.create(OrderRefund, {
      id: uuidv7(),
      orderId: order.id,
      paymentId: source.paymentId,
      provider: source.provider,
      amountMinor: amount.amountMinor,
      currency: currencyCode(amount.currency),
      reason: input.reason,
      cause: input.cause,
      status: 'requested',
      attempts: 0,
      nextAttemptAt: now,
      requestedBy: input.actorId,
      createdAt: now,
      updatedAt: now,
    });
  }
}
