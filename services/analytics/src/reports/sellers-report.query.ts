import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import { SCHEMA } from '../analytics.schema.js';
import { isoDay, periodStart } from '../rollup/calendar.js';
import { rangeSql, reportFilter, reportPage } from './report-range.js';
import type { SellerReportRowResponse } from './report.response.js';

const SORTS = {
  id: '"sellerId"',
  sellerId: '"sellerId"',
  sellerName: '"sellerName"',
  views: 'views',
  inquiries: 'inquiries',
  quotes: 'quotes',
  orders: 'orders',
  revenue: 'revenue',
  conversionRate: '"conversionRate"',
} as const;
type Sort = keyof typeof SORTS;
type Filter = 'from' | 'to' | 'country' | 'category' | 'sellerId';

export const SELLERS_LIST: ListContract<Filter, Sort> = {
  resource: 'sellers',
  sortable: Object.keys(SORTS) as Sort[],
  defaultSort: { field: 'revenue', order: 'DESC' },
  filters: { from: 'date', to: 'dateUpTo', country: 'string', category: 'string', sellerId: 'uuid' },
};

type Query = ListQuery<Filter, Sort>;

/**
 * One row per seller over the filtered period (from seller_daily; this month when no dates are
 * given), with the seller's storefront name: the country is the buyer's, the category the product's
 * (figures about no product, such as quotes, have none).
 */
@Injectable()
export class SellersReport {
  constructor(private readonly orm: MikroORM) {}

  async execute(query: Query, whole = false): Promise<{ rows: SellerReportRowResponse[]; total: number }> {
    const f = reportFilter(query.filter);
    // Every seller's figures of all time would read the whole of seller_daily: without dates the
    // report is this month's (the back office shows that default in its filter).
    if (!f.from && !f.to) f.from = isoDay(periodStart('month', new Date()));
    const range = rangeSql(f, 's.bucket', 's.buyer_country');
    const params: unknown[] = [...range.params];
    let where = range.sql;
    if (f.category !== undefined) {
      where += ` and coalesce(p.category, '') = ?`;
      params.push(f.category);
    }
    if (typeof query.filter.sellerId === 'string') {
      where += ' and s.seller_id = ?';
      params.push(query.filter.sellerId.toLowerCase());
    }
    if (query.filter.id) {
      where += ' and s.seller_id in (?)';
      params.push(query.filter.id.map((i) => i.toLowerCase()));
    }
    // A country or category needs the product and country split; the whole market reads the sellers' totals.
    const from =
      f.category !== undefined
        ? `${SCHEMA}.seller_daily s left join ${SCHEMA}.product p on p.id = s.product_id`
        : f.country !== undefined
          ? `${SCHEMA}.seller_daily s`
          : `${SCHEMA}.seller_total_daily s`;
    const n = (what: string, metric: string) =>
      `coalesce(sum(s.${what}) filter (where s.metric = '${metric}'), 0)::float8`;
    // The storefront's name (identity's company name of the account); no person's name.
    const grouped = `
      select s.seller_id::text as id, s.seller_id::text as "sellerId",
             coalesce((select u.business_name from ${SCHEMA}.user_profile u where u.id = s.seller_id), '') as "sellerName",
             ${n('count', 'product_view')} as views,
             ${n('count', 'inquiry')} as inquiries, ${n('count', 'quote_submitted')} as quotes,
             ${n('count', 'order_paid')} as orders, ${n('amount_usd', 'order_paid')} as revenue,
             coalesce(${n('count', 'order_paid')} / nullif(${n('count', 'product_view')}, 0), 0)::float8 as "conversionRate"
      from ${from}
      where s.metric in ('product_view', 'inquiry', 'quote_submitted', 'order_paid')${where}
      group by s.seller_id`;
    return reportPage<SellerReportRowResponse>(
      this.orm.em.fork(),
      grouped,
      params,
      { expression: SORTS[query.sort.field], direction: query.sort.order, tieBreak: '"sellerId"' },
      whole ? 'all' : query,
    );
  }
}
