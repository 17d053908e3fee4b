import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../trade.schema.js';
import type { ProductFacts } from './product-facts.js';
import type { TradePriceTier, TradeProductStatus } from './trade-product.entity.js';

/** One product as checkout reads it (plain values; numbers are safe integers). */
export interface TradeProductView {
  productId: string;
  sellerId: string;
  title: string;
  currency: string;
  priceTiers: TradePriceTier[];
  moq: number;
  unit: string;
  imageUrl: string | null;
  readyToShip: boolean;
  status: TradeProductStatus;
  /** The seller keeps stock of it (a row in trade.stock), so an order reserves units. */
  stockTracked: boolean;
  categoryId: string | null;
}

interface ProductRow {
  id: string;
  seller_id: string;
  title: string;
  currency: string;
  price_tiers: TradePriceTier[];
  moq: number;
  unit: string;
  image_url: string | null;
  ready_to_ship: boolean;
  status: TradeProductStatus;
  stock_tracked: boolean;
  category_id: string | null;
}

const COLUMNS = `p.id, p.seller_id, p.title, p.currency, p.price_tiers, p.moq, p.unit, p.image_url,
  p.ready_to_ship, p.status, p.category_id, exists (select 1 from ${SCHEMA}.stock s where s.product_id = p.id) as stock_tracked`;

/**
 * The trade_product read model. Events of one product travel on four topics with no order between
 * them (and may be redelivered or replayed from dead letters), so a row is replaced only by an
 * event that is newer than the one it was built from: later `occurred_at`, then the later event id
 * (UUIDv7, in creation order within the catalogue) for two in the same millisecond.
 */
@Injectable()
export class TradeProducts {
  /** Applies the facts if the event is newer than the row's; returns whether it was. */
  async apply(em: EntityManager, facts: ProductFacts, at: Date, eventId: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `insert into ${SCHEMA}.trade_product as t
         (id, seller_id, title, currency, price_tiers, moq, unit, image_url, ready_to_ship, status,
          category_id, origin_country, event_at, event_id, updated_at)
       values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?, now())
       on conflict (id) do update set
         seller_id = excluded.seller_id, title = excluded.title, currency = excluded.currency,
         price_tiers = excluded.price_tiers, moq = excluded.moq, unit = excluded.unit,
         image_url = excluded.image_url, ready_to_ship = excluded.ready_to_ship, status = excluded.status,
         category_id = excluded.category_id, origin_country = excluded.origin_country, event_at = excluded.event_at, event_id = excluded.event_id, updated_at = now()
       where (t.event_at, t.event_id) < (excluded.event_at, excluded.event_id)
       returning id`,
      [
        facts.productId,
        facts.sellerId,
        facts.title,
        facts.currency,
        JSON.stringify(facts.priceTiers),
        facts.moq,
        facts.unit,
        facts.imageUrl,
        facts.readyToShip,
        facts.status,
        facts.categoryId,
        facts.originCountry,
        at,
        eventId,
      ],
    );
    return rows.length > 0;
  }

  /** The products of these ids that trade knows, by id (unknown ids are simply absent). */
  async byIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, TradeProductView>> {
    if (ids.length === 0) return new Map();
    const rows = await em.execute<ProductRow[]>(
      `select ${COLUMNS} from ${SCHEMA}.trade_product p where p.id in (?)`,
      [ids.map((id) => id.toLowerCase())],
    );
    return new Map(rows.map((r) => [r.id, toView(r)]));
  }

  async get(em: EntityManager, id: string): Promise<TradeProductView | null> {
    return (await this.byIds(em, [id])).get(id.toLowerCase()) ?? null;
  }
}

function toView(r: ProductRow): TradeProductView {
  return {
    productId: r.id,
    sellerId: r.seller_id,
    title: r.title,
    currency: r.currency,
    priceTiers: r.price_tiers,
    moq: r.moq,
    unit: r.unit,
    imageUrl: r.image_url,
    readyToShip: r.ready_to_ship,
    status: r.status,
    stockTracked: r.stock_tracked,
    categoryId: r.category_id,
  };
}
