import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PayloadInit } from '@sokoni/contracts';
import { InjectConfig } from '@sokoni/platform/config';
import { EventOutbox } from '@sokoni/platform/events';
import type { CatalogueConfig } from '../catalogue.config.js';
import type { Product } from './product.entity.js';

type Snapshot = NonNullable<PayloadInit<'catalogue.product.submitted.v1'>['product']>;

/**
 * Why a published event was sent: an admin's approval, an edit that went live without review, the
 * demo seed listing the product, or the whole catalogue announced again (ProductAnnouncement).
 * Consumers other than audit ignore it; audit records only "approved" as a moderation decision.
 */
export type PublishReason = 'approved' | 'price_update' | 'details_update' | 'seeded' | 'reannounced';

/**
 * The product lifecycle events, each with the snapshot trade (tiers), notifications and analytics
 * (title, images) need. Written to the outbox in the caller's transaction, so an event exists if
 * and only if the transition committed. Image URLs are absolute: e-mails leave the site.
 */
@Injectable()
export class ProductEvents {
  constructor(
    private readonly outbox: EventOutbox,
    @InjectConfig() private readonly config: CatalogueConfig,
  ) {}

  snapshot(p: Product): Snapshot {
    const base = this.config.PUBLIC_URL.replace(/\/+$/, '');
    return {
      productId: p.id,
      sellerId: p.sellerId,
      title: p.title,
      categoryId: p.categoryId,
      categorySlugPath: p.categoryPath,
      currency: p.currency,
      priceTiers: p.priceTiers.map((t) => ({
        minQuantity: BigInt(t.minQuantity),
        unitPriceMinor: BigInt(t.unitPriceMinor),
      })),
      unit: p.unit,
      minOrderQuantity: BigInt(p.moq),
      imageUrls: p.images.map((i) => `${base}${i.url}`),
      originCountry: p.originCountry,
      readyToShip: p.readyToShip,
      leadTimeDays: p.leadTimeDays ?? 0,
      incoterms: [...p.incoterms],
    };
  }

  submitted(em: EntityManager, p: Product) {
    return this.outbox.add(em, 'catalogue.product.submitted.v1', p.id, { product: this.snapshot(p) });
  }

  published(em: EntityManager, p: Product, reason: PublishReason) {
    return this.outbox.add(em, 'catalogue.product.published.v1', p.id, { product: this.snapshot(p), reason });
  }

  /** One published event per product, written to the outbox in one statement. */
  publishedMany(em: EntityManager, products: readonly Product[], reason: PublishReason) {
    return this.outbox.addMany(
      em,
      'catalogue.product.published.v1',
      products.map((p) => ({ aggregateId: p.id, payload: { product: this.snapshot(p), reason } })),
    );
  }

  rejected(em: EntityManager, p: Product) {
    return this.outbox.add(em, 'catalogue.product.rejected.v1', p.id, {
      product: this.snapshot(p),
      reason: p.rejectionReason ?? '',
    });
  }

  archived(em: EntityManager, p: Product) {
    return this.outbox.add(em, 'catalogue.product.archived.v1', p.id, { product: this.snapshot(p) });
  }
}
