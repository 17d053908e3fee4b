import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

export type TraderRole = 'buyer' | 'seller' | 'both' | 'admin';

/** What one identity event says about a trader; each part is applied only if it is news. */
export interface TraderFacts {
  profile?: { businessName: string; country: string; city: string | null };
  role?: TraderRole;
  suspended?: boolean;
}

interface TraderRow {
  user_id: string;
  business_name: string | null;
  country: string | null;
  city: string | null;
  /** Event times as epoch milliseconds: raw queries return timestamps as text, this compares exactly. */
  profile_at: number | null;
  role: TraderRole | null;
  role_at: number | null;
  suspended: boolean;
  suspension_at: number | null;
}

const isNews = (stored: number | null, at: number) => stored === null || stored <= at;
const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8 as ${column}`;
const fromMs = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * Folds identity's facts about a user into `catalogue.traders` (newest event per kind of fact wins,
 * whatever order the topics arrive in), then derives the supplier from it:
 *
 * - seller or both, with a known company → the storefront exists and shows identity's company name,
 *   country and city (the seller edits everything else here);
 * - buyer or admin → an existing storefront is hidden (`seller = false`), nothing is created;
 * - facts not received yet (role, suspension) leave the supplier's current values alone;
 * - suspension is copied, and products' search copies (`supplier_name`, `supplier_suspended`) follow
 *   in one statement. A product is hidden when its supplier is suspended or no longer a seller.
 *
 * Runs in the consumer's transaction (the inbox row commits with it), so a redelivery does nothing.
 */
@Injectable()
export class TraderSync {
  async apply(em: EntityManager, userId: string, at: Date, facts: TraderFacts): Promise<void> {
    await em.execute(`insert into catalogue.traders (user_id) values (?) on conflict do nothing`, [userId]);
    // The row lock orders concurrent events of one user (they come from different topics).
    const [t] = await em.execute<TraderRow[]>(
      `select user_id, business_name, country, city, role, suspended, ${epochMs('profile_at')},
         ${epochMs('role_at')}, ${epochMs('suspension_at')}
       from catalogue.traders where user_id = ? for update`,
      [userId],
    );
    if (!t) return;
    const ms = at.getTime();
    if (facts.profile && isNews(t.profile_at, ms)) {
      Object.assign(t, {
        business_name: facts.profile.businessName,
        country: facts.profile.country.toUpperCase(),
        city: facts.profile.city || null,
        profile_at: ms,
      });
    }
    if (facts.role && isNews(t.role_at, ms)) Object.assign(t, { role: facts.role, role_at: ms });
    if (facts.suspended !== undefined && isNews(t.suspension_at, ms))
      Object.assign(t, { suspended: facts.suspended, suspension_at: ms });
    await em.execute(
      `update catalogue.traders set business_name = ?, country = ?, city = ?, profile_at = ?, role = ?,
         role_at = ?, suspended = ?, suspension_at = ?
       where user_id = ?`,
      [
        t.business_name,
        t.country,
        t.city,
        fromMs(t.profile_at),
        t.role,
        fromMs(t.role_at),
        t.suspended,
        fromMs(t.suspension_at),
        userId,
      ],
    );
    await this.syncSupplier(em, t);
  }

  private async syncSupplier(em: EntityManager, t: TraderRow): Promise<void> {
    // null = not known yet: a supplier written by other means (the demo seed) keeps what it has
    // until identity says otherwise, instead of being hidden by the first event about it.
    const seller = t.role === null ? null : t.role === 'seller' || t.role === 'both';
    const suspended = t.suspension_at === null ? null : t.suspended;
    const profile = Boolean(t.business_name && t.country);
    if (seller && profile) {
      const [row] = await em.execute<{ inserted: boolean }[]>(
        `insert into catalogue.suppliers (id, company_name, country, city, seller, suspended)
         values (?, ?, ?, ?, true, coalesce(?, false))
         on conflict (id) do update set company_name = excluded.company_name, country = excluded.country,
           city = excluded.city, seller = true, suspended = coalesce(?, suppliers.suspended), updated_at = now()
         returning (xmax = 0) as inserted`,
        [t.user_id, t.business_name, t.country, t.city, suspended, suspended],
      );
      // Verification events that came before the storefront existed (see SetVerification).
      if (row?.inserted)
        await em.execute(
          `update catalogue.suppliers s set
             verification_status = case when t.verified_at is not null then 'verified'
               when t.verification_pending then 'pending' else 'unverified' end,
             verified_at = t.verified_at, verification_expires_at = t.verification_expires_at
           from catalogue.traders t
           where s.id = ? and t.user_id = s.id and t.verification_at is not null`,
          [t.user_id],
        );
    } else {
      // No company known yet (the registration is still on its way), no longer a seller, or a
      // fact about a supplier this table has not seen the rest of: change only what is known.
      await em.execute(
        `update catalogue.suppliers set
           company_name = coalesce(?, company_name), country = coalesce(?, country),
           city = case when ? then ? else city end,
           seller = coalesce(?, seller), suspended = coalesce(?, suspended), updated_at = now()
         where id = ?`,
        [t.business_name, t.country, profile, t.city, seller, suspended, t.user_id],
      );
    }
    await em.execute(
      `update catalogue.products p
       set supplier_name = s.company_name, supplier_suspended = (s.suspended or not s.seller)
       from catalogue.suppliers s
       where s.id = ? and p.seller_id = s.id
         and (p.supplier_name, p.supplier_suspended) is distinct from (s.company_name, s.suspended or not s.seller)`,
      [t.user_id],
    );
  }
}
