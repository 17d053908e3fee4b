import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { insertEvents } from '../events/event-writer.js';
import type { EventRow, ServerEventName } from '../events/event-row.js';
import { countryOf, orderDims, usdCents, uuidOrNull, type OrderDims } from './fact-lookups.js';
import { on } from './facts.consumer.js';

type Fact = Omit<EventRow, 'occurredAt' | 'source'>;

/** Actions that release the escrow to the seller (trade's releasesOnTransition). */
const RELEASES = new Set(['confirm_receipt', 'auto_release', 'decide_release']);
/** Actions that return money to the buyer when the order held some (trade's refundsOnTransition). */
const REFUNDS = new Set(['decline', 'cancel', 'staff_refund', 'decide_refund']);
/** Statuses whose escrow holds the buyer's money. */
const HOLDING = new Set(['paid', 'accepted', 'shipped', 'delivered', 'disputed']);

/**
 * Checkouts, payments, the order lifecycle's money (GMV, escrow, fees) and disputes, in US cents at
 * the FX table held when the event is handled. Order facts carry the buyer as user, the seller, the
 * buyer's country and the root category and product of the order's largest line (orderDims).
 */
@Injectable()
export class OrderFactsConsumer {
  private readonly log = new Logger(OrderFactsConsumer.name);

  @OnEvent('trade.checkout.placed.v1', on)
  async checkoutPlaced(e: DomainEvent<'trade.checkout.placed.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    const buyerId = uuidOrNull(p.buyerId);
    if (!buyerId) return;
    await this.write(em, e, [
      {
        name: 'checkout_placed',
        userId: buyerId,
        country: await countryOf(em, buyerId),
        amountUsd: await usdCents(em, this.log, p.currency, p.totalMinor),
        props: { checkoutId: p.checkoutId, orders: p.orders.length },
      },
    ]);
  }

  @OnEvent('trade.payment.succeeded.v1', on)
  async paymentSucceeded(e: DomainEvent<'trade.payment.succeeded.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    const buyerId = uuidOrNull(p.buyerId);
    await this.write(em, e, [
      {
        name: 'payment_succeeded',
        userId: buyerId,
        country: await countryOf(em, buyerId),
        amountUsd: await usdCents(em, this.log, p.currency, p.amountMinor),
        props: { checkoutId: p.checkoutId, provider: p.provider },
      },
    ]);
  }

  @OnEvent('trade.payment.failed.v1', on)
  async paymentFailed(e: DomainEvent<'trade.payment.failed.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    const buyerId = uuidOrNull(p.buyerId);
    await this.write(em, e, [
      {
        name: 'payment_failed',
        userId: buyerId,
        country: await countryOf(em, buyerId),
        props: { checkoutId: p.checkoutId, provider: p.provider },
      },
    ]);
  }

  /**
   * pay → order_paid (GMV) and escrow_held; a release → escrow_released and the fee; a refund →
   * escrow_refunded (and, for a partial dispute refund, the part released to the seller); a cancel
   * → order_cancelled. Other actions (accept, ship, deliver, dispute, expire) move no money.
   */
  @OnEvent('trade.order.status_changed.v1', on)
  async statusChanged(e: DomainEvent<'trade.order.status_changed.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    const order = p.order;
    if (!order) return;
    const dims = await orderDims(em, order);
    const facts: Fact[] = [];
    const add = async (name: ServerEventName, minor: bigint) =>
      facts.push(fact(name, dims, await usdCents(em, this.log, order.currency, minor)));

    if (p.action === 'pay') {
      await add('order_paid', order.amountMinor);
      await add('escrow_held', order.amountMinor);
    } else if (RELEASES.has(p.action)) {
      // What trade released is the whole hold (the seller's part and the platform's fee).
      await add('escrow_released', p.releasedMinor > 0n ? p.releasedMinor : order.amountMinor);
      if (order.feeMinor > 0n) await add('fee_revenue', order.feeMinor);
    } else if (REFUNDS.has(p.action)) {
      const held = HOLDING.has(p.fromStatus);
      const refunded =
        p.refundedMinor > 0n ? p.refundedMinor : held && p.releasedMinor === 0n ? order.amountMinor : 0n;
      if (refunded > 0n) await add('escrow_refunded', refunded);
      // A partial refund on a dispute releases the rest; its fee comes with trade.dispute.decided.v1.
      if (p.releasedMinor > 0n) await add('escrow_released', p.releasedMinor);
    }
    if (p.action === 'cancel') await add('order_cancelled', order.amountMinor);
    await this.write(em, e, facts);
  }

  @OnEvent('trade.dispute.opened.v1', on)
  async disputeOpened(e: DomainEvent<'trade.dispute.opened.v1'>, em: EntityManager): Promise<void> {
    const order = e.payload.order;
    if (!order) return;
    const dims = await orderDims(em, order);
    const row = fact('dispute_opened', dims, await usdCents(em, this.log, order.currency, order.amountMinor));
    await this.write(em, e, [{ ...row, props: { ...dims.props, reason: e.payload.reason } }]);
  }

  /**
   * The fee kept on a refund decision's released part. A full release's fee was counted with its
   * decide_release status change, so only refund outcomes add one here.
   */
  @OnEvent('trade.dispute.decided.v1', on)
  async disputeDecided(e: DomainEvent<'trade.dispute.decided.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    if (!p.order || p.outcome === 'release' || p.feeMinor <= 0n) return;
    const dims = await orderDims(em, p.order);
    await this.write(em, e, [
      fact('fee_revenue', dims, await usdCents(em, this.log, p.order.currency, p.feeMinor)),
    ]);
  }

  private write(em: EntityManager, e: DomainEvent, facts: Fact[]): Promise<void> {
    return insertEvents(
      em,
      facts.map((f) => ({ ...f, occurredAt: e.occurredAt, source: 'server' as const })),
    );
  }
}

function fact(name: ServerEventName, d: OrderDims, amountUsd: number): Fact {
  return {
    name,
    userId: d.userId,
    sellerId: d.sellerId,
    country: d.country,
    category: d.category,
    productId: d.productId,
    amountUsd,
    props: { ...d.props },
  };
}
