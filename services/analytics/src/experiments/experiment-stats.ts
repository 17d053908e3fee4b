/** What the counters say of one variant: subjects exposed to it, and those of them who converted. */
export interface VariantTally {
  variant: string;
  name: string;
  visitors: number;
  conversions: number;
}

export interface VariantResult extends VariantTally {
  /** conversions / visitors; null without visitors. */
  rate: number | null;
  /**
   * rate − control rate, with its 95 % interval (Wald); null for the control itself and without
   * visitors on either side.
   */
  difference: number | null;
  differenceLow: number | null;
  differenceHigh: number | null;
  /**
   * rate / control rate − 1, with its 95 % interval on the log of the ratio (Katz), which counts
   * the control's own uncertainty; null for the control itself and when it cannot be measured (no
   * visitors on either side, a control that never converted). A variant that never converted has
   * an uplift of −100 % and no interval (the log of 0 has none).
   */
  uplift: number | null;
  upliftLow: number | null;
  upliftHigh: number | null;
}

export const VERDICT_CODES = [
  'not_enough_data',
  'variant_better',
  'variant_worse',
  'no_clear_difference',
] as const;
export type VerdictCode = (typeof VERDICT_CODES)[number];

export interface Verdict {
  code: VerdictCode;
  /** The variant the verdict is about (better or worse), and the control's name. */
  variant?: string;
  control: string;
  /** |uplift| in whole percent, when it could be measured. */
  percent?: number;
}

/** Below these, whatever the numbers say is noise: at least this many visitors in every variant… */
export const MIN_VISITORS_PER_VARIANT = 100;
/** …and this many conversions across all variants. */
export const MIN_CONVERSIONS = 10;
/** Two-sided 95 %. */
const Z = 1.959964;

const rateOf = (t: VariantTally): number | null => (t.visitors > 0 ? t.conversions / t.visitors : null);

/**
 * The difference of two proportions (variant − control) with its 95 % interval, by the normal
 * approximation (Wald): se = √(p_c(1−p_c)/n_c + p_v(1−p_v)/n_v). Null without visitors on a side.
 */
export function differenceInterval(
  control: VariantTally,
  variant: VariantTally,
): { diff: number; low: number; high: number } | null {
  const pc = rateOf(control);
  const pv = rateOf(variant);
  if (pc === null || pv === null) return null;
  const se = Math.sqrt((pc * (1 - pc)) / control.visitors + (pv * (1 - pv)) / variant.visitors);
  const diff = pv - pc;
  return { diff, low: diff - Z * se, high: diff + Z * se };
}

/**
 * The relative uplift (variant rate / control rate − 1) with its 95 % interval by the log-ratio
 * method (Katz et al. 1978): ln(RR) ± z·√(1/x_v − 1/n_v + 1/x_c − 1/n_c), back-transformed. Null
 * when the control never converted (no ratio); without variant conversions, −1 and no interval.
 */
export function upliftInterval(
  control: VariantTally,
  variant: VariantTally,
): { uplift: number; low: number | null; high: number | null } | null {
  const pc = rateOf(control);
  const pv = rateOf(variant);
  if (pc === null || pv === null || control.conversions === 0) return null;
  if (variant.conversions === 0) return { uplift: -1, low: null, high: null };
  const ratio = pv / pc;
  const se = Math.sqrt(
    1 / variant.conversions - 1 / variant.visitors + 1 / control.conversions - 1 / control.visitors,
  );
  const log = Math.log(ratio);
  return { uplift: ratio - 1, low: Math.exp(log - Z * se) - 1, high: Math.exp(log + Z * se) - 1 };
}

/**
 * Per-variant rates and uplifts against the first tally (the control), and a verdict in plain
 * words: not enough data yet; a variant better (its interval wholly above the control; the best
 * such one is named), or else one worse (wholly below; the worst is named); or no clear difference.
 */
export function analyseExperiment(tallies: readonly VariantTally[]): {
  results: VariantResult[];
  verdict: Verdict;
} {
  const control = tallies[0];
  if (!control) return { results: [], verdict: { code: 'not_enough_data', control: '' } };
  const intervals = tallies.map((t, i) => (i === 0 ? null : differenceInterval(control, t)));
  const results = tallies.map((t, i): VariantResult => {
    const ci = intervals[i];
    const up = i === 0 ? null : upliftInterval(control, t);
    return {
      ...t,
      rate: rateOf(t),
      difference: ci?.diff ?? null,
      differenceLow: ci?.low ?? null,
      differenceHigh: ci?.high ?? null,
      uplift: up?.uplift ?? null,
      upliftLow: up?.low ?? null,
      upliftHigh: up?.high ?? null,
    };
  });

  const base = { control: control.name };
  const conversions = tallies.reduce((sum, t) => sum + t.conversions, 0);
  const enough =
    tallies.every((t) => t.visitors >= MIN_VISITORS_PER_VARIANT) && conversions >= MIN_CONVERSIONS;
  if (!enough || tallies.length < 2) return { results, verdict: { ...base, code: 'not_enough_data' } };

  const others = results.slice(1).map((r, i) => ({ r, ci: intervals[i + 1]! }));
  const better = others.filter((o) => o.ci.low > 0).sort((a, b) => b.ci.diff - a.ci.diff)[0];
  const worse = others.filter((o) => o.ci.high < 0).sort((a, b) => a.ci.diff - b.ci.diff)[0];
  const pick = better ?? worse;
  if (!pick) return { results, verdict: { ...base, code: 'no_clear_difference' } };
  return {
    results,
    verdict: {
      ...base,
      code: better ? 'variant_better' : 'variant_worse',
      variant: pick.r.name,
      ...(pick.r.uplift !== null ? { percent: Math.round(Math.abs(pick.r.uplift) * 100) } : {}),
    },
  };
}
