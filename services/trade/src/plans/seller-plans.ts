import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../trade.schema.js';
import type { SellerPlanName } from './seller-plan.entity.js';

/** Starter's fee: what a seller pays until trade hears of another plan (every seller starts there). */
export const DEFAULT_FEE_BASIS_POINTS = 500;

export interface PlanChange {
  sellerId: string;
  plan: SellerPlanName;
  feeBasisPoints: number;
  changedAt: Date;
}

const TABLE = `${SCHEMA}.seller_plans`;

/**
 * The sellers' plans trade knows: the consumer records identity's changes, checkout reads the fee
 * to snapshot on each order. Reads go through the caller's EntityManager, so checkout sees them
 * inside its own transaction (and on the embedded database's one session).
 */
@Injectable()
export class SellerPlans {
  /**
   * Keeps the change unless one at the same time or later is already stored: identity's change times
   * strictly increase per seller, so whatever order the events arrive in, the latest plan stays.
   * One statement, so two deliveries racing for the same seller cannot both win. True if applied.
   */
  async record(em: EntityManager, c: PlanChange): Promise<boolean> {
    const rows = await em.execute<{ seller_id: string }[]>(
      `insert into ${TABLE} as s (seller_id, plan, fee_basis_points, changed_at, updated_at)
       values (?, ?, ?, ?, now())
       on conflict (seller_id) do update
         set plan = excluded.plan, fee_basis_points = excluded.fee_basis_points,
             changed_at = excluded.changed_at, updated_at = now()
         where s.changed_at < excluded.changed_at
       returning seller_id`,
      [c.sellerId, c.plan, c.feeBasisPoints, c.changedAt],
    );
    return rows.length > 0;
  }

  /** The seller's fee in basis points; Starter's 500 for a seller no plan event has named yet. */
  async feeFor(em: EntityManager, sellerId: string): Promise<number> {
    return (await this.feesFor(em, [sellerId])).get(sellerId)!;
  }

  /** The fees of several sellers in one query (a checkout with one order per seller). */
  async feesFor(em: EntityManager, sellerIds: readonly string[]): Promise<Map<string, number>> {
    const ids = [...new Set(sellerIds)];
    const fees = new Map(ids.map((id) => [id, DEFAULT_FEE_BASIS_POINTS]));
    if (!ids.length) return fees;
    const rows = await em.execute<{ seller_id: string; fee_basis_points: number }[]>(
      `select seller_id, fee_basis_points from ${TABLE} where seller_id in (?)`,
      [ids],
    );
    for (const r of rows) fees.set(r.seller_id, Number(r.fee_basis_points));
    return fees;
  }

  /**
   * The fee of each seller of these products, in one query that needs no seller ids, so a checkout
   * runs it beside its read of the products instead of after it. Unknown sellers pay Starter's.
   */
  async feesOfProductSellers(
    em: EntityManager,
    productIds: readonly string[],
  ): Promise<(sellerId: string) => number> {
    const fees = new Map<string, number>();
    if (productIds.length > 0) {
      const rows = await em.execute<{ seller_id: string; fee_basis_points: number }[]>(
        `select s.seller_id, s.fee_basis_points from ${TABLE} s
         where s.seller_id in (select p.seller_id from ${SCHEMA}.trade_product p where p.id in (?))`,
        [[...new Set(productIds.map((id) => id.toLowerCase()))]],
      );
      for (const r of rows) fees.set(r.seller_id, Number(r.fee_basis_points));
    }
    return (sellerId) => fees.get(sellerId) ?? DEFAULT_FEE_BASIS_POINTS;
  }
}
