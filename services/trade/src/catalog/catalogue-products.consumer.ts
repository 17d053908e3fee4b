import { Inject, Injectable, Optional } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductSnapshot } from '@sokoni/contracts';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { productFacts } from './product-facts.js';
import { PRODUCT_LISTINGS, type ProductListings } from './product-listings.js';
import type { TradeProductStatus } from './trade-product.entity.js';
import { TradeProducts } from './trade-products.js';

/** Consumer group `trade.catalog`: catalogue's product lifecycle into trade_product. */
export const CATALOG_PURPOSE = 'catalog';

/**
 * Handlers only say which status an event means; TradeProducts decides whether it is news. News of
 * a product published in a category is passed on (ProductListings) in the same transaction.
 */
@Injectable()
export class CatalogueProductsConsumer {
  constructor(
    private readonly products: TradeProducts,
    @Optional() @Inject(PRODUCT_LISTINGS) private readonly listings?: ProductListings,
  ) {}

  @OnEvent('catalogue.product.submitted.v1', { purpose: CATALOG_PURPOSE })
  submitted(event: DomainEvent<'catalogue.product.submitted.v1'>, em: EntityManager): Promise<void> {
    return this.apply(em, event, event.payload.product, 'submitted');
  }

  @OnEvent('catalogue.product.published.v1', { purpose: CATALOG_PURPOSE })
  published(event: DomainEvent<'catalogue.product.published.v1'>, em: EntityManager): Promise<void> {
    return this.apply(em, event, event.payload.product, 'published');
  }

  @OnEvent('catalogue.product.rejected.v1', { purpose: CATALOG_PURPOSE })
  rejected(event: DomainEvent<'catalogue.product.rejected.v1'>, em: EntityManager): Promise<void> {
    return this.apply(em, event, event.payload.product, 'rejected');
  }

  @OnEvent('catalogue.product.archived.v1', { purpose: CATALOG_PURPOSE })
  archived(event: DomainEvent<'catalogue.product.archived.v1'>, em: EntityManager): Promise<void> {
    return this.apply(em, event, event.payload.product, 'archived');
  }

  private async apply(
    em: EntityManager,
    event: DomainEvent,
    product: ProductSnapshot | undefined,
    status: TradeProductStatus,
  ): Promise<void> {
    const facts = productFacts(product, status);
    const applied = await this.products.apply(em, facts, event.occurredAt, event.id);
    if (applied && facts.status === 'published' && facts.categoryId)
      await this.listings?.listed(em, { sellerId: facts.sellerId, categoryId: facts.categoryId });
  }
}
