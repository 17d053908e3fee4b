import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { PRODUCT_STATUSES, type ProductStatus } from './product.entity.js';

/** Days of daily view figures the dashboard draws. */
export const SUMMARY_DAYS = 30;
const TOP = 5;

export interface DailyViews {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  views: number;
}

export interface TopProductViews {
  id: string;
  title: string;
  status: ProductStatus;
  views: number;
}

/** A seller's own figures: products per status and views of their public product pages. */
export interface SellerProductSummary {
  counts: Record<ProductStatus, number>;
  views: {
    today: number;
    last7Days: number;
    last30Days: number;
    total: number;
    /** The last SUMMARY_DAYS days, oldest first, days without a view included as 0. */
    daily: DailyViews[];
    /** The most viewed products of the last SUMMARY_DAYS days. */
    topProducts: TopProductViews[];
  };
  generatedAt: string;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Three small reads on the seller's indexes (products by seller, views by seller and day). */
@Injectable()
export class SellerProductSummaryQuery {
  constructor(private readonly orm: MikroORM) {}

  async execute(seller: AuthUser, now = new Date()): Promise<SellerProductSummary> {
    const em = this.orm.em.fork();
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const first = new Date(today.getTime() - (SUMMARY_DAYS - 1) * 86_400_000);
    const [statusRows, dayRows, totalRows, topRows] = await Promise.all([
      em.execute<{ status: ProductStatus; n: string }[]>(
        `select status, count(*) as n from catalogue.products where seller_id = ? group by status`,
        [seller.id],
      ),
      em.execute<{ day: string; views: string }[]>(
        `select to_char(day, 'YYYY-MM-DD') as day, sum(views) as views from catalogue.product_views
         where seller_id = ? and day >= ?::date group by day`,
        [seller.id, isoDay(first)],
      ),
      em.execute<{ views: string | null }[]>(
        `select sum(views) as views from catalogue.product_views where seller_id = ?`,
        [seller.id],
      ),
      em.execute<{ id: string; title: string; status: ProductStatus; views: string }[]>(
        `select p.id, p.title, p.status, v.views from (
           select product_id, sum(views) as views from catalogue.product_views
           where seller_id = ? and day >= ?::date group by product_id order by views desc, product_id limit ?
         ) v join catalogue.products p on p.id = v.product_id and p.seller_id = ?
         order by v.views desc, p.id`,
        [seller.id, isoDay(first), TOP, seller.id],
      ),
    ]);
    const counts = Object.fromEntries(PRODUCT_STATUSES.map((s) => [s, 0])) as Record<ProductStatus, number>;
    for (const r of statusRows) counts[r.status] = Number(r.n);
    const byDay = new Map(dayRows.map((r) => [r.day, Number(r.views)]));
    const daily = Array.from({ length: SUMMARY_DAYS }, (_, i) => {
      const day = isoDay(new Date(first.getTime() + i * 86_400_000));
      return { day, views: byDay.get(day) ?? 0 };
    });
    const sumLast = (n: number) => daily.slice(-n).reduce((a, d) => a + d.views, 0);
    return {
      counts,
      views: {
        today: sumLast(1),
        last7Days: sumLast(7),
        last30Days: sumLast(SUMMARY_DAYS),
        total: Number(totalRows[0]?.views ?? 0),
        daily,
        topProducts: topRows.map((r) => ({
          id: r.id,
          title: r.title,
          status: r.status,
          views: Number(r.views),
        })),
      },
      generatedAt: now.toISOString(),
    };
  }
}
