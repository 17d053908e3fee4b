import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { LedgerBalances } from '../ledger/index.js';
import { Checkout, OrderEvent, OrderLine, TradeOrder } from './order.entities.js';
import { OrderProblems } from './order.problems.js';
import { toOrderDetail, type OrderDetailView } from './order-read.view.js';

/**
 * One order in full — lines, amounts, fee, rate, shipment, timeline and escrow — for its buyer,
 * its seller or staff. Anyone else gets the 404 an unknown id gets.
 */
@Injectable()
export class GetOrder {
  constructor(
    private readonly orm: MikroORM,
    private readonly balances: LedgerBalances,
  ) {}

  async execute(user: AuthUser, orderId: string): Promise<OrderDetailView> {
    const em = this.orm.em.fork();
    const order = await em.findOne(TradeOrder, orderId.toLowerCase());
    const me = user.id.toLowerCase();
    if (!order || (user.role !== 'admin' && order.buyerId !== me && order.sellerId !== me))
      throw OrderProblems.notFound();
    const lines = await em.find(OrderLine, { orderId: order.id });
    const checkout = await em.findOneOrFail(Checkout, order.checkoutId);
    const events = await em.find(OrderEvent, { orderId: order.id }, { orderBy: { at: 'asc', id: 'asc' } });
    const escrow = await this.balances.order(em, order.id);
    return toOrderDetail(
      order,
      lines,
      checkout,
      events,
      escrow.find((e) => e.captured.currency === order.currency),
    );
  }
}
