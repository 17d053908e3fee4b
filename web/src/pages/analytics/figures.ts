import { useMemo } from 'react';
import { formatMinor } from '../../currency/money';
import { useLocale } from '../../i18n/i18n';
import type { Granularity } from './dashboards-api';

/** How a figure is written: US cents as dollars, a count, or a rate (0..1) as a percentage. */
export type FigureKind = 'money' | 'count' | 'rate';

/** A change's direction, and whether that is good news for this figure. */
export interface Change {
  /** "+12.3%", "−4.0%", "0.0%"; null when there is nothing to compare with. */
  text: string | null;
  direction: 'up' | 'down' | 'flat' | 'none';
  tone: 'good' | 'bad' | 'neutral';
}

// U+2212 MINUS SIGN: the typographic minus, as wide as the plus (a hyphen looks like a dash).
const MINUS = '\u2212';

/** `lowerIsBetter`: disputes, refunds, dispute rate — a rise is bad news. */
export function describeChange(
  change: number | null,
  percent: Intl.NumberFormat,
  lowerIsBetter = false,
): Change {
  if (change === null || !Number.isFinite(change)) return { text: null, direction: 'none', tone: 'neutral' };
  const rounded = Math.round(change * 1000) / 1000; // what 0.1 % precision shows
  const direction = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
  const sign = direction === 'up' ? '+' : direction === 'down' ? MINUS : '';
  const tone = direction === 'flat' ? 'neutral' : (direction === 'up') !== lowerIsBetter ? 'good' : 'bad';
  return { text: sign + percent.format(Math.abs(rounded)), direction, tone };
}

/** Formatters in the reader's locale (`ar-EG` writes Arabic-Indic digits). */
export function useFigures() {
  const { intl } = useLocale();
  return useMemo(() => {
    const count = new Intl.NumberFormat(intl);
    const compact = new Intl.NumberFormat(intl, { notation: 'compact', maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(intl, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const money = (cents: number) => formatMinor(cents, 'USD', intl);
    const compactMoney = new Intl.NumberFormat(intl, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const format = (value: number, kind: FigureKind) =>
      kind === 'money' ? money(value) : kind === 'rate' ? percent.format(value) : count.format(value);
    /** Axis ticks: short ("$1.2K"). */
    const tick = (value: number, kind: FigureKind) =>
      kind === 'money'
        ? compactMoney.format(value / 100)
        : kind === 'rate'
          ? percent.format(value)
          : compact.format(value);
    return {
      intl,
      format,
      tick,
      change: (change: number | null, lowerIsBetter?: boolean) =>
        describeChange(change, percent, lowerIsBetter),
    };
  }, [intl]);
}

/** A bucket of a series as its axis label: hours for a day, months for a year, days otherwise (UTC buckets). */
export function bucketLabel(iso: string, granularity: Granularity, intl: string): string {
  const options: Intl.DateTimeFormatOptions =
    granularity === 'day'
      ? { hour: '2-digit', minute: '2-digit' }
      : granularity === 'year'
        ? { month: 'short' }
        : { day: 'numeric', month: 'short' };
  return new Intl.DateTimeFormat(intl, { ...options, timeZone: 'UTC' }).format(new Date(iso));
}

/** The period as people name it: "25 Nov 2026", "week of 23 Nov 2026", "November 2026", "Q4 2026", "2026". */
export function periodName(
  start: string,
  granularity: Granularity,
  intl: string,
): { key: string; vars: Record<string, string> } {
  const d = new Date(start.length === 10 ? `${start}T00:00:00Z` : start);
  const fmt = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intl, { ...o, timeZone: 'UTC' }).format(d);
  const year = fmt({ year: 'numeric' });
  switch (granularity) {
    case 'day':
    case 'week':
      return { key: `period.name.${granularity}`, vars: { date: fmt({ dateStyle: 'medium' }) } };
    case 'month':
      return { key: 'period.name.month', vars: { month: fmt({ month: 'long', year: 'numeric' }) } };
    case 'quarter': {
      const quarter = new Intl.NumberFormat(intl).format(Math.floor(d.getUTCMonth() / 3) + 1);
      return { key: 'period.name.quarter', vars: { quarter, year } };
    }
    case 'year':
      return { key: 'period.name.year', vars: { year } };
  }
}
