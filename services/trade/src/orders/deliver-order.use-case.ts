import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { OrderTransitions, type TransitionActor } from './order-transitions.js';
import { toOrderSummaryView, type OrderSummaryView } from './order-summary.view.js';

/**
 * Either party says a shipped order arrived: the seller (carrier proof) or the buyer. It starts the
 * release clock (AUTO_RELEASE_DAYS); no money moves until the buyer confirms or the clock runs out.
 */
@Injectable()
export class DeliverOrder {
  constructor(
    private readonly orm: MikroORM,
    private readonly transitions: OrderTransitions,
  ) {}

  async execute(user: AuthUser, orderId: string): Promise<OrderSummaryView> {
    const order = await this.orm.em.fork().transactional(async (em) => {
      // Visible to either party; which one the caller is on this order decides the role.
      const locked = await this.transitions.lock(em, orderId, { role: 'buyer', id: user.id });
      const actor: TransitionActor = {
        role: locked.sellerId === user.id.toLowerCase() ? 'seller' : 'buyer',
        id: user.id,
      };
      return this.transitions.applyLocked(em, locked, 'deliver', actor);
    });
    return toOrderSummaryView(order);
  }
}
