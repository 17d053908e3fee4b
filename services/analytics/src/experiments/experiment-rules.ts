import type { ProblemFieldError } from '@sokoni/platform/errors';
import type { ExperimentVariant } from '../analytics.entities.js';

/** Browser events that count as a conversion when an experiment names them among its goals. */
export const EXPERIMENT_GOALS = ['add_to_cart', 'rfq_submit', 'purchase'] as const;
export type ExperimentGoal = (typeof EXPERIMENT_GOALS)[number];

export const isGoal = (name: string): name is ExperimentGoal =>
  (EXPERIMENT_GOALS as readonly string[]).includes(name);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * What the DTO cannot see one field at a time: variant keys distinct, weights adding up to exactly
 * 100 (the assignment splits 100 buckets by them). Empty when the variants are sound.
 */
export function variantFaults(variants: readonly ExperimentVariant[]): ProblemFieldError[] {
  const faults: ProblemFieldError[] = [];
  const keys = variants.map((v) => v.key);
  if (new Set(keys).size !== keys.length)
    faults.push({
      field: 'variants',
      code: 'analytics.variant_keys_unique',
      i18nKey: 'experiments.variant_keys_unique',
    });
  const total = variants.reduce((sum, v) => sum + v.weight, 0);
  if (total !== 100)
    faults.push({
      field: 'variants',
      code: 'analytics.weights_sum',
      i18nKey: 'experiments.weights_sum',
      args: { total },
    });
  return faults;
}
