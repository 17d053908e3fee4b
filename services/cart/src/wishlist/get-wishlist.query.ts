import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { WishlistStore } from './wishlist-store.js';
import type { WishlistView } from './wishlist.view.js';

/** The buyer's saved products, newest first, each as it is now. */
@Injectable()
export class GetWishlist {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: WishlistStore,
  ) {}

  async execute(buyer: AuthUser): Promise<WishlistView> {
    return this.store.view(await this.store.open(this.orm.em.fork(), buyer.id, { lock: false }));
  }
}
