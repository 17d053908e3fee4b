import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { StockReservations } from '../inventory/index.js';
import { OrderMoney } from './order-money.js';
import { OrderTransitions } from './order-transitions.js';
import { toOrderSummaryView, type OrderSummaryView } from './order-summary.view.js';
import { RefundDispatcher } from './refund-dispatcher.js';

/**
 * The seller cannot fulfil a paid order: the whole escrow goes back to the buyer (the hold voided
 * to the provider's clearing account in the same transaction as the status), and the provider is
 * asked to refund once that committed. Stock the order had taken goes back on sale.
 */
@Injectable()
export class DeclineOrder {
  constructor(
    private readonly orm: MikroORM,
    private readonly transitions: OrderTransitions,
    private readonly money: OrderMoney,
    private readonly refunds: RefundDispatcher,
    private readonly stock: StockReservations,
  ) {}

  async execute(seller: AuthUser, orderId: string, reason: string): Promise<OrderSummaryView> {
    const actor = { role: 'seller', id: seller.id } as const;
    const { order, refundId } = await this.orm.em.fork().transactional(async (em) => {
      const locked = await this.transitions.lock(em, orderId, actor);
      this.transitions.check(locked, 'decline', actor);
      // The goods never left the seller: their units are for sale again.
      await this.stock.restock(em, locked.id);
      const moved = await this.money.refundAll(em, locked, { cause: 'decline', reason, actorId: seller.id });
      const order = await this.transitions.applyLocked(em, locked, 'decline', actor, {
        note: reason,
        refundedMinor: moved.refundedMinor,
      });
      return { order, refundId: moved.refund?.id };
    });
    if (refundId) this.refunds.soon([refundId]);
    return toOrderSummaryView(order);
  }
}
