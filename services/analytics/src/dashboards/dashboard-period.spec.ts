import { ProblemException } from '@sokoni/platform/errors';
import {
  bucketOf,
  change,
  comparedDays,
  dashboardPeriod,
  isPartial,
  parseDashboardQuery,
  parseDay,
  ratio,
  seriesBuckets,
} from './dashboard-period.js';

const d = (s: string) => new Date(s.length === 10 ? `${s}T00:00:00Z` : s);
const iso = (x: Date) => x.toISOString().slice(0, 10);
const span = (g: Parameters<typeof dashboardPeriod>[0], day: string) => {
  const p = dashboardPeriod(g, d(day));
  return [iso(p.previousStart), iso(p.previousEnd), iso(p.start), iso(p.end)];
};

describe('dashboard periods (UTC)', () => {
  it('a day and the day before it', () => {
    expect(span('day', '2026-03-01')).toEqual(['2026-02-28', '2026-03-01', '2026-03-01', '2026-03-02']);
  });

  it('a week starts on Monday, also from a Sunday and across a year end', () => {
    expect(span('week', '2026-11-22')).toEqual(['2026-11-09', '2026-11-16', '2026-11-16', '2026-11-23']);
    expect(span('week', '2026-11-23')).toEqual(['2026-11-16', '2026-11-23', '2026-11-23', '2026-11-30']);
    expect(span('week', '2027-01-01')).toEqual(['2026-12-21', '2026-12-28', '2026-12-28', '2027-01-04']);
  });

  it('months of uneven length, including a leap February', () => {
    expect(span('month', '2028-03-31')).toEqual(['2028-02-01', '2028-03-01', '2028-03-01', '2028-04-01']);
    expect(span('month', '2027-01-15')).toEqual(['2026-12-01', '2027-01-01', '2027-01-01', '2027-02-01']);
  });

  it('quarters and years', () => {
    expect(span('quarter', '2026-08-19')).toEqual(['2026-04-01', '2026-07-01', '2026-07-01', '2026-10-01']);
    expect(span('quarter', '2026-02-01')).toEqual(['2025-10-01', '2026-01-01', '2026-01-01', '2026-04-01']);
    expect(span('year', '2026-12-31')).toEqual(['2025-01-01', '2026-01-01', '2026-01-01', '2027-01-01']);
  });

  it('series: 24 hours, 7 or 30 days, the weeks of a quarter (first clipped), 12 months', () => {
    const hours = seriesBuckets(dashboardPeriod('day', d('2026-11-24')));
    expect(hours).toHaveLength(24);
    expect(hours[23]!.toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(seriesBuckets(dashboardPeriod('week', d('2026-11-24')))).toHaveLength(7);
    expect(seriesBuckets(dashboardPeriod('month', d('2026-11-24')))).toHaveLength(30);
    const weeks = seriesBuckets(dashboardPeriod('quarter', d('2026-11-24'))).map(iso);
    // 2026-10-01 is a Thursday: its week is cut at the quarter start, the next starts on Monday the 5th.
    expect(weeks.slice(0, 3)).toEqual(['2026-10-01', '2026-10-05', '2026-10-12']);
    expect(weeks.at(-1)).toBe('2026-12-28');
    expect(weeks).toHaveLength(14);
    expect(seriesBuckets(dashboardPeriod('year', d('2026-11-24'))).map(iso)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`),
    );
  });

  it('finds the bucket a day falls in', () => {
    const weeks = seriesBuckets(dashboardPeriod('quarter', d('2026-11-24')));
    expect(iso(bucketOf(weeks, d('2026-10-04'))!)).toBe('2026-10-01');
    expect(iso(bucketOf(weeks, d('2026-10-05'))!)).toBe('2026-10-05');
    expect(bucketOf(weeks, d('2026-09-30'))).toBeUndefined();
  });

  it('change and ratios never divide by zero', () => {
    expect(change(150, 100)).toBe(0.5);
    expect(change(5, 0)).toBeNull();
    expect(ratio(1, 4)).toBe(0.25);
    expect(ratio(3, 0)).toBe(0);
  });
});

describe('what a period is compared on', () => {
  const at = (x: Date) => x.toISOString();
  const compared = (g: Parameters<typeof dashboardPeriod>[0], day: string, now: string) => {
    const p = dashboardPeriod(g, d(day), d(now));
    return [at(p.start), at(p.compared.end), at(p.previousStart), at(p.compared.previousEnd), isPartial(p)];
  };

  it('month to date against the previous month up to the same elapsed time, in whole hours', () => {
    // 14 days 10 h 20 min into November: 14 days 11 h of each (the hour under way counts whole).
    expect(compared('month', '2026-11-15', '2026-11-15T10:20:00Z')).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-15T11:00:00.000Z',
      '2026-10-01T00:00:00.000Z',
      '2026-10-15T11:00:00.000Z',
      true,
    ]);
    // On the hour: nothing of that hour has happened yet.
    expect(compared('month', '2026-11-15', '2026-11-15T10:00:00Z')[3]).toBe('2026-10-15T10:00:00.000Z');
  });

  it('a day under way against the same hours of the day before', () => {
    expect(compared('day', '2026-11-24', '2026-11-24T15:45:10Z')).toEqual([
      '2026-11-24T00:00:00.000Z',
      '2026-11-24T16:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
      '2026-11-23T16:00:00.000Z',
      true,
    ]);
  });

  it('a week, a quarter and a year under way: the same elapsed days and hours', () => {
    // Wednesday 09:05 of the week of Monday 16th: 2 days 10 h.
    expect(compared('week', '2026-11-18', '2026-11-18T09:05:00Z').slice(1, 4)).toEqual([
      '2026-11-18T10:00:00.000Z',
      '2026-11-09T00:00:00.000Z',
      '2026-11-11T10:00:00.000Z',
    ]);
    // 66 days and 1 h into Q3 (July, August, 4 days of September): from 1 April, 6 June 01:00.
    expect(compared('quarter', '2026-09-05', '2026-09-05T00:30:00Z').slice(3, 4)).toEqual([
      '2026-06-06T01:00:00.000Z',
    ]);
    // 2028 is a leap year: 59 days and 12 h after 1 January is 29 February in 2028, 1 March in 2027.
    expect(compared('year', '2028-02-29', '2028-02-29T11:59:00Z').slice(1, 4)).toEqual([
      '2028-02-29T12:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
      '2027-03-01T12:00:00.000Z',
    ]);
  });

  it('a longer month under way never runs past the end of a shorter previous one', () => {
    // 30 days 5 h into March 2027; February has 28 days.
    expect(compared('month', '2027-03-31', '2027-03-31T04:10:00Z').slice(3)).toEqual([
      '2027-03-01T00:00:00.000Z',
      true,
    ]);
  });

  it('a period over is compared whole with the whole previous period, whatever their lengths', () => {
    expect(compared('month', '2026-11-10', '2026-12-01T21:33:00Z')).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
      '2026-10-01T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
      false,
    ]);
    // The last hour of a month is already the whole month.
    expect(compared('month', '2026-11-30', '2026-11-30T23:10:00Z')[4]).toBe(false);
  });

  it('a period not begun compares nothing with nothing', () => {
    const [start, end, previousStart, previousEnd] = compared('month', '2027-01-05', '2026-12-01T21:33:00Z');
    expect([end, previousEnd]).toEqual([start, previousStart]);
  });

  it('in whole days for figures kept per day: the days begun against as many days before', () => {
    const p = dashboardPeriod('month', d('2026-11-15'), d('2026-11-15T10:20:00Z'));
    const days = comparedDays(p);
    expect([at(days.end), at(days.previousEnd), isPartial(p, days)]).toEqual([
      '2026-11-16T00:00:00.000Z',
      '2026-10-16T00:00:00.000Z',
      true,
    ]);
    const over = comparedDays(dashboardPeriod('month', d('2026-11-15'), d('2026-12-03T00:00:00Z')));
    expect([at(over.end), at(over.previousEnd)]).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
    ]);
  });

  it('parseDashboardQuery compares as of the time it is given', () => {
    const q = parseDashboardQuery({ period: 'week' }, d('2026-11-24T15:00:00Z'));
    expect([at(q.period.compared.end), at(q.period.compared.previousEnd)]).toEqual([
      '2026-11-24T15:00:00.000Z',
      '2026-11-17T15:00:00.000Z',
    ]);
  });
});

describe('parseDashboardQuery', () => {
  const now = d('2026-11-24T15:00:00Z');
  const fails = (raw: Parameters<typeof parseDashboardQuery>[0]) => {
    try {
      parseDashboardQuery(raw, now);
    } catch (e) {
      const p = e as ProblemException;
      return [p.getStatus(), p.errors?.[0]?.field, p.errors?.[0]?.code];
    }
    return 'accepted';
  };

  it('defaults to this month as JSON', () => {
    const q = parseDashboardQuery({}, now);
    expect([q.period.granularity, iso(q.period.start), q.format, q.country]).toEqual([
      'month',
      '2026-11-01',
      'json',
      undefined,
    ]);
  });

  it('reads period, date, country (any case), category and format', () => {
    const q = parseDashboardQuery(
      { period: 'week', date: '2026-11-01', country: 'ke', category: 'agriculture', format: 'csv' },
      now,
    );
    expect([iso(q.period.start), q.country, q.category, q.format]).toEqual([
      '2026-10-26',
      'KE',
      'agriculture',
      'csv',
    ]);
  });

  it.each([
    [{ period: 'fortnight' }, 'period', 'analytics.dashboard.bad_period'],
    [{ date: '2026-02-30' }, 'date', 'analytics.dashboard.bad_date'],
    [{ date: '24/11/2026' }, 'date', 'analytics.dashboard.bad_date'],
    [{ country: 'KEN' }, 'country', 'analytics.dashboard.bad_country'],
    [{ category: 'Farm Produce' }, 'category', 'analytics.dashboard.bad_category'],
    [{ format: 'xlsx' }, 'format', 'analytics.dashboard.bad_format'],
  ])('%j is a 422 on its field', (raw, field, code) => {
    expect(fails(raw)).toEqual([422, field, code]);
  });

  it('parseDay takes only real calendar days', () => {
    expect(parseDay('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(parseDay('2027-02-29')).toBeUndefined();
  });
});
