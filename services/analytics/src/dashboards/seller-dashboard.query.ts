import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { SCHEMA } from '../analytics.schema.js';
import { isoDay } from '../rollup/calendar.js';
import { NIL_UUID } from '../rollup/rollup-batch.js';
import {
  bucketOf,
  change,
  comparedDays,
  ratio,
  seriesBuckets,
  type DashboardQuery,
} from './dashboard-period.js';
import { toPeriod } from './dashboard.response.js';
import type {
  SellerCountryFiguresResponse,
  SellerDashboardResponse,
  SellerProductFiguresResponse,
  SellerSeriesPointResponse,
} from './seller-dashboard.response.js';

/** seller_daily metric → the dashboard's figure. */
const FIGURES = {
  product_view: 'views',
  inquiry: 'inquiries',
  quote_submitted: 'quotes',
  order_paid: 'orders',
} as const;
type Figure = (typeof FIGURES)[keyof typeof FIGURES] | 'revenue';
type Figures = Record<Figure, number>;
const zero = (): Figures => ({ views: 0, inquiries: 0, quotes: 0, orders: 0, revenue: 0 });

function add(f: Figures, metric: string, count: number, amount: number): void {
  const figure = FIGURES[metric as keyof typeof FIGURES];
  if (!figure) return;
  f[figure] += count;
  if (metric === 'order_paid') f.revenue += amount;
}

/**
 * One seller's own figures, from seller_daily (and analytics.product for titles). Kept per day,
 * so a one-day period's series is that single day rather than its hours, and a period under way is
 * compared in whole days: the days begun so far against as many days of the previous period.
 */
@Injectable()
export class SellerDashboardQuery {
  constructor(private readonly orm: MikroORM) {}

  async execute(sellerId: string, q: DashboardQuery): Promise<SellerDashboardResponse> {
    const p = q.period;
    const compared = comparedDays(p);
    const rows = await this.orm.em.fork().execute<
      {
        bucket: string;
        product_id: string;
        title: string | null;
        buyer_country: string;
        metric: string;
        count: string;
        amount: string;
      }[]
    >(
      `select s.bucket::text as bucket, s.product_id, p.title, s.buyer_country, s.metric,
              sum(s.count)::text as count, sum(s.amount_usd)::text as amount
       from ${SCHEMA}.seller_daily s left join ${SCHEMA}.product p on p.id = s.product_id
       where s.seller_id = ? and s.bucket >= ?::date and s.bucket < ?::date and s.metric in (?)
       group by 1, 2, 3, 4, 5`,
      [sellerId, isoDay(p.previousStart), isoDay(compared.end), Object.keys(FIGURES)],
    );
    const buckets = p.granularity === 'day' ? [p.start] : seriesBuckets(p);
    const series = buckets.map(zero);
    const index = new Map(buckets.map((b, i) => [b.getTime(), i]));
    const [cur, prev] = [zero(), zero()];
    const byProduct = new Map<string, Figures & { title: string }>();
    const byCountry = new Map<string, Figures>();
    const start = isoDay(p.start);
    const previousEnd = isoDay(compared.previousEnd);
    for (const r of rows) {
      const [count, amount] = [Number(r.count), Number(r.amount)];
      if (r.bucket < start) {
        if (r.bucket < previousEnd) add(prev, r.metric, count, amount);
        continue;
      }
      add(cur, r.metric, count, amount);
      const b = bucketOf(buckets, new Date(`${r.bucket}T00:00:00Z`));
      if (b) add(series[index.get(b.getTime())!]!, r.metric, count, amount);
      if (r.product_id !== NIL_UUID) {
        const f = byProduct.get(r.product_id) ?? { ...zero(), title: r.title ?? '' };
        add(f, r.metric, count, amount);
        byProduct.set(r.product_id, f);
      }
      const c = byCountry.get(r.buyer_country) ?? zero();
      add(c, r.metric, count, amount);
      byCountry.set(r.buyer_country, c);
    }
    const kpi = (f: (x: Figures) => number) => {
      const [current, previous] = [f(cur), f(prev)];
      return { current, previous, change: change(current, previous) };
    };
    const products: SellerProductFiguresResponse[] = [...byProduct].map(([productId, f]) => ({
      productId,
      title: f.title,
      views: f.views,
      inquiries: f.inquiries,
      orders: f.orders,
      revenue: f.revenue,
      conversionRate: ratio(f.orders, f.views),
    }));
    const countries: SellerCountryFiguresResponse[] = [...byCountry].map(([country, f]) => ({
      country,
      views: f.views,
      inquiries: f.inquiries,
      quotes: f.quotes,
      orders: f.orders,
      revenue: f.revenue,
      conversionRate: ratio(f.orders, f.views),
    }));
    const points: SellerSeriesPointResponse[] = buckets.map((b, i) => ({
      bucket: b.toISOString(),
      ...series[i]!,
    }));
    const busiest = (a: { revenue: number; views: number }, b: { revenue: number; views: number }) =>
      b.revenue - a.revenue || b.views - a.views;
    return {
      period: toPeriod(p, compared),
      currency: 'USD',
      kpis: {
        views: kpi((f) => f.views),
        inquiries: kpi((f) => f.inquiries),
        quotes: kpi((f) => f.quotes),
        orders: kpi((f) => f.orders),
        revenue: kpi((f) => f.revenue),
        conversionRate: kpi((f) => ratio(f.orders, f.views)),
      },
      series: points,
      byProduct: products.sort((a, b) => busiest(a, b) || a.productId.localeCompare(b.productId)),
      byCountry: countries.sort((a, b) => busiest(a, b) || a.country.localeCompare(b.country)),
    };
  }
}
