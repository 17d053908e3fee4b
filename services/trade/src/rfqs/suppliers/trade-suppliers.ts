import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../../trade.schema.js';

export interface SupplierView {
  sellerId: string;
  companyName: string;
  country: string | null;
  locale: string | null;
  verified: boolean;
}

interface SupplierRow {
  seller_id: string;
  company_name: string;
  country: string | null;
  locale: string | null;
  verified: boolean;
}

/**
 * The trade_supplier read model: who is a verified supplier (identity's supplier_verification
 * events), with the company name, country and language those events carry. Events of one seller
 * arrive in order (keyed by seller), so each simply overwrites; an expiry drops the badge only if
 * no later approval moved verified_until past it.
 */
@Injectable()
export class TradeSuppliers {
  async submitted(
    em: EntityManager,
    s: { sellerId: string; companyName: string; country: string; locale: string },
  ) {
    await em.execute(
      `insert into ${SCHEMA}.trade_supplier as t (seller_id, company_name, country, locale, updated_at)
       values (?, ?, ?, ?, now())
       on conflict (seller_id) do update set company_name = excluded.company_name,
         country = excluded.country, locale = excluded.locale, updated_at = now()`,
      [
        s.sellerId.toLowerCase(),
        s.companyName,
        /^[A-Z]{2}$/.test(s.country) ? s.country : null,
        s.locale || null,
      ],
    );
  }

  /**
   * The name and country the seller's account gives (identity's registration and profile events),
   * so quotes name every supplier, verified or not. The name a verification approved stays while
   * the seller is verified: it is the one staff checked.
   */
  async named(em: EntityManager, s: { sellerId: string; name: string; country: string; locale: string }) {
    await em.execute(
      `insert into ${SCHEMA}.trade_supplier as t (seller_id, company_name, country, locale, updated_at)
       values (?, ?, ?, ?, now())
       on conflict (seller_id) do update set
         company_name = case when t.verified_until is null or t.company_name = '' then excluded.company_name
                             else t.company_name end,
         country = coalesce(t.country, excluded.country), locale = coalesce(excluded.locale, t.locale),
         updated_at = now()`,
      [s.sellerId.toLowerCase(), s.name, /^[A-Z]{2}$/.test(s.country) ? s.country : null, s.locale || null],
    );
  }

  async approved(
    em: EntityManager,
    s: { sellerId: string; companyName: string; locale: string; expiresAt: Date | null },
  ) {
    // An approval without an expiry is verified for as long as nothing says otherwise.
    const until = s.expiresAt ?? new Date('9999-12-31T00:00:00Z');
    await em.execute(
      `insert into ${SCHEMA}.trade_supplier as t (seller_id, company_name, locale, verified_until, updated_at)
       values (?, ?, ?, ?, now())
       on conflict (seller_id) do update set company_name = excluded.company_name,
         locale = coalesce(excluded.locale, t.locale),
         verified_until = greatest(coalesce(t.verified_until, excluded.verified_until), excluded.verified_until),
         updated_at = now()`,
      [s.sellerId.toLowerCase(), s.companyName, s.locale || null, until],
    );
  }

  async expired(em: EntityManager, s: { sellerId: string; expiresAt: Date | null }) {
    await em.execute(
      `update ${SCHEMA}.trade_supplier set verified_until = null, updated_at = now()
       where seller_id = ? and (?::timestamptz is null or verified_until <= ?::timestamptz)`,
      [s.sellerId.toLowerCase(), s.expiresAt, s.expiresAt],
    );
  }

  async byIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, SupplierView>> {
    if (ids.length === 0) return new Map();
    const rows = await em.execute<SupplierRow[]>(
      `select seller_id, company_name, country, locale,
         coalesce(verified_until > now(), false) as verified
       from ${SCHEMA}.trade_supplier where seller_id in (?)`,
      [ids.map((i) => i.toLowerCase())],
    );
    return new Map(
      rows.map((r) => [
        r.seller_id,
        {
          sellerId: r.seller_id,
          companyName: r.company_name,
          country: r.country,
          locale: r.locale,
          verified: r.verified,
        },
      ]),
    );
  }
}
