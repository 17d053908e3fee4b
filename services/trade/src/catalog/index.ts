import type { Type } from '@nestjs/common';
import { CatalogueFxConsumer } from './catalogue-fx.consumer.js';
import { CatalogueProductsConsumer } from './catalogue-products.consumer.js';
import { TradeFxRate } from './trade-fx-rate.entity.js';
import { TradeFxRates } from './trade-fx-rates.js';
import { TradeProduct } from './trade-product.entity.js';
import { TradeProducts } from './trade-products.js';

/**
 * Trade's read models of catalogue data, for the trade module to register: products (what
 * checkout prices, whom an order goes to) and FX rates (what checkout locks). Consumer group
 * `trade.catalog`; migration Migration20261124000200Catalog.
 */
export const CATALOG_ENTITIES = [TradeProduct, TradeFxRate];
export const CATALOG_PROVIDERS = [
  TradeProducts,
  TradeFxRates,
  CatalogueProductsConsumer,
  CatalogueFxConsumer,
];
/** None: checkout and the order pages read these models through their own routes. */
export const CATALOG_CONTROLLERS: Type[] = [];

export {
  TradeProduct,
  TRADE_PRODUCT_STATUSES,
  type TradePriceTier,
  type TradeProductStatus,
} from './trade-product.entity.js';
export { TradeFxRate } from './trade-fx-rate.entity.js';
export { TradeProducts, type TradeProductView } from './trade-products.js';
export { TradeFxRates, type TradeFxRateView } from './trade-fx-rates.js';
export { productFacts, type ProductFacts } from './product-facts.js';
export { priceLine, MAX_LINE_QUANTITY, type LinePrice, type PriceableProduct } from './line-pricing.js';
export { CatalogueProductsConsumer, CATALOG_PURPOSE } from './catalogue-products.consumer.js';
export { PRODUCT_LISTINGS, type ProductListings } from './product-listings.js';
export { CatalogueFxConsumer } from './catalogue-fx.consumer.js';
