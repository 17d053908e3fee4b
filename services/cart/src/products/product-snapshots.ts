import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../cart.schema.js';
import type { ProductFacts } from './product-facts.js';
import { ProductSnapshot } from './product-snapshot.entity.js';

/** Where an event stands in a product's history: its time, then its id to break ties the same way everywhere. */
export interface EventPosition {
  eventId: string;
  occurredAt: Date;
}

/**
 * The product read model. Catalogue's product events arrive on four topics, so in no particular
 * order and possibly more than once: a row changes only for an event newer than the one it shows
 * (time, then event id), which makes the outcome the same whatever the delivery order.
 */
@Injectable()
export class ProductSnapshots {
  /** Stores the facts unless the row already reflects a newer event. Returns whether it changed. */
  async apply(em: EntityManager, facts: ProductFacts, at: EventPosition): Promise<boolean> {
    const rows = await em.execute<{ product_id: string }[]>(
      `insert into ${SCHEMA}.product_snapshot as s (product_id, seller_id, title, currency, price_tiers, unit,
         moq, image_url, ready_to_ship, status, event_at, event_id, updated_at)
       values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, now())
       on conflict (product_id) do update set seller_id = excluded.seller_id, title = excluded.title,
         currency = excluded.currency, price_tiers = excluded.price_tiers, unit = excluded.unit,
         moq = excluded.moq, image_url = excluded.image_url, ready_to_ship = excluded.ready_to_ship,
         status = excluded.status, event_at = excluded.event_at, event_id = excluded.event_id,
         updated_at = now()
       where (s.event_at, s.event_id) < (excluded.event_at, excluded.event_id)
       returning product_id`,
      [
        facts.productId,
        facts.sellerId,
        facts.title,
        facts.currency,
        JSON.stringify(facts.priceTiers),
        facts.unit,
        facts.moq,
        facts.imageUrl,
        facts.readyToShip,
        facts.status,
        at.occurredAt,
        at.eventId,
      ],
    );
    return rows.length > 0;
  }

  /** The products by id (missing ids are simply absent), read through the caller's unit of work. */
  async byIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, ProductSnapshot>> {
    if (ids.length === 0) return new Map();
    const found = await em.find(ProductSnapshot, { productId: { $in: [...new Set(ids)] } });
    return new Map(found.map((p) => [p.productId, p]));
  }

  async byId(em: EntityManager, id: string): Promise<ProductSnapshot | null> {
    return em.findOne(ProductSnapshot, { productId: id });
  }
}
