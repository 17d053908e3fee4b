import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { Translator } from '@sokoni/platform/errors';
import { itemProblem, type ItemProblem } from '../cart/merge-cart.use-case.js';
import { WishlistStore } from './wishlist-store.js';
import type { WishlistView } from './wishlist.view.js';

export interface WishlistMergeItemResult {
  productId: string;
  outcome: 'added' | 'already' | 'skipped';
  itemId: string | null;
  problem: ItemProblem | null;
}

export interface WishlistMergeView {
  wishlist: WishlistView;
  results: WishlistMergeItemResult[];
}

/** The browser's guest wishlist, saved at sign-in; a product that cannot be saved is reported, not fatal. */
@Injectable()
export class MergeWishlist {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: WishlistStore,
    private readonly translator: Translator,
  ) {}

  execute(buyer: AuthUser, items: readonly { productId: string }[]): Promise<WishlistMergeView> {
    const productIds = [...new Set(items.map((i) => i.productId))];
    return this.orm.em.fork().transactional(async (em) => {
      const list = await this.store.open(em, buyer.id, { lock: true, productIds });
      const results = productIds.map((productId): WishlistMergeItemResult => {
        try {
          const { item, created } = this.store.add(list, productId);
          return { productId, outcome: created ? 'added' : 'already', itemId: item.id, problem: null };
        } catch (error) {
          return {
            productId,
            outcome: 'skipped',
            itemId: null,
            problem: itemProblem(error, this.translator),
          };
        }
      });
      await em.flush();
      return { wishlist: this.store.view(list), results };
    });
  }
}
