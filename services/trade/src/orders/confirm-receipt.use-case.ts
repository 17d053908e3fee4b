import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { OrderMoney } from './order-money.js';
import { OrderTransitions } from './order-transitions.js';
import { toOrderSummaryView, type OrderSummaryView } from './order-summary.view.js';

/**
 * The buyer has the goods: the escrow is released to the seller (less the platform fee) and the
 * order completed, in one transaction with the order row locked — so a dispute or the auto-release
 * job at the same instant finds the order completed and does nothing.
 */
@Injectable()
export class ConfirmReceipt {
  constructor(
    private readonly orm: MikroORM,
    private readonly transitions: OrderTransitions,
    private readonly money: OrderMoney,
  ) {}

  async execute(buyer: AuthUser, orderId: string): Promise<OrderSummaryView> {
    const actor = { role: 'buyer', id: buyer.id } as const;
    const order = await this.orm.em.fork().transactional(async (em) => {
      const locked = await this.transitions.lock(em, orderId, actor);
      this.transitions.check(locked, 'confirm_receipt', actor);
      const moved = await this.money.release(em, locked, 'confirmed by the buyer');
      return this.transitions.applyLocked(em, locked, 'confirm_receipt', actor, {
        releasedMinor: moved.releasedMinor,
      });
    });
    return toOrderSummaryView(order);
  }
}
