import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import { useLocale } from '../../i18n/i18n';

/**
 * The analytics service's dashboards (GET /api/v1/analytics/dashboards/{ceo,seller}) through the
 * generated client, which adds the reader's language and the access token (and refreshes it once).
 */

export const GRANULARITIES = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

type S = components['schemas'];
export type DashboardPeriod = S['PeriodResponse'];
/** One figure of the period beside the previous one; `change` is relative (0.1 = +10 %), null without a base. */
export type Kpi = S['KpiResponse'];
/** Money in US cents, rates 0..1. Series `visitors` is null for hours (distinct counts are kept per day). */
export type CeoDashboard = S['CeoDashboardResponse'];
export type SellerDashboard = S['SellerDashboardResponse'];

export const CEO_KPIS = [
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
] as const satisfies readonly (keyof CeoDashboard['kpis'])[];

export const FUNNEL_STAGES = [
  'visit',
  'search',
  'product_view',
  'cart',
  'checkout',
  'paid',
] as const satisfies readonly CeoDashboard['funnel'][number]['stage'][];
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const SELLER_KPIS = [
  'views',
  'inquiries',
  'quotes',
  'orders',
  'revenue',
  'conversionRate',
] as const satisfies readonly (keyof SellerDashboard['kpis'])[];

export type DashboardKind = 'ceo' | 'seller';

/** What the dashboards are asked for; country and category filter the CEO's only. */
export interface DashboardQuery {
  period: Granularity;
  /** YYYY-MM-DD, a day inside the period. */
  date: string;
  country?: string;
  category?: string;
}

export const analyticsKeys = {
  all: ['analytics'] as const,
  dashboard: (kind: DashboardKind, userId: string, q: DashboardQuery, lang: string) =>
    ['analytics', 'dashboard', kind, userId, q, lang] as const,
};

/** The query as the endpoint takes it: the staff filters on the CEO's only. */
export function dashboardParams(kind: DashboardKind, q: DashboardQuery, format: 'json' | 'csv' = 'json') {
  return {
    period: q.period,
    date: q.date,
    ...(kind === 'ceo' && q.country ? { country: q.country } : {}),
    ...(kind === 'ceo' && q.category ? { category: q.category } : {}),
    ...(format === 'csv' ? { format } : {}),
  };
}

export function fetchCeoDashboard(q: DashboardQuery, signal?: AbortSignal): Promise<CeoDashboard> {
  return unwrap(
    api.GET('/api/v1/analytics/dashboards/ceo', { params: { query: dashboardParams('ceo', q) }, signal }),
  );
}

export function fetchSellerDashboard(q: DashboardQuery, signal?: AbortSignal): Promise<SellerDashboard> {
  return unwrap(
    api.GET('/api/v1/analytics/dashboards/seller', {
      params: { query: dashboardParams('seller', q) },
      signal,
    }),
  );
}

function useDashboard<T>(
  kind: DashboardKind,
  userId: string,
  q: DashboardQuery,
  fetch: (q: DashboardQuery, signal: AbortSignal) => Promise<T>,
) {
  // The language is in the key: a refetch after a switch brings the problems' texts in it.
  const { lang } = useLocale();
  return useQuery({
    queryKey: analyticsKeys.dashboard(kind, userId, q, lang),
    queryFn: ({ signal }) => fetch(q, signal),
    // The figures of the last period stay up while the next ones load (no blank flash on a click).
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export const useCeoDashboard = (userId: string, q: DashboardQuery) =>
  useDashboard('ceo', userId, q, fetchCeoDashboard);
export const useSellerDashboard = (userId: string, q: DashboardQuery) =>
  useDashboard('seller', userId, q, fetchSellerDashboard);

/** The file name of an export: what, which period, which filters. */
export function csvName(kind: DashboardKind, q: DashboardQuery): string {
  const parts = ['sokoni', kind === 'ceo' ? 'dashboard' : 'seller-analytics', q.period, q.date];
  if (kind === 'ceo' && q.country) parts.push(q.country);
  if (kind === 'ceo' && q.category) parts.push(q.category);
  return `${parts.join('-')}.csv`;
}

/**
 * The same figures as CSV (`format=csv`), saved as a file: a plain link could not carry the
 * access token, so the file is fetched and handed to the browser as a Blob.
 */
export async function downloadDashboardCsv(kind: DashboardKind, q: DashboardQuery): Promise<void> {
  const init = { headers: { Accept: 'text/csv' }, parseAs: 'blob' as const };
  const blob = await unwrap(
    kind === 'ceo'
      ? api.GET('/api/v1/analytics/dashboards/ceo', {
          ...init,
          params: { query: dashboardParams('ceo', q, 'csv') },
        })
      : api.GET('/api/v1/analytics/dashboards/seller', {
          ...init,
          params: { query: dashboardParams('seller', q, 'csv') },
        }),
  );
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = csvName(kind, q);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
