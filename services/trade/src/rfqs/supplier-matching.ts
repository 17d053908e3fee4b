import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../trade.schema.js';

/**
 * Whether supplier `s` (trade_supplier) is one RFQ `r` (its category_id, supplier_countries and
 * buyer_id) is for. The one statement of the rule, so matching at posting and late matching can
 * never disagree.
 */
const SUPPLIER_FITS_RFQ = `s.verified_until > now() and s.seller_id <> r.buyer_id
  and (jsonb_array_length(r.supplier_countries) = 0
       or s.country in (select jsonb_array_elements_text(r.supplier_countries)))
  and exists (select 1 from ${SCHEMA}.trade_product p
              where p.seller_id = s.seller_id and p.category_id = r.category_id and p.status = 'published')`;

/** RFQs still looking for suppliers: open to everyone who matches, not decided, removed or past due. */
const RFQ_SEEKS_SUPPLIERS = `r.status = 'open' and r.visibility = 'open' and r.quote_deadline > now()`;

/** The most RFQs one change sends a supplier (the newest): enough to act on, not a flood. */
const LATE_MATCH_LIMIT = 200;

export interface MatchedRfq {
  rfqId: string;
  title: string;
  buyerName: string;
  quoteDeadline: Date;
}

/**
 * Whom an open RFQ is for: suppliers verified now (trade_supplier, from identity's events) that
 * sell a published product in the RFQ's category (trade_product, from catalogue's events), from
 * one of the countries asked if any were, never the buyer. Matched when the RFQ is posted, and
 * again for each supplier who starts to match later (verified, or a product published in the
 * category: `matchLate`); the result is kept as the RFQ's recipients, which is also what lets a
 * supplier read it.
 */
@Injectable()
export class SupplierMatching {
  async match(
    em: EntityManager,
    o: { categoryId: string | null; countries: readonly string[]; buyerId: string },
  ): Promise<string[]> {
    if (!o.categoryId) return [];
    const rows = await em.execute<{ seller_id: string }[]>(
      `with r as (select ?::text as category_id, ?::jsonb as supplier_countries, ?::uuid as buyer_id)
       select s.seller_id from ${SCHEMA}.trade_supplier s, r
       where ${SUPPLIER_FITS_RFQ}
       order by s.seller_id
       limit 500`,
      [o.categoryId, JSON.stringify(o.countries), o.buyerId.toLowerCase()],
    );
    return rows.map((r) => r.seller_id);
  }

  /**
   * Makes the supplier a recipient (not invited) of the open RFQs, in `categoryId` if given, that
   * they match now and were not sent yet: at most the LATE_MATCH_LIMIT newest. Returns those this
   * call added, newest first. Calls for one supplier take turns (advisory lock, to the end of the
   * transaction): a verification and a first product arriving together through the two consumer
   * groups would otherwise each miss the other's uncommitted half and match nothing; the second
   * one now sees the first committed and adds only what is still missing, so each RFQ is
   * announced once (`on conflict do nothing` covers the rest).
   */
  async matchLate(em: EntityManager, supplierId: string, categoryId: string | null): Promise<MatchedRfq[]> {
    await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [
      `${SCHEMA}.late_matching:${supplierId.toLowerCase()}`,
    ]);
    const rows = await em.execute<MatchedRfq[]>(
      `with added as (
         insert into ${SCHEMA}.rfq_recipient (rfq_id, supplier_id, invited)
         select r.id, s.seller_id, false
         from ${SCHEMA}.trade_supplier s
         join ${SCHEMA}.rfq r on ${RFQ_SEEKS_SUPPLIERS} ${categoryId ? 'and r.category_id = ?' : ''}
         where s.seller_id = ? and ${SUPPLIER_FITS_RFQ}
           and not exists (select 1 from ${SCHEMA}.rfq_recipient x
                           where x.rfq_id = r.id and x.supplier_id = s.seller_id)
         order by r.created_at desc, r.id desc
         limit ?
         on conflict do nothing
         returning rfq_id
       )
       select r.id as "rfqId", r.title, r.buyer_name as "buyerName", r.quote_deadline as "quoteDeadline"
       from added join ${SCHEMA}.rfq r on r.id = added.rfq_id
       order by r.created_at desc, r.id desc`,
      [...(categoryId ? [categoryId] : []), supplierId.toLowerCase(), LATE_MATCH_LIMIT],
    );
    // The embedded database returns timestamps as text.
    return rows.map((r) => ({ ...r, quoteDeadline: new Date(r.quoteDeadline) }));
  }
}
