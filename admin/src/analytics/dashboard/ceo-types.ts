import type { Granularity } from '../analytics-actions';

/** One figure of the period and of the one before; change is relative (0.1 = +10 %), null when there was nothing before. */
export interface Kpi {
  current: number;
  previous: number;
  change: number | null;
}

export const KPI_KEYS = [
  'gmv',
  'platformRevenue',
  'feeRevenue',
  'membershipRevenue',
  'orders',
  'averageOrderValue',
  'activeBuyers',
  'activeSellers',
  'signUps',
  'escrowHeld',
  'escrowReleased',
  'escrowRefunded',
  'escrowBalance',
  'disputes',
  'disputeRate',
  'visitors',
  'conversionRate',
] as const;
/** The searches' two KPIs, shown with the search lists (data.searches, not data.kpis). */
export const SEARCH_KPI_KEYS = ['searches', 'zeroResultRate'] as const;
export type KpiKey = (typeof KPI_KEYS)[number] | (typeof SEARCH_KPI_KEYS)[number];

/** How each figure reads: US cents, a count, or a rate 0..1. */
export const KPI_KIND: Record<KpiKey, 'money' | 'count' | 'rate'> = {
  gmv: 'money',
  platformRevenue: 'money',
  feeRevenue: 'money',
  membershipRevenue: 'money',
  orders: 'count',
  averageOrderValue: 'money',
  activeBuyers: 'count',
  activeSellers: 'count',
  signUps: 'count',
  escrowHeld: 'money',
  escrowReleased: 'money',
  escrowRefunded: 'money',
  escrowBalance: 'money',
  disputes: 'count',
  disputeRate: 'rate',
  visitors: 'count',
  conversionRate: 'rate',
  searches: 'count',
  zeroResultRate: 'rate',
};

/** Where a rise is bad news: said in words beside the arrow, not by colour alone. */
export const LOWER_IS_BETTER: ReadonlySet<KpiKey> = new Set([
  'disputes',
  'disputeRate',
  'escrowRefunded',
  'zeroResultRate',
]);

export const FUNNEL_STAGES = ['visit', 'search', 'product_view', 'cart', 'checkout', 'paid'] as const;

/** GET /api/v1/analytics/dashboards/ceo */
export interface CeoDashboardData {
  period: {
    granularity: Granularity;
    start: string;
    end: string;
    previousStart: string;
    previousEnd: string;
    /** What the KPIs compare: while the period is under way, both cut at the same elapsed time. */
    compared?: {
      current: { start: string; end: string };
      previous: { start: string; end: string };
      partial: boolean;
    };
  };
  currency: 'USD';
  kpis: Record<(typeof KPI_KEYS)[number], Kpi>;
  /** visitors is null for hourly buckets (distinct counts are kept per day at the finest). */
  series: {
    bucket: string;
    gmv: number;
    orders: number;
    platformRevenue: number;
    signUps: number;
    visitors: number | null;
  }[];
  funnel: { stage: (typeof FUNNEL_STAGES)[number]; visitors: number; previous: number }[];
  byCountry: { country: string; gmv: number; orders: number; signUps: number; activeBuyers: number }[];
  byCategory: { category: string; gmv: number; orders: number }[];
  /**
   * What buyers search for, over every country and category (a search names no buyer, so the
   * filters do not apply). Lists hold only queries searched at least `floor` times in the period;
   * `compared` is in whole days (searches are kept per day).
   */
  searches: {
    total: Kpi;
    zeroResultRate: Kpi;
    top: SearchQueryFigures[];
    /** `searches`: how many of the query's searches found nothing. */
    zeroResultTop: SearchQueryFigures[];
    floor: number;
    compared: {
      current: { start: string; end: string };
      previous: { start: string; end: string };
      partial: boolean;
    };
  };
}

export interface SearchQueryFigures {
  query: string;
  searches: number;
}
