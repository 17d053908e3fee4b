import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { WishlistStore } from './wishlist-store.js';
import type { WishlistView } from './wishlist.view.js';

/** Saves a published product for later; saving it again is harmless. */
@Injectable()
export class AddWishlistItem {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: WishlistStore,
  ) {}

  execute(buyer: AuthUser, productId: string): Promise<WishlistView> {
    return this.orm.em.fork().transactional(async (em) => {
      const list = await this.store.open(em, buyer.id, { lock: true, productIds: [productId] });
      this.store.add(list, productId);
      await em.flush();
      return this.store.view(list);
    });
  }
}
