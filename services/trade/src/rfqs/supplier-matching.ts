import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../trade.schema.js';

/**
 * Whom an open RFQ is for: suppliers verified now (trade_supplier, from identity's events) that
 * sell a published product in the RFQ's category (trade_product, from catalogue's events), from
 * one of the countries asked if any were, never the buyer. Matching happens once, when the RFQ is
 * posted; the result is kept as its recipients, which is also what lets a supplier read it.
 */
@Injectable()
export class SupplierMatching {
  async match(
    em: EntityManager,
    o: { categoryId: string | null; countries: readonly string[]; buyerId: string },
  ): Promise<string[]> {
    if (!o.categoryId) return [];
    const rows = await em.execute<{ seller_id: string }[]>(
      `select distinct s.seller_id from ${SCHEMA}.trade_supplier s
       join ${SCHEMA}.trade_product p on p.seller_id = s.seller_id
       where p.category_id = ? and p.status = 'published' and s.verified_until > now()
         and s.seller_id <> ?
         and (jsonb_array_length(?::jsonb) = 0 or s.country in (select jsonb_array_elements_text(?::jsonb)))
       order by s.seller_id
       limit 500`,
      [o.categoryId, o.buyerId.toLowerCase(), JSON.stringify(o.countries), JSON.stringify(o.countries)],
    );
    return rows.map((r) => r.seller_id);
  }
}
