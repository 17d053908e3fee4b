import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { SCHEMA } from '../analytics.schema.js';
import { isoDay, periodStart } from '../rollup/calendar.js';
import {
  CeoDashboardResponse,
  FUNNEL_STAGES,
  type CeoKpisResponse,
  type CeoSeriesPointResponse,
  type CountryFiguresResponse,
} from './ceo-dashboard.response.js';
import {
  bucketOf,
  change,
  isPartial,
  ratio,
  seriesBuckets,
  SERIES_BUCKET,
  type DashboardQuery,
} from './dashboard-period.js';
import { toPeriod } from './dashboard.response.js';
import { distinctInWindows, sumCells } from './range-cells.js';
import { searchFigures } from './search-figures.js';

const MONEY_METRICS = [
  'order_paid',
  'fee_revenue',
  'membership_revenue',
  'escrow_held',
  'escrow_released',
  'escrow_refunded',
  'dispute_opened',
  'user_registered',
];
const SERIES_METRICS = ['order_paid', 'fee_revenue', 'membership_revenue', 'user_registered'];
const DISTINCT_METRICS = [
  'visitor',
  'active_buyer',
  'active_seller',
  ...FUNNEL_STAGES.map((s) => `funnel_${s}`),
];

type Sums = Map<string, { count: number; amount: number }>;
const sum = (m: Sums, key: string) => m.get(key) ?? { count: 0, amount: 0 };
function addTo(m: Sums, key: string, count: number, amount: number): void {
  const s = m.get(key) ?? { count: 0, amount: 0 };
  m.set(key, { count: s.count + count, amount: s.amount + amount });
}

/**
 * The CEO's dashboard, from the rollup tables only (never analytics.event). Sign-ups, visitors,
 * active users and the funnel have no product category, so a category filter narrows only the
 * money and order figures; the country filter narrows everything but searches (search-figures.ts:
 * a search names no buyer, so it has no buyer country).
 */
@Injectable()
export class CeoDashboardQuery {
  constructor(private readonly orm: MikroORM) {}

  async execute(q: DashboardQuery): Promise<CeoDashboardResponse> {
    const [cells, balance, distinct, series, searches] = await Promise.all([
      this.cells(q),
      this.escrowBalance(q),
      this.distinct(q),
      this.series(q),
      searchFigures(this.orm.em.fork(), q.period),
    ]);
    const { period: p } = q;
    const cur: Sums = new Map();
    const prev: Sums = new Map();
    const byCountry = new Map<string, CountryFiguresResponse>();
    const byCategory = new Map<string, { category: string; gmv: number; orders: number }>();
    const country = (c: string) => {
      let row = byCountry.get(c);
      if (!row) byCountry.set(c, (row = { country: c, gmv: 0, orders: 0, signUps: 0, activeBuyers: 0 }));
      return row;
    };
    for (const c of cells) {
      const count = Number(c.count);
      const amount = Number(c.amount);
      const current = c.range === 0;
      addTo(current ? cur : prev, c.metric, count, amount);
      if (!current) continue;
      if (c.metric === 'order_paid') {
        const row = country(c.country);
        row.gmv += amount;
        row.orders += count;
        const cat = byCategory.get(c.category) ?? { category: c.category, gmv: 0, orders: 0 };
        byCategory.set(c.category, { ...cat, gmv: cat.gmv + amount, orders: cat.orders + count });
      } else if (c.metric === 'user_registered') country(c.country).signUps += count;
    }
    const dCur = new Map<string, number>();
    const dPrev = new Map<string, number>();
    const start = isoDay(p.start);
    for (const d of distinct.periods) {
      const n = Number(d.count);
      const target = d.period === start ? dCur : dPrev;
      target.set(d.metric, (target.get(d.metric) ?? 0) + n);
      if (d.period === start && d.metric === 'active_buyer') country(d.country).activeBuyers += n;
    }
    // Under way: both periods' distinct counts up to the same elapsed time, counted the same way.
    if (distinct.soFar) {
      dCur.clear();
      dPrev.clear();
      for (const d of distinct.soFar) (d.w === 0 ? dCur : dPrev).set(d.metric, Number(d.count));
    }

    const kpi = (f: (s: Sums, d: Map<string, number>, balance: number) => number) => {
      const current = f(cur, dCur, balance.current);
      const previous = f(prev, dPrev, balance.previous);
      return { current, previous, change: change(current, previous) };
    };
    const amount = (m: string) => (s: Sums) => sum(s, m).amount;
    const count = (m: string) => (s: Sums) => sum(s, m).count;
    const distinctOf = (m: string) => (_: Sums, d: Map<string, number>) => d.get(m) ?? 0;
    const kpis: CeoKpisResponse = {
      gmv: kpi(amount('order_paid')),
      platformRevenue: kpi((s) => sum(s, 'fee_revenue').amount + sum(s, 'membership_revenue').amount),
      feeRevenue: kpi(amount('fee_revenue')),
      membershipRevenue: kpi(amount('membership_revenue')),
      orders: kpi(count('order_paid')),
      averageOrderValue: kpi((s) => ratio(sum(s, 'order_paid').amount, sum(s, 'order_paid').count)),
      activeBuyers: kpi(distinctOf('active_buyer')),
      activeSellers: kpi(distinctOf('active_seller')),
      signUps: kpi(count('user_registered')),
      escrowHeld: kpi(amount('escrow_held')),
      escrowReleased: kpi(amount('escrow_released')),
      escrowRefunded: kpi(amount('escrow_refunded')),
      escrowBalance: kpi((_s, _d, b) => b),
      disputes: kpi(count('dispute_opened')),
      disputeRate: kpi((s) => ratio(sum(s, 'dispute_opened').count, sum(s, 'order_paid').count)),
      visitors: kpi(distinctOf('visitor')),
      conversionRate: kpi((_, d) => ratio(d.get('funnel_paid') ?? 0, d.get('funnel_visit') ?? 0)),
    };
    const byGmv = <T extends { gmv: number }>(a: T, b: T) => b.gmv - a.gmv;
    return {
      period: toPeriod(p),
      currency: 'USD',
      kpis,
      series,
      funnel: FUNNEL_STAGES.map((stage) => ({
        stage,
        visitors: dCur.get(`funnel_${stage}`) ?? 0,
        previous: dPrev.get(`funnel_${stage}`) ?? 0,
      })),
      byCountry: [...byCountry.values()].sort((a, b) => byGmv(a, b) || a.country.localeCompare(b.country)),
      byCategory: [...byCategory.values()].sort(
        (a, b) => byGmv(a, b) || a.category.localeCompare(b.category),
      ),
      searches,
    };
  }

  /** Filters shared by the metric tables; the category never narrows sign-ups (they have none). */
  private filters(q: DashboardQuery): { sql: string; params: string[] } {
    let sql = '';
    const params: string[] = [];
    if (q.country) {
      sql += ' and country = ?';
      params.push(q.country);
    }
    if (q.category) {
      sql += ` and (category = ? or metric = 'user_registered')`;
      params.push(q.category);
    }
    return { sql, params };
  }

  /** Cells of the compared part of both periods (range 0 this one, 1 the previous), by metric, country and category. */
  private cells(q: DashboardQuery) {
    const p = q.period;
    return sumCells(
      this.orm.em.fork(),
      MONEY_METRICS,
      [
        { from: p.start, to: p.compared.end },
        { from: p.previousStart, to: p.compared.previousEnd },
      ],
      this.filters(q),
    );
  }

  /** Money in escrow at each compared end: everything held minus everything released or refunded before it. */
  private async escrowBalance(q: DashboardQuery): Promise<{ current: number; previous: number }> {
    const p = q.period;
    const rows = await sumCells(
      this.orm.em.fork(),
      ['escrow_held', 'escrow_released', 'escrow_refunded'],
      [{ to: p.compared.end }, { to: p.compared.previousEnd }],
      this.filters(q),
    );
    const balance = [0, 0];
    for (const r of rows) balance[r.range]! += (r.metric === 'escrow_held' ? 1 : -1) * Number(r.amount);
    return { current: balance[0]!, previous: balance[1]! };
  }

  /**
   * Exact distinct counts of both periods, at the period's own granularity, by country; while the
   * period is under way, also both up to the same elapsed time (window 0 this period, 1 the previous).
   */
  private async distinct(q: DashboardQuery) {
    const p = q.period;
    const [periods, soFar] = await Promise.all([
      this.orm.em.fork().execute<{ metric: string; period: string; country: string; count: string }[]>(
        `select metric, period::text as period, country, count::text as count
         from ${SCHEMA}.distinct_count
         where granularity = ? and period in (?::date, ?::date) and metric in (?)${q.country ? ' and country = ?' : ''}`,
        [
          p.granularity,
          isoDay(p.start),
          isoDay(p.previousStart),
          DISTINCT_METRICS,
          ...(q.country ? [q.country] : []),
        ],
      ),
      isPartial(p)
        ? distinctInWindows(
            this.orm.em.fork(),
            p.granularity,
            DISTINCT_METRICS,
            [
              { from: p.start, cut: p.compared.end },
              { from: p.previousStart, cut: p.compared.previousEnd },
            ],
            q.country,
          )
        : Promise.resolve(null),
    ]);
    return { periods, soFar };
  }

  /** The period cut in hours (a day), days (week, month), weeks (quarter) or months (year). */
  private async series(q: DashboardQuery): Promise<CeoSeriesPointResponse[]> {
    const p = q.period;
    const kind = SERIES_BUCKET[p.granularity];
    const buckets = seriesBuckets(p);
    const f = this.filters(q);
    const hourly = kind === 'hour';
    const em = this.orm.em.fork();
    const [cells, visitors] = await Promise.all([
      em.execute<{ bucket: string | Date; metric: string; count: string; amount: string }[]>(
        `select bucket${hourly ? '' : '::text'} as bucket, metric, sum(count)::text as count, sum(amount_usd)::text as amount
         from ${SCHEMA}.${hourly ? 'metric_hourly' : 'metric_daily'}
         where metric in (?) and bucket >= ?::${hourly ? 'timestamptz' : 'date'} and bucket < ?::${hourly ? 'timestamptz' : 'date'}${f.sql}
         group by 1, 2`,
        [
          SERIES_METRICS,
          hourly ? p.start.toISOString() : isoDay(p.start),
          hourly ? p.end.toISOString() : isoDay(p.end),
          ...f.params,
        ],
      ),
      hourly
        ? Promise.resolve([])
        : this.orm.em.fork().execute<{ period: string; count: string }[]>(
            `select period::text as period, sum(count)::text as count from ${SCHEMA}.distinct_count
             where granularity = ? and metric = 'visitor' and period >= ?::date and period < ?::date${q.country ? ' and country = ?' : ''}
             group by 1`,
            [kind, isoDay(periodStart(kind, p.start)), isoDay(p.end), ...(q.country ? [q.country] : [])],
          ),
    ]);
    const visitorsBy = new Map(visitors.map((v) => [v.period, Number(v.count)]));
    const points = buckets.map((b) => ({
      bucket: b.toISOString(),
      gmv: 0,
      orders: 0,
      platformRevenue: 0,
      signUps: 0,
      visitors: hourly ? null : (visitorsBy.get(isoDay(periodStart(kind, b))) ?? 0),
    }));
    const index = new Map(buckets.map((b, i) => [b.getTime(), i]));
    for (const c of cells) {
      const at = c.bucket instanceof Date ? c.bucket : new Date(hourly ? c.bucket : `${c.bucket}T00:00:00Z`);
      const b = bucketOf(buckets, at);
      const point = b && points[index.get(b.getTime())!];
      if (!point) continue;
      const [count, amount] = [Number(c.count), Number(c.amount)];
      if (c.metric === 'order_paid') {
        point.gmv += amount;
        point.orders += count;
      } else if (c.metric === 'user_registered') point.signUps += count;
      else point.platformRevenue += amount;
    }
    return points;
  }
}
