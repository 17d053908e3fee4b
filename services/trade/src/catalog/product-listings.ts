import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Told, in the transaction of the catalogue event that put it there, that a seller now has a
 * product published in a category (trade_product). RFQs listen to send that seller the open RFQs
 * of the category it now matches, without this read model knowing of RFQs; an app without them
 * (the read models' own test harness) provides none.
 */
export interface ProductListings {
  listed(em: EntityManager, listing: { sellerId: string; categoryId: string }): Promise<void>;
}

export const PRODUCT_LISTINGS = Symbol.for('sokoni.trade.ProductListings');
