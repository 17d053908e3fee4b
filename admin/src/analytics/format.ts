/** Figures as the analytics screens write them: rates and uplifts are fractions (0.124 = 12.4 %). */

const MINUS = '\u2212';

/** A share, one decimal: 0.0412 → "4.1%". */
export function formatPercent(fraction: number | null | undefined, locale: string, digits = 1): string {
  if (fraction == null || !Number.isFinite(fraction)) return '—';
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fraction);
}

/** A change, always signed, with a true minus sign so that it reads as one: "+12.4%", "−1.0%". */
export function formatSignedPercent(fraction: number | null | undefined, locale: string): string {
  if (fraction == null || !Number.isFinite(fraction)) return '—';
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  })
    .format(fraction)
    .replace('-', MINUS);
}

export function formatCount(n: number | null | undefined, locale: string): string {
  if (n == null || !Number.isFinite(n)) return '—';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);
}

export type Direction = 'up' | 'down' | 'flat' | 'none';

/** Which way a figure moved; 'none' when there is nothing to compare with (previous period empty). */
export function directionOf(change: number | null | undefined): Direction {
  if (change == null || !Number.isFinite(change)) return 'none';
  if (Math.abs(change) < 0.0005) return 'flat';
  return change > 0 ? 'up' : 'down';
}

/** An arrow that says the direction without colour. */
export const ARROWS: Record<Direction, string> = { up: '▲', down: '▼', flat: '▶', none: '–' };

/** One variant's row of an experiment's results (GET /admin/analytics/experiments/:id). */
export interface VariantResult {
  variant: string;
  name: string;
  visitors: number;
  conversions: number;
  rate: number;
  /** rate − control rate (0.01 = one point), with its 95 % interval; null for control itself. */
  difference?: number | null;
  differenceLow?: number | null;
  differenceHigh?: number | null;
  /** Relative to control (log-ratio interval); null for control itself or while control has no conversion. */
  uplift: number | null;
  upliftLow: number | null;
  upliftHigh: number | null;
}

/** Percentage points, signed, two decimals: 0.0123 → "+1.23". */
function signedPoints(fraction: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  })
    .format(fraction * 100)
    .replace('-', MINUS);
}

/** "+1.23 pts (−0.27 pts to +2.73 pts)" in the reader's words, or null when there is no difference to show. */
export function formatDifference(
  r: Pick<VariantResult, 'difference' | 'differenceLow' | 'differenceHigh'>,
  locale: string,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string | null {
  if (r.difference == null || !Number.isFinite(r.difference)) return null;
  const points = (x: number) => translate('app.experiment.points', { value: signedPoints(x, locale) });
  const difference = points(r.difference);
  if (r.differenceLow == null || r.differenceHigh == null) return difference;
  return translate('app.experiment.difference_interval', {
    difference,
    low: points(r.differenceLow),
    high: points(r.differenceHigh),
  });
}

/** "+12.4% (−1.0% to +25.8%)" in the reader's words, or null when there is no uplift to show. */
export function formatUplift(
  r: Pick<VariantResult, 'uplift' | 'upliftLow' | 'upliftHigh'>,
  locale: string,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string | null {
  if (r.uplift == null || !Number.isFinite(r.uplift)) return null;
  const uplift = formatSignedPercent(r.uplift, locale);
  if (r.upliftLow == null || r.upliftHigh == null) return uplift;
  return translate('app.experiment.uplift_interval', {
    uplift,
    low: formatSignedPercent(r.upliftLow, locale),
    high: formatSignedPercent(r.upliftHigh, locale),
  });
}
