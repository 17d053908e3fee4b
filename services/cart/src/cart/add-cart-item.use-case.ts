import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { CartStore } from './cart-store.js';
import type { CartView } from './cart.view.js';

/** Puts a published product in the cart, or more of it when it is already there (quantities add up). */
@Injectable()
export class AddCartItem {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: CartStore,
  ) {}

  execute(buyer: AuthUser, productId: string, quantity: number): Promise<CartView> {
    return this.orm.em.fork().transactional(async (em) => {
      const cart = await this.store.open(em, buyer.id, { lock: true, productIds: [productId] });
      this.store.add(cart, productId, quantity);
      await em.flush();
      return this.store.view(cart);
    });
  }
}
