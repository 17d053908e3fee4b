import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { OrderTransitions } from './order-transitions.js';
import { toOrderSummaryView, type OrderSummaryView } from './order-summary.view.js';

/** The seller takes a paid order on: nothing moves yet, the buyer is told it is being prepared. */
@Injectable()
export class AcceptOrder {
  constructor(
    private readonly orm: MikroORM,
    private readonly transitions: OrderTransitions,
  ) {}

  async execute(seller: AuthUser, orderId: string, note?: string): Promise<OrderSummaryView> {
    const order = await this.orm.em
      .fork()
      .transactional((em) =>
        this.transitions.apply(em, orderId, 'accept', { role: 'seller', id: seller.id }, { note }),
      );
    return toOrderSummaryView(order);
  }
}
