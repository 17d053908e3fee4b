import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { CartLine } from '../cart/cart-line.entity.js';
import { lockCart } from '../cart/cart-lock.js';
import { CartOwner } from '../cart/cart-owner.entity.js';
import { RecentView } from '../recently-viewed/recent-view.entity.js';
import { SavedSupplier } from '../saved-suppliers/saved-supplier.entity.js';
import { WishlistItem } from '../wishlist/wishlist-item.entity.js';

/**
 * A deleted account's shopping lists go with it (consumer group `cart.accounts`): its cart,
 * wishlist, saved suppliers and browsing history are personal data with no use once the account
 * is gone, and nothing else refers to them (orders keep their own copies in trade). The cart lock
 * serialises this with a request of that user still in flight; the inbox makes a redelivery a no-op.
 */
@Injectable()
export class UserDeletedConsumer {
  @OnEvent('identity.user.deleted.v1', { purpose: 'accounts' })
  async deleted(event: DomainEvent<'identity.user.deleted.v1'>, em: EntityManager): Promise<void> {
    const userId = event.payload.userId.toLowerCase();
    if (!userId) return;
    await lockCart(em, userId);
    await em.nativeDelete(CartLine, { userId });
    await em.nativeDelete(CartOwner, { userId });
    await em.nativeDelete(WishlistItem, { userId });
    await em.nativeDelete(SavedSupplier, { userId });
    await em.nativeDelete(RecentView, { userId });
  }
}
