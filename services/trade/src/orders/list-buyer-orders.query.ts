import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import type { OrderStatus } from './order-lifecycle.js';
import { OrderLine, TradeOrder } from './order.entities.js';
import { toOrderSummary, type OrderPage } from './order-read.view.js';

/** The caller's purchases, newest first, optionally of one status, with their lines. */
@Injectable()
export class ListBuyerOrders {
  constructor(private readonly orm: MikroORM) {}

  async execute(
    buyer: AuthUser,
    q: { status?: OrderStatus; page?: number; pageSize?: number },
  ): Promise<OrderPage> {
    const em = this.orm.em.fork();
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    const where = { buyerId: buyer.id.toLowerCase(), ...(q.status ? { status: q.status } : {}) };
    const [orders, total] = await em.findAndCount(TradeOrder, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const lines = orders.length
      ? await em.find(OrderLine, { orderId: { $in: orders.map((o) => o.id) } })
      : [];
    return {
      items: orders.map((o) =>
        toOrderSummary(
          o,
          lines.filter((l) => l.orderId === o.id),
        ),
      ),
      total,
      page,
      pageSize,
    };
  }
}
