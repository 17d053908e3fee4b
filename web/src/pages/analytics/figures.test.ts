import { describe, expect, it } from 'vitest';
import { funnelSteps } from './components/funnel';
import { readQuery, today } from './dashboard-query';
import { csvName, dashboardParams } from './dashboards-api';
import { bucketLabel, describeChange, periodName } from './figures';

const percent = new Intl.NumberFormat('en', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

describe('a change against the previous period', () => {
  it('is signed with a plus or a minus sign, and good or bad news by the figure', () => {
    expect(describeChange(0.1234, percent)).toEqual({ text: '+12.3%', direction: 'up', tone: 'good' });
    expect(describeChange(-0.25, percent)).toEqual({ text: '\u221225.0%', direction: 'down', tone: 'bad' });
    expect(describeChange(0.5, percent, true)).toMatchObject({ direction: 'up', tone: 'bad' });
    expect(describeChange(-0.5, percent, true)).toMatchObject({ direction: 'down', tone: 'good' });
  });
  it('is flat below what one decimal shows, and absent without a base', () => {
    expect(describeChange(0.0004, percent)).toEqual({ text: '0.0%', direction: 'flat', tone: 'neutral' });
    expect(describeChange(null, percent)).toEqual({ text: null, direction: 'none', tone: 'neutral' });
  });
  it('is written in the reader’s digits', () => {
    const ar = new Intl.NumberFormat('ar-EG', { style: 'percent', minimumFractionDigits: 1 });
    expect(describeChange(0.5, ar).text).toBe(`+${ar.format(0.5)}`);
    expect(ar.format(0.5)).not.toContain('5');
  });
});

describe('the dashboard’s query in the address', () => {
  const now = new Date(2026, 10, 25, 12);
  it('defaults to this month, today', () => {
    expect(readQuery(new URLSearchParams(), now)).toEqual({ period: 'month', date: '2026-11-25' });
    expect(today(now)).toBe('2026-11-25');
  });
  it('keeps what it can read and drops the rest', () => {
    const q = readQuery(
      new URLSearchParams('period=quarter&date=2026-02-03&country=ke&category=agriculture'),
      now,
    );
    expect(q).toEqual({ period: 'quarter', date: '2026-02-03', country: 'KE', category: 'agriculture' });
    const bad = readQuery(new URLSearchParams('period=decade&date=soon&country=Kenya&category=A%20B'), now);
    expect(bad).toEqual({ period: 'month', date: '2026-11-25' });
  });
  it('asks the seller’s dashboard without the staff filters, and names the CSV by what it holds', () => {
    const q = { period: 'week' as const, date: '2026-11-25', country: 'KE', category: 'agriculture' };
    expect(dashboardParams('seller', q)).toEqual({ period: 'week', date: '2026-11-25' });
    expect(dashboardParams('ceo', q, 'csv')).toEqual({ ...q, format: 'csv' });
    expect(csvName('ceo', q)).toBe('sokoni-dashboard-week-2026-11-25-KE-agriculture.csv');
  });
});

describe('periods and buckets', () => {
  it('are named as people name them', () => {
    expect(periodName('2026-10-01', 'quarter', 'en')).toEqual({
      key: 'period.name.quarter',
      vars: { quarter: '4', year: '2026' },
    });
    expect(periodName('2026-11-01', 'month', 'en').vars).toEqual({ month: 'November 2026' });
    expect(periodName('2026-11-23', 'week', 'en').vars).toEqual({ date: 'Nov 23, 2026' });
  });
  it('label hours for a day, months for a year, days otherwise (UTC)', () => {
    expect(bucketLabel('2026-11-25T13:00:00Z', 'day', 'en-GB')).toBe('13:00');
    expect(bucketLabel('2026-03-01T00:00:00Z', 'year', 'en')).toBe('Mar');
    expect(bucketLabel('2026-11-02T00:00:00Z', 'month', 'en')).toBe('Nov 2');
  });
});

describe('the funnel', () => {
  it('gives each step’s conversion from the one before and from visits, in the funnel’s order', () => {
    const steps = funnelSteps([
      { stage: 'paid', visitors: 5, previous: 0 },
      { stage: 'visit', visitors: 100, previous: 50 },
      { stage: 'search', visitors: 0, previous: 0 },
    ]);
    expect(steps.map((s) => [s.stage, s.visitors, s.step, s.overall, s.change])).toEqual([
      ['visit', 100, null, null, 1],
      ['search', 0, 0, 0, null],
      ['product_view', 0, null, 0, null],
      ['cart', 0, null, 0, null],
      ['checkout', 0, null, 0, null],
      ['paid', 5, null, 0.05, null],
    ]);
  });
});
