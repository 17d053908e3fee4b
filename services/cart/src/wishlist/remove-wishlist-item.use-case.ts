import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { WishlistStore } from './wishlist-store.js';
import type { WishlistView } from './wishlist.view.js';

@Injectable()
export class RemoveWishlistItem {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: WishlistStore,
  ) {}

  execute(buyer: AuthUser, itemId: string): Promise<WishlistView> {
    return this.orm.em.fork().transactional(async (em) => {
      const list = await this.store.open(em, buyer.id, { lock: true });
      const item = this.store.item(list, itemId);
      em.remove(item);
      list.items.delete(item.productId);
      await em.flush();
      return this.store.view(list);
    });
  }
}
