import { Injectable } from '@nestjs/common';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import type { OrderStatus } from './order-lifecycle.js';
import { OrderLine, TradeOrder } from './order.entities.js';
import { minorNumber, toOrderSummaryView, type OrderSummaryView } from './order-summary.view.js';

export interface SellerOrderLineView {
  productId: string;
  title: string;
  unit: string;
  quantity: number;
  /** In the seller's currency. */
  unitPriceMinor: number;
  lineTotalMinor: number;
}

export interface SellerOrderView extends OrderSummaryView {
  lines: SellerOrderLineView[];
}

export interface SellerOrderPage {
  items: SellerOrderView[];
  total: number;
  page: number;
  pageSize: number;
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The orders placed with the calling seller, newest first, with their lines. */
@Injectable()
export class ListSellerOrders {
  constructor(private readonly orm: MikroORM) {}

  async execute(
    seller: AuthUser,
    filter: { status?: OrderStatus[]; q?: string },
    page: number,
    pageSize: number,
  ): Promise<SellerOrderPage> {
    const em = this.orm.em.fork();
    const where: FilterQuery<TradeOrder> = { sellerId: seller.id.toLowerCase() };
    if (filter.status?.length) where.status = { $in: filter.status };
    if (filter.q?.trim()) where.reference = { $ilike: `${escapeLike(filter.q.trim())}%` };
    const [orders, total] = await em.findAndCount(TradeOrder, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    const lines = orders.length
      ? await em.find(OrderLine, { orderId: { $in: orders.map((o) => o.id) } }, { orderBy: { id: 'asc' } })
      : [];
    const items = orders.map((o) => ({
      ...toOrderSummaryView(o),
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          productId: l.productId,
          title: l.title,
          unit: l.unit,
          quantity: l.quantity,
          unitPriceMinor: minorNumber(l.unitPriceMinor),
          lineTotalMinor: minorNumber(l.lineTotalMinor),
        })),
    }));
    return { items, total, page, pageSize };
  }
}
