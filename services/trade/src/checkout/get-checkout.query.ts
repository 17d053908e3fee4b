import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { Checkout, OrderLine, TradeOrder } from '../orders/order.entities.js';
import { Payment } from '../payments/payment.entities.js';
import { CheckoutProblems } from './checkout.problems.js';
import { toCheckoutView, type CheckoutView } from './checkout.view.js';

/** A checkout with its orders, lines and latest payment, for its buyer only (404 to anyone else). */
@Injectable()
export class GetCheckout {
  constructor(private readonly orm: MikroORM) {}

  execute(buyer: AuthUser, checkoutId: string): Promise<CheckoutView> {
    return this.view(this.orm.em.fork(), checkoutId, buyer.id);
  }

  /** Reads through `em` (the caller's unit of work, or a fresh one after it committed). */
  async view(em: EntityManager, checkoutId: string, buyerId: string): Promise<CheckoutView> {
    const checkout = await em.findOne(Checkout, checkoutId.toLowerCase(), { refresh: true });
    if (!checkout || checkout.buyerId !== buyerId.toLowerCase()) throw CheckoutProblems.notFound();
    const orders = await em.find(
      TradeOrder,
      { checkoutId: checkout.id },
      { orderBy: { sellerId: 'asc', id: 'asc' }, refresh: true },
    );
    const lines = orders.length
      ? await em.find(OrderLine, { orderId: { $in: orders.map((o) => o.id) } }, { refresh: true })
      : [];
    const payment = await em.findOne(
      Payment,
      { checkoutId: checkout.id },
      { orderBy: { createdAt: 'desc', id: 'desc' }, refresh: true },
    );
    return toCheckoutView(checkout, orders, lines, payment);
  }
}
