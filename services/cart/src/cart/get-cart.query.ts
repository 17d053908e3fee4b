import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { CartStore } from './cart-store.js';
import type { CartView } from './cart.view.js';

/** The buyer's cart, grouped by seller, each line flagged against the product as it is now. */
@Injectable()
export class GetCart {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: CartStore,
  ) {}

  async execute(buyer: AuthUser): Promise<CartView> {
    const cart = await this.store.open(this.orm.em.fork(), buyer.id, { lock: false });
    return this.store.view(cart);
  }
}
