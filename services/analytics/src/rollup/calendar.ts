/** UTC calendar periods shared by the rollup (distinct counts) and the dashboards (period math). */
export const GRANULARITIES = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

const DAY_MS = 86_400_000;

/** Midnight UTC of the day holding `at`. */
export function utcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** First day (midnight UTC) of the period of kind `g` holding `at`; weeks start on Monday. */
export function periodStart(g: Granularity, at: Date): Date {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  switch (g) {
    case 'day':
      return utcDay(at);
    case 'week': {
      const day = utcDay(at);
      const sinceMonday = (day.getUTCDay() + 6) % 7;
      return new Date(day.getTime() - sinceMonday * DAY_MS);
    }
    case 'month':
      return new Date(Date.UTC(y, m, 1));
    case 'quarter':
      return new Date(Date.UTC(y, m - (m % 3), 1));
    case 'year':
      return new Date(Date.UTC(y, 0, 1));
  }
}

/** The start of the period `n` periods of kind `g` after the one starting at `start`. */
export function addPeriods(g: Granularity, start: Date, n: number): Date {
  switch (g) {
    case 'day':
      return new Date(start.getTime() + n * DAY_MS);
    case 'week':
      return new Date(start.getTime() + 7 * n * DAY_MS);
    case 'month':
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + n, 1));
    case 'quarter':
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 3 * n, 1));
    case 'year':
      return new Date(Date.UTC(start.getUTCFullYear() + n, 0, 1));
  }
}

/** `YYYY-MM-DD` of a UTC date. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
