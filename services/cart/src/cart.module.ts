import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import type { EventTransport } from '@sokoni/platform/events';
import { servicePlatform } from '@sokoni/platform/service';
import { DeadLettersAdminModule } from '@sokoni/platform/dead-letters-admin';
import type { CartConfig } from './cart.config.js';
import { SCHEMA } from './cart.schema.js';
import { AddCartItem } from './cart/add-cart-item.use-case.js';
import { CartEvents } from './cart/cart-events.js';
import { CartLine } from './cart/cart-line.entity.js';
import { CartOwner } from './cart/cart-owner.entity.js';
import { CartStore } from './cart/cart-store.js';
import { CartController } from './cart/cart.controller.js';
import { UserDeletedConsumer } from './accounts/user-deleted.consumer.js';
import { CheckoutPlacedConsumer } from './cart/checkout-placed.consumer.js';
import { GetCart } from './cart/get-cart.query.js';
import { MergeCart } from './cart/merge-cart.use-case.js';
import { RemoveCartItem } from './cart/remove-cart-item.use-case.js';
import { UpdateCartItem } from './cart/update-cart-item.use-case.js';
import { CART_MIGRATIONS } from './migrations/index.js';
import { CatalogueProductsConsumer } from './products/catalogue-products.consumer.js';
import { ProductSnapshot } from './products/product-snapshot.entity.js';
import { ProductSnapshots } from './products/product-snapshots.js';
import {
  RECENTLY_VIEWED_CONTROLLERS,
  RECENTLY_VIEWED_ENTITIES,
  RECENTLY_VIEWED_PROVIDERS,
} from './recently-viewed/index.js';
import {
  SAVED_SUPPLIER_CONTROLLERS,
  SAVED_SUPPLIER_ENTITIES,
  SAVED_SUPPLIER_PROVIDERS,
} from './saved-suppliers/index.js';
import { AddWishlistItem } from './wishlist/add-wishlist-item.use-case.js';
import { GetWishlist } from './wishlist/get-wishlist.query.js';
import { MergeWishlist } from './wishlist/merge-wishlist.use-case.js';
import { RemoveWishlistItem } from './wishlist/remove-wishlist-item.use-case.js';
import { WishlistItem } from './wishlist/wishlist-item.entity.js';
import { WishlistStore } from './wishlist/wishlist-store.js';
import { WishlistController } from './wishlist/wishlist.controller.js';

export interface CartModuleOptions {
  config: CartConfig;
  transport: EventTransport;
  ownsTransport?: boolean;
  /** Identity's key set, for verifying buyers' tokens. */
  jwksUrl: string;
}

export const CART_ENTITIES = [
  ProductSnapshot,
  CartOwner,
  CartLine,
  WishlistItem,
  ...SAVED_SUPPLIER_ENTITIES,
  ...RECENTLY_VIEWED_ENTITIES,
];
export { CART_MIGRATIONS };

@Module({})
export class CartModule {
  static forRoot(o: CartModuleOptions): DynamicModule {
    return {
      module: CartModule,
      imports: [
        ...servicePlatform({
          service: 'cart',
          config: o.config,
          schema: SCHEMA,
          entities: CART_ENTITIES,
          migrations: CART_MIGRATIONS,
          transport: o.transport,
          ownsTransport: o.ownsTransport,
          i18nDir: join(import.meta.dirname, 'i18n'),
          auth: { jwksUrl: o.jwksUrl },
          // Adding to the cart is not safe to repeat (quantities add up): a replay after a lost
          // answer (the storefront's offline queue) carries the first try's Idempotency-Key.
          idempotency: true,
        }),
        DeadLettersAdminModule.forRoot({ service: 'cart' }),
      ],
      controllers: [
        CartController,
        WishlistController,
        ...SAVED_SUPPLIER_CONTROLLERS,
        ...RECENTLY_VIEWED_CONTROLLERS,
      ],
      providers: [
        ProductSnapshots,
        CatalogueProductsConsumer,
        CartStore,
        CartEvents,
        GetCart,
        AddCartItem,
        UpdateCartItem,
        RemoveCartItem,
        MergeCart,
        CheckoutPlacedConsumer,
        UserDeletedConsumer,
        WishlistStore,
        GetWishlist,
        AddWishlistItem,
        RemoveWishlistItem,
        MergeWishlist,
        ...SAVED_SUPPLIER_PROVIDERS,
        ...RECENTLY_VIEWED_PROVIDERS,
      ],
      exports: [ProductSnapshots],
    };
  }
}
