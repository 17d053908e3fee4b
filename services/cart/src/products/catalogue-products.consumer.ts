import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { productFacts } from './product-facts.js';
import type { ProductStatus } from './product-snapshot.entity.js';
import { ProductSnapshots } from './product-snapshots.js';

type ProductTopic =
  | 'catalogue.product.published.v1'
  | 'catalogue.product.submitted.v1'
  | 'catalogue.product.rejected.v1'
  | 'catalogue.product.archived.v1';

/**
 * The product read model's feed (DESIGN §1): catalogue's product lifecycle events, consumer group
 * `cart.products`. A published product can be added; a product back in review (submitted),
 * rejected or archived is no longer available. Carts are not touched here: their lines are
 * compared with this model when read, so a change flags them and never rewrites them.
 */
@Injectable()
export class CatalogueProductsConsumer {
  constructor(private readonly snapshots: ProductSnapshots) {}

  @OnEvent('catalogue.product.published.v1', { purpose: 'products' })
  published(event: DomainEvent<'catalogue.product.published.v1'>, em: EntityManager): Promise<void> {
    return this.apply(event, em, 'published');
  }

  @OnEvent('catalogue.product.submitted.v1', { purpose: 'products' })
  submitted(event: DomainEvent<'catalogue.product.submitted.v1'>, em: EntityManager): Promise<void> {
    return this.apply(event, em, 'pending_review');
  }

  @OnEvent('catalogue.product.rejected.v1', { purpose: 'products' })
  rejected(event: DomainEvent<'catalogue.product.rejected.v1'>, em: EntityManager): Promise<void> {
    return this.apply(event, em, 'rejected');
  }

  @OnEvent('catalogue.product.archived.v1', { purpose: 'products' })
  archived(event: DomainEvent<'catalogue.product.archived.v1'>, em: EntityManager): Promise<void> {
    return this.apply(event, em, 'archived');
  }

  private async apply(event: DomainEvent<ProductTopic>, em: EntityManager, status: ProductStatus) {
    const facts = productFacts(event.payload.product, status);
    await this.snapshots.apply(em, facts, { eventId: event.id, occurredAt: event.occurredAt });
  }
}
