import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderSnapshot, PayoutSnapshot } from '@sokoni/contracts';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { SCHEMA } from '../identity.schema.js';

/**
 * Keeps identity's view of trade's orders and payouts (trade-view.entities.ts). Each event says the
 * order's status after it; an older event never overwrites a newer one (a checkout's orders and an
 * order's later changes travel under different keys, so they may arrive in either order). Runs in
 * the inbox transaction: a redelivered event changes nothing.
 */
@Injectable()
export class TradeViewConsumer {
  @OnEvent('trade.checkout.placed.v1', { purpose: 'trade-view' })
  async placed(event: DomainEvent<'trade.checkout.placed.v1'>, em: EntityManager): Promise<void> {
    for (const order of event.payload.orders) await this.order(em, order, event.occurredAt);
  }

  @OnEvent('trade.order.status_changed.v1', { purpose: 'trade-view' })
  async changed(event: DomainEvent<'trade.order.status_changed.v1'>, em: EntityManager): Promise<void> {
    if (event.payload.order) await this.order(em, event.payload.order, event.occurredAt);
  }

  @OnEvent('trade.dispute.opened.v1', { purpose: 'trade-view' })
  async disputed(event: DomainEvent<'trade.dispute.opened.v1'>, em: EntityManager): Promise<void> {
    if (event.payload.order) await this.order(em, event.payload.order, event.occurredAt);
  }

  @OnEvent('trade.dispute.decided.v1', { purpose: 'trade-view' })
  async decided(event: DomainEvent<'trade.dispute.decided.v1'>, em: EntityManager): Promise<void> {
    if (event.payload.order) await this.order(em, event.payload.order, event.occurredAt);
  }

  @OnEvent('trade.payout.requested.v1', { purpose: 'trade-view' })
  async payoutRequested(event: DomainEvent<'trade.payout.requested.v1'>, em: EntityManager): Promise<void> {
    await this.payout(em, event.payload.payout, 'requested', event.occurredAt);
  }

  @OnEvent('trade.payout.settled.v1', { purpose: 'trade-view' })
  async payoutSettled(event: DomainEvent<'trade.payout.settled.v1'>, em: EntityManager): Promise<void> {
    await this.payout(em, event.payload.payout, 'settled', event.occurredAt);
  }

  @OnEvent('trade.payout.failed.v1', { purpose: 'trade-view' })
  async payoutFailed(event: DomainEvent<'trade.payout.failed.v1'>, em: EntityManager): Promise<void> {
    await this.payout(em, event.payload.payout, 'failed', event.occurredAt);
  }

  @OnEvent('trade.seller_balance.changed.v1', { purpose: 'trade-view' })
  async balance(event: DomainEvent<'trade.seller_balance.changed.v1'>, em: EntityManager): Promise<void> {
    const b = event.payload;
    if (!b.sellerId || !b.currency) return;
    // Each event carries the whole balance: the newest wins, whatever order they arrive in.
    await em.execute(
      `insert into ${SCHEMA}.trade_seller_balances (seller_id, currency, available_minor, occurred_at)
       values (?, ?, ?, ?)
       on conflict (seller_id, currency) do update
         set available_minor = excluded.available_minor, occurred_at = excluded.occurred_at
       where trade_seller_balances.occurred_at <= excluded.occurred_at`,
      [b.sellerId, b.currency, String(b.availableMinor), event.occurredAt],
    );
  }

  private async order(em: EntityManager, o: OrderSnapshot, at: Date): Promise<void> {
    if (!o.orderId || !o.status) return;
    await em.execute(
      `insert into ${SCHEMA}.trade_orders (order_id, buyer_id, seller_id, status, occurred_at)
       values (?, ?, ?, ?, ?)
       on conflict (order_id) do update set status = excluded.status, occurred_at = excluded.occurred_at
       where trade_orders.occurred_at <= excluded.occurred_at`,
      [o.orderId, o.buyerId, o.sellerId, o.status, at],
    );
  }

  private async payout(
    em: EntityManager,
    p: PayoutSnapshot | undefined,
    status: string,
    at: Date,
  ): Promise<void> {
    if (!p?.payoutId) return;
    await em.execute(
      `insert into ${SCHEMA}.trade_payouts (payout_id, seller_id, status, occurred_at) values (?, ?, ?, ?)
       on conflict (payout_id) do update set status = excluded.status, occurred_at = excluded.occurred_at
       where trade_payouts.occurred_at <= excluded.occurred_at`,
      [p.payoutId, p.sellerId, status, at],
    );
  }
}
