import { AnalyticsProblems } from '../analytics.problems.js';
import {
  addPeriods,
  GRANULARITIES,
  isoDay,
  periodStart,
  utcDay,
  type Granularity,
} from '../rollup/calendar.js';

/** What a period is compared on: [start, end) of this period against [previousStart, previousEnd). */
export interface ComparedRanges {
  end: Date;
  previousEnd: Date;
}

/**
 * A dashboard's period: current [start, end) and the previous period of the same kind, UTC, and
 * the parts of both that are compared. A period still under way (month to date) is compared with
 * the previous one up to the same elapsed time, in whole hours (the rollups' finest cells): on the
 * 15th at 10:20 a month is [1st, 15th 11:00) against the previous month's [1st, 15th 11:00). A
 * period over is compared whole with the whole previous one (capped at its end: a 31-day month
 * against a 30-day one). A period not begun yet compares nothing.
 */
export interface DashboardPeriod {
  granularity: Granularity;
  start: Date;
  end: Date;
  previousStart: Date;
  previousEnd: Date;
  compared: ComparedRanges;
}

/** How a period's series is cut: hours of a day, days of a week or month, weeks of a quarter, months of a year. */
export type BucketKind = 'hour' | 'day' | 'week' | 'month';
export const SERIES_BUCKET: Readonly<Record<Granularity, BucketKind>> = {
  day: 'hour',
  week: 'day',
  month: 'day',
  quarter: 'week',
  year: 'month',
};

export interface DashboardQuery {
  period: DashboardPeriod;
  country?: string;
  category?: string;
  format: 'json' | 'csv';
}

export type RawDashboardQuery = Partial<
  Record<'period' | 'date' | 'country' | 'category' | 'format', string>
>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const COUNTRY = /^[A-Z]{2}$/;
const CATEGORY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const ceilTo = (at: Date, step: number) => new Date(Math.ceil(at.getTime() / step) * step);
const min = (a: Date, b: Date) => (a < b ? a : b);

/** The period of kind `g` holding `date`, with the one before it, compared as of `now`. */
export function dashboardPeriod(g: Granularity, date: Date, now = new Date()): DashboardPeriod {
  const start = periodStart(g, date);
  const end = addPeriods(g, start, 1);
  const previousStart = addPeriods(g, start, -1);
  const cutoff = now <= start ? start : min(ceilTo(now, HOUR_MS), end);
  return {
    granularity: g,
    start,
    end,
    previousStart,
    previousEnd: start,
    compared: { end: cutoff, previousEnd: previousUpTo(start, end, previousStart, cutoff) },
  };
}

/** The previous period's end for a comparison cut at `cutoff`: as much elapsed time, or all of it. */
function previousUpTo(start: Date, end: Date, previousStart: Date, cutoff: Date): Date {
  if (cutoff >= end) return start;
  return min(new Date(previousStart.getTime() + (cutoff.getTime() - start.getTime())), start);
}

/**
 * The comparison in whole days, for figures kept per day only (a seller's): the days begun so far
 * against as many days of the previous period.
 */
export function comparedDays(p: DashboardPeriod): ComparedRanges {
  const end = min(ceilTo(p.compared.end, DAY_MS), p.end);
  return { end, previousEnd: previousUpTo(p.start, p.end, p.previousStart, end) };
}

/** Whether the comparison covers less than the whole period (it is still under way). */
export const isPartial = (p: DashboardPeriod, c: ComparedRanges = p.compared): boolean => c.end < p.end;

/** `YYYY-MM-DD` that names a real calendar day, else undefined (no roll-over of 2026-02-30). */
export function parseDay(value: string): Date | undefined {
  const m = DATE.exec(value);
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return isoDay(d) === value ? d : undefined;
}

/**
 * Reads a dashboard's query string; anything unusable is a 422 naming the parameter. Defaults:
 * this month, today (UTC), JSON.
 */
export function parseDashboardQuery(raw: RawDashboardQuery, now = new Date()): DashboardQuery {
  const bad = (field: string, code: string) => AnalyticsProblems.badDashboardQuery(field, code);
  const g = raw.period ?? 'month';
  if (!(GRANULARITIES as readonly string[]).includes(g)) throw bad('period', 'bad_period');
  const date = raw.date === undefined ? utcDay(now) : parseDay(raw.date);
  if (!date) throw bad('date', 'bad_date');
  const country = raw.country?.toUpperCase();
  if (country !== undefined && !COUNTRY.test(country)) throw bad('country', 'bad_country');
  if (raw.category !== undefined && (raw.category.length > 64 || !CATEGORY.test(raw.category)))
    throw bad('category', 'bad_category');
  const format = raw.format ?? 'json';
  if (format !== 'json' && format !== 'csv') throw bad('format', 'bad_format');
  return { period: dashboardPeriod(g as Granularity, date, now), country, category: raw.category, format };
}

/** The starts of the series buckets of [start, end); a quarter's weeks start on Mondays, the first clipped to the quarter. */
export function seriesBuckets(p: DashboardPeriod): Date[] {
  const kind = SERIES_BUCKET[p.granularity];
  const out: Date[] = [];
  for (let b = p.start; b < p.end; b = nextBucket(kind, b)) out.push(b);
  return out;
}

function nextBucket(kind: BucketKind, at: Date): Date {
  switch (kind) {
    case 'hour':
      return new Date(at.getTime() + 3_600_000);
    case 'day':
      return addPeriods('day', at, 1);
    case 'week':
      return addPeriods('week', periodStart('week', at), 1);
    case 'month':
      return addPeriods('month', at, 1);
  }
}

/** The bucket (of `buckets`, ascending) a day or hour falls in. */
export function bucketOf(buckets: readonly Date[], at: Date): Date | undefined {
  let found: Date | undefined;
  for (const b of buckets) {
    if (b.getTime() > at.getTime()) break;
    found = b;
  }
  return found;
}

/** Relative change from `previous` to `current`; null when there was nothing before to compare with. */
export const change = (current: number, previous: number): number | null =>
  previous === 0 ? null : (current - previous) / previous;

/** `a / b`, 0 when b is 0 (a rate over nothing). */
export const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);
