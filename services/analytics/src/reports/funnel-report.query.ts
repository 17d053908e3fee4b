import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import { SCHEMA } from '../analytics.schema.js';
import { rangeSql, reportFilter, reportPage } from './report-range.js';
import type { FunnelRowResponse } from './report.response.js';

const STAGES = {
  visit: 'funnel_visit',
  search: 'funnel_search',
  productView: 'funnel_product_view',
  cart: 'funnel_cart',
  checkout: 'funnel_checkout',
  paid: 'funnel_paid',
} as const;
const SORTS = {
  id: 'day',
  day: 'day',
  country: 'country',
  ...Object.fromEntries(Object.keys(STAGES).map((s) => [s, `"${s}"`])),
  conversionRate: '"conversionRate"',
} as Record<'id' | 'day' | 'country' | keyof typeof STAGES | 'conversionRate', string>;
type Sort = keyof typeof SORTS;

/** No category: the funnel's distinct visitors are counted per day and country only. */
export const FUNNEL_LIST: ListContract<'from' | 'to' | 'country', Sort> = {
  resource: 'funnel',
  sortable: Object.keys(SORTS) as Sort[],
  defaultSort: { field: 'day', order: 'DESC' },
  filters: { from: 'date', to: 'dateUpTo', country: 'string' },
};

type Query = ListQuery<'from' | 'to' | 'country', Sort>;

/** Distinct visitors per funnel stage, per day and country, from distinct_count. */
@Injectable()
export class FunnelReport {
  constructor(private readonly orm: MikroORM) {}

  async execute(query: Query, whole = false): Promise<{ rows: FunnelRowResponse[]; total: number }> {
    const f = reportFilter(query.filter);
    const range = rangeSql(f, 'period', 'country');
    const stage = (metric: string) => `coalesce(sum(count) filter (where metric = '${metric}'), 0)::float8`;
    const grouped = `
      select period::text || '|' || country as id, period::text as day, country,
             ${Object.entries(STAGES)
               .map(([k, m]) => `${stage(m)} as "${k}"`)
               .join(', ')},
             coalesce(${stage(STAGES.paid)} / nullif(${stage(STAGES.visit)}, 0), 0)::float8 as "conversionRate"
      from ${SCHEMA}.distinct_count
      where granularity = 'day' and metric in (${Object.values(STAGES)
        .map((m) => `'${m}'`)
        .join(', ')})${range.sql}
      group by period, country`;
    return reportPage<FunnelRowResponse>(
      this.orm.em.fork(),
      grouped,
      range.params,
      { expression: SORTS[query.sort.field], direction: query.sort.order, tieBreak: 'day desc, country' },
      whole ? 'all' : query,
    );
  }
}
