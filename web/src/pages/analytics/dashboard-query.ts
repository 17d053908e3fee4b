import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { GRANULARITIES, type DashboardQuery, type Granularity } from './dashboards-api';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Z]{2}$/;
const SLUG = /^[a-z0-9-]{1,64}$/;

/** Today in the reader's calendar, YYYY-MM-DD. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const isGranularity = (v: string | null): v is Granularity =>
  v !== null && (GRANULARITIES as readonly string[]).includes(v);

/** The query in the address (?period=&date=&country=&category=); anything unreadable falls back to this month. */
export function readQuery(params: URLSearchParams, now = new Date()): DashboardQuery {
  const period = params.get('period');
  const date = params.get('date');
  const country = params.get('country')?.toUpperCase();
  const category = params.get('category');
  return {
    period: isGranularity(period) ? period : 'month',
    date: date && DATE.test(date) && !Number.isNaN(Date.parse(date)) ? date : today(now),
    ...(country && COUNTRY.test(country) ? { country } : {}),
    ...(category && SLUG.test(category) ? { category } : {}),
  };
}

/**
 * The dashboard's period and filters live in the address, so a view can be bookmarked or sent to a
 * colleague; a change replaces the entry (the back button leaves the dashboard, not each click).
 */
export function useDashboardQuery(): [DashboardQuery, (patch: Partial<DashboardQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const update = useCallback(
    (patch: Partial<DashboardQuery>) => {
      const next = { ...query, ...patch };
      const out = new URLSearchParams({ period: next.period, date: next.date });
      if (next.country) out.set('country', next.country);
      if (next.category) out.set('category', next.category);
      setParams(out, { replace: true });
    },
    [query, setParams],
  );
  return [query, update];
}
