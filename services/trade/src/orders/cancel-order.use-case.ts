import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { StockReservations } from '../inventory/index.js';
import { SCHEMA } from '../trade.schema.js';
import type { TradeOrder } from './order.entities.js';
import { OrderMoney } from './order-money.js';
import { isUuid, OrderTransitions, type TransitionActor } from './order-transitions.js';
import { toOrderSummaryView, type OrderSummaryView } from './order-summary.view.js';
import { RefundDispatcher } from './refund-dispatcher.js';

/**
 * The buyer cancels before shipment. A paid (or accepted) order is refunded in full, as a decline
 * is. An unpaid order cannot be dropped alone: its checkout is one payment for all its orders, so
 * the whole checkout is cancelled — every order still awaiting payment, their stock back on sale —
 * and a payment that succeeds later anyway is returned by payments (a success for a cancelled
 * checkout is captured and refunded at once).
 */
@Injectable()
export class CancelOrder {
  constructor(
    private readonly orm: MikroORM,
    private readonly transitions: OrderTransitions,
    private readonly money: OrderMoney,
    private readonly refunds: RefundDispatcher,
    private readonly stock: StockReservations,
  ) {}

  async execute(buyer: AuthUser, orderId: string, reason?: string): Promise<OrderSummaryView> {
    const actor: TransitionActor = { role: 'buyer', id: buyer.id };
    const note = reason?.trim() || undefined;
    const { order, refundId } = await this.orm.em.fork().transactional(async (em) => {
      await this.lockUnpaidSiblings(em, orderId);
      const locked = await this.transitions.lock(em, orderId, actor);
      this.transitions.check(locked, 'cancel', actor);
      if (locked.status === 'pending_payment') {
        return { order: await this.cancelUnpaidCheckout(em, locked, actor, note), refundId: undefined };
      }
      // Cancelled before shipment: the goods never left the seller, so they are for sale again.
      await this.stock.restock(em, locked.id);
      const moved = await this.money.refundAll(em, locked, {
        cause: 'cancel',
        reason: note ?? 'Cancelled by the buyer',
        actorId: buyer.id,
      });
      const order = await this.transitions.applyLocked(em, locked, 'cancel', actor, {
        note,
        refundedMinor: moved.refundedMinor,
      });
      return { order, refundId: moved.refund?.id };
    });
    if (refundId) this.refunds.soon([refundId]);
    return toOrderSummaryView(order);
  }

  /**
   * An unpaid order takes its whole checkout with it: its orders are locked in id order before any
   * of them, so two cancellations (or a cancellation and the payment's own pass over the orders)
   * wait for each other instead of deadlocking.
   */
  private async lockUnpaidSiblings(em: EntityManager, orderId: string): Promise<void> {
    if (!isUuid(orderId)) return;
    await em.execute(
      `select o.id from ${SCHEMA}.trade_order o
       where o.checkout_id = (select checkout_id from ${SCHEMA}.trade_order where id = ? and status = 'pending_payment')
       order by o.id for update`,
      [orderId],
    );
  }

  private async cancelUnpaidCheckout(
    em: EntityManager,
    order: TradeOrder,
    actor: TransitionActor,
    note: string | undefined,
  ): Promise<TradeOrder> {
    const siblings = await em.execute<{ id: string }[]>(
      `select id from ${SCHEMA}.trade_order where checkout_id = ? and status = 'pending_payment' order by id`,
      [order.checkoutId],
    );
    let mine = order;
    for (const { id } of siblings) {
      const o = id === order.id ? order : await this.transitions.lock(em, id, actor);
      if (o.status !== 'pending_payment') continue;
      await this.stock.release(em, o.id);
      const moved = await this.transitions.applyLocked(em, o, 'cancel', actor, { note });
      if (id === order.id) mine = moved;
    }
    await em.execute(
      `update ${SCHEMA}.checkout set status = 'cancelled', updated_at = now()
       where id = ? and status = 'pending_payment'`,
      [order.checkoutId],
    );
    return mine;
  }
}
