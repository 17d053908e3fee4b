import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import { SCHEMA } from '../analytics.schema.js';
import { rangeSql, reportFilter, reportPage } from './report-range.js';
import type { DailyMetricsRowResponse } from './report.response.js';

const SORTS = {
  id: 'day',
  day: 'day',
  country: 'country',
  category: 'category',
  gmv: 'gmv',
  orders: 'orders',
  averageOrderValue: '"averageOrderValue"',
  feeRevenue: '"feeRevenue"',
  membershipRevenue: '"membershipRevenue"',
  escrowHeld: '"escrowHeld"',
  escrowReleased: '"escrowReleased"',
  escrowRefunded: '"escrowRefunded"',
  signUps: '"signUps"',
  activeBuyers: '"activeBuyers"',
  activeSellers: '"activeSellers"',
  disputes: 'disputes',
} as const;

/** metric_daily metrics the report sums, and the distinct counts it carries per day and country. */
const CELL_METRICS = [
  'order_paid',
  'fee_revenue',
  'membership_revenue',
  'escrow_held',
  'escrow_released',
  'escrow_refunded',
  'user_registered',
  'dispute_opened',
];
const DISTINCT_METRICS = ['active_buyer', 'active_seller'];
const quoted = (xs: readonly string[]) => xs.map((x) => `'${x}'`).join(', ');

export const DAILY_METRICS_LIST: ListContract<'from' | 'to' | 'country' | 'category', keyof typeof SORTS> = {
  resource: 'daily-metrics',
  sortable: Object.keys(SORTS) as (keyof typeof SORTS)[],
  defaultSort: { field: 'day', order: 'DESC' },
  filters: { from: 'date', to: 'dateUpTo', country: 'string', category: 'string' },
};

type Query = ListQuery<'from' | 'to' | 'country' | 'category', keyof typeof SORTS>;

/**
 * Day × country × category figures from metric_daily, with the CEO dashboard's figures: money
 * (GMV, fees, memberships, escrow held, released and refunded), orders, sign-ups, disputes, and the
 * day's distinct active buyers and sellers (distinct_count). Sign-ups carry the role, not a product
 * category, and distinct counts have no category: both are counted on the category '' row of their
 * day and country. Memberships have no product either, so they are on that row too.
 */
@Injectable()
export class DailyMetricsReport {
  constructor(private readonly orm: MikroORM) {}

  async execute(query: Query, whole = false): Promise<{ rows: DailyMetricsRowResponse[]; total: number }> {
    const f = reportFilter(query.filter);
    const cells = rangeSql(f, 'bucket', 'country');
    const distinct = rangeSql(f, 'period', 'country');
    const sum = (what: string, metric: string) =>
      `coalesce(sum(${what}) filter (where metric = '${metric}'), 0)::float8`;
    const grouped = `
      with c as (
        select bucket, country, case when metric = 'user_registered' then '' else category end as category,
               metric, count, amount_usd
        from ${SCHEMA}.metric_daily where metric in (${quoted(CELL_METRICS)})${cells.sql}
        union all
        select period, country, '', metric, count, 0
        from ${SCHEMA}.distinct_count
        where granularity = 'day' and metric in (${quoted(DISTINCT_METRICS)})${distinct.sql})
      select bucket::text || '|' || country || '|' || category as id, bucket::text as day, country, category,
             ${sum('amount_usd', 'order_paid')} as gmv, ${sum('count', 'order_paid')} as orders,
             coalesce(round(sum(amount_usd) filter (where metric = 'order_paid')
                            / nullif(sum(count) filter (where metric = 'order_paid'), 0)), 0)::float8 as "averageOrderValue",
             ${sum('amount_usd', 'fee_revenue')} as "feeRevenue",
             ${sum('amount_usd', 'membership_revenue')} as "membershipRevenue",
             ${sum('amount_usd', 'escrow_held')} as "escrowHeld",
             ${sum('amount_usd', 'escrow_released')} as "escrowReleased",
             ${sum('amount_usd', 'escrow_refunded')} as "escrowRefunded",
             ${sum('count', 'user_registered')} as "signUps",
             ${sum('count', 'active_buyer')} as "activeBuyers",
             ${sum('count', 'active_seller')} as "activeSellers",
             ${sum('count', 'dispute_opened')} as disputes
      from c
      ${f.category !== undefined ? 'where category = ?' : ''}
      group by bucket, country, category`;
    return reportPage<DailyMetricsRowResponse>(
      this.orm.em.fork(),
      grouped,
      [...cells.params, ...distinct.params, ...(f.category !== undefined ? [f.category] : [])],
      {
        expression: SORTS[query.sort.field],
        direction: query.sort.order,
        tieBreak: 'day desc, country, category',
      },
      whole ? 'all' : query,
    );
  }
}
