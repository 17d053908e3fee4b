import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import type { CartConfig } from '../cart.config.js';
import { lockCart } from '../cart/cart-lock.js';
import { CartProblems } from '../cart/cart.problems.js';
import type { ProductSnapshot } from '../products/product-snapshot.entity.js';
import { ProductSnapshots } from '../products/product-snapshots.js';
import { WishlistItem } from './wishlist-item.entity.js';
import { toWishlistView, type WishlistView } from './wishlist.view.js';

export interface OpenWishlist {
  em: EntityManager;
  userId: string;
  items: Map<string, WishlistItem>;
  products: Map<string, ProductSnapshot>;
}

/**
 * Reads and changes a buyer's wishlist, the way CartStore does the cart: all of it loaded in one
 * unit of work, writes under the buyer's lock (the same row as the cart's).
 */
@Injectable()
export class WishlistStore {
  constructor(
    private readonly snapshots: ProductSnapshots,
    @InjectConfig() private readonly config: CartConfig,
  ) {}

  async open(
    em: EntityManager,
    userId: string,
    o: { lock: boolean; productIds?: readonly string[] },
  ): Promise<OpenWishlist> {
    if (o.lock) await lockCart(em, userId);
    const items = await em.find(WishlistItem, { userId });
    const products = await this.snapshots.byIds(em, [
      ...items.map((i) => i.productId),
      ...(o.productIds ?? []),
    ]);
    return { em, userId, items: new Map(items.map((i) => [i.productId, i])), products };
  }

  view(list: OpenWishlist): WishlistView {
    return toWishlistView([...list.items.values()], list.products);
  }

  item(list: OpenWishlist, id: string): WishlistItem {
    const item = [...list.items.values()].find((i) => i.id === id);
    if (!item) throw CartProblems.wishlistItemNotFound();
    return item;
  }

  /** Saves a published product; saving one already there changes nothing. Not flushed. */
  add(list: OpenWishlist, productId: string): { item: WishlistItem; created: boolean } {
    const existing = list.items.get(productId);
    if (existing) return { item: existing, created: false };
    const product = list.products.get(productId);
    if (!product) throw CartProblems.productNotFound();
    if (product.status !== 'published') throw CartProblems.productUnavailable();
    if (list.items.size >= this.config.WISHLIST_MAX_ITEMS)
      throw CartProblems.wishlistFull({ max: this.config.WISHLIST_MAX_ITEMS });
    const item = list.em.create(WishlistItem, { id: uuidv7(), userId: list.userId, productId });
    list.items.set(productId, item);
    return { item, created: true };
  }
}
