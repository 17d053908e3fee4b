import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { CartEvents } from './cart-events.js';
import { CartStore } from './cart-store.js';
import type { CartView } from './cart.view.js';

/** Removes a line, whatever its flags (the only thing a buyer can do with an unavailable one). */
@Injectable()
export class RemoveCartItem {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: CartStore,
    private readonly events: CartEvents,
  ) {}

  execute(buyer: AuthUser, lineId: string): Promise<CartView> {
    return this.orm.em.fork().transactional(async (em) => {
      const cart = await this.store.open(em, buyer.id, { lock: true });
      const line = this.store.line(cart, lineId);
      em.remove(line);
      cart.lines.delete(line.productId);
      await em.flush();
      await this.events.removed(em, line, 'buyer');
      return this.store.view(cart);
    });
  }
}
