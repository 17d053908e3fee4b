/** analytics' experiment rules (analytics.experiment), checked here too so a mistake is caught before saving. */

export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped'] as const;
export const EXPERIMENT_COLOURS = { draft: 'default', running: 'success', stopped: 'warning' } as const;
export const GOALS = ['add_to_cart', 'rfq_submit', 'purchase'] as const;

/** analytics' key rules (experiments.dto.ts): they travel in the web's code and the event props. */
const EXPERIMENT_KEY = /^[a-z][a-z0-9_]{2,63}$/;
const VARIANT_KEY = /^[a-z][a-z0-9_]{0,31}$/;
export const MAX_VARIANTS = 5;

export interface VariantValue {
  key?: string;
  name?: string;
  weight?: number | string | null;
}

export interface ExperimentValues {
  key?: string;
  name?: string;
  description?: string;
  trafficPercent?: number | null;
  variants?: VariantValue[];
  goals?: string[];
}

const format = (pattern: RegExp) => (value: unknown) =>
  typeof value === 'string' && value && !pattern.test(value) ? 'app.experiment.key_format' : undefined;
export const keyFormat = format(EXPERIMENT_KEY);
export const variantKeyFormat = format(VARIANT_KEY);

const weightOf = (v: VariantValue) => Number(v?.weight ?? 0);

/**
 * The variants as a whole: two to five (the first is control), distinct keys, whole weights that add
 * up to exactly 100. Returns the message key of the first rule broken.
 */
export function validateVariants(variants: unknown): string | undefined {
  if (!Array.isArray(variants) || variants.length < 2) return 'app.experiment.variants_min';
  if (variants.length > MAX_VARIANTS) return 'app.experiment.variants_max';
  const list = variants as VariantValue[];
  const keys = list.map((v) => v?.key ?? '');
  if (new Set(keys).size !== keys.length) return 'app.experiment.variants_unique';
  if (list.some((v) => !Number.isInteger(weightOf(v)) || weightOf(v) < 0))
    return 'app.experiment.weight_whole';
  const total = list.reduce((sum, v) => sum + weightOf(v), 0);
  if (total !== 100) return 'app.experiment.weights_sum';
  return undefined;
}

/** react-admin's validator shape, with the total in the message. */
export const variantsValidator = (variants: unknown) => {
  const error = validateVariants(variants);
  if (error !== 'app.experiment.weights_sum') return error;
  const total = (variants as VariantValue[]).reduce((sum, v) => sum + weightOf(v), 0);
  return { message: error, args: { total } };
};

export const goalsValidator = (goals: unknown) =>
  Array.isArray(goals) && goals.length > 0 ? undefined : 'app.experiment.goals_required';

/** What PUT /:id accepts (the key is fixed once created, the status changes by start and stop). */
export function toUpdateBody(values: ExperimentValues) {
  return {
    name: (values.name ?? '').trim(),
    description: (values.description ?? '').trim(),
    trafficPercent: Number(values.trafficPercent),
    variants: (values.variants ?? []).map((v) => ({
      key: (v.key ?? '').trim(),
      name: (v.name ?? '').trim(),
      weight: weightOf(v),
    })),
    goals: [...(values.goals ?? [])],
  };
}

/** What POST accepts: a draft, the key included. */
export function toCreateBody(values: ExperimentValues) {
  return { key: (values.key ?? '').trim(), ...toUpdateBody(values) };
}

/** A new experiment starts as the spec's: control against one variant, half each, all traffic. */
export const NEW_EXPERIMENT: ExperimentValues = {
  trafficPercent: 100,
  variants: [
    { key: 'control', name: 'Control', weight: 50 },
    { key: 'variant_a', name: 'Variant A', weight: 50 },
  ],
  goals: [...GOALS],
};
