export { CartModule, CART_ENTITIES, CART_MIGRATIONS, type CartModuleOptions } from './cart.module.js';
export { SCHEMA as CART_SCHEMA } from './cart.schema.js';
export { cartConfigSchema, type CartConfig } from './cart.config.js';
export {
  MAX_QUANTITY,
  lineState,
  priceSnapshot,
  quantityFault,
  subtotals,
  unitPriceFor,
  type LineFlag,
  type LineState,
  type Money,
  type PriceTier,
  type Repricing,
} from './pricing/pricing.js';
export type { CartView, CartLineView, CartSellerView, CartCounts } from './cart/cart.view.js';
export type { WishlistView, WishlistItemView } from './wishlist/wishlist.view.js';
