import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { readCart } from './cart-rows.js';
import { CartStore } from './cart-store.js';
import type { CartView } from './cart.view.js';

/** The buyer's cart, grouped by seller, each line flagged against the product as it is now. */
@Injectable()
export class GetCart {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: CartStore,
  ) {}

  /** One statement: the lines and their products as of one snapshot. */
  async execute(buyer: AuthUser): Promise<CartView> {
    const rows = await readCart(this.orm.em.fork(), buyer.id);
    return this.store.view(this.store.detached(buyer.id, rows));
  }
}
