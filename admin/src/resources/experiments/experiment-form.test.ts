import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en';
import {
  EXPERIMENT_STATUSES,
  GOALS,
  keyFormat,
  toUpdateBody,
  validateVariants,
  variantKeyFormat,
  variantsValidator,
} from './experiment-form';

const v = (key: string, weight: number | string) => ({ key, name: key, weight });

describe('experiment rules', () => {
  it('wants at least two variants with distinct keys and whole weights adding up to 100', () => {
    expect(validateVariants([v('control', 50), v('variant_a', 50)])).toBeUndefined();
    expect(validateVariants([v('control', 34), v('a', 33), v('b', 33)])).toBeUndefined();
    expect(validateVariants([v('control', 100)])).toBe('app.experiment.variants_min');
    expect(validateVariants(['a', 'b', 'c', 'd', 'e', 'f'].map((k) => v(k, k === 'a' ? 50 : 10)))).toBe(
      'app.experiment.variants_max',
    );
    expect(validateVariants(undefined)).toBe('app.experiment.variants_min');
    expect(validateVariants([v('control', 50), v('control', 50)])).toBe('app.experiment.variants_unique');
    expect(validateVariants([v('control', 50.5), v('a', 49.5)])).toBe('app.experiment.weight_whole');
    expect(validateVariants([v('control', 60), v('a', 60)])).toBe('app.experiment.weights_sum');
    expect(validateVariants([v('control', '50'), v('a', '45')])).toBe('app.experiment.weights_sum');
    expect(variantsValidator([v('control', 60), v('a', 60)])).toEqual({
      message: 'app.experiment.weights_sum',
      args: { total: 120 },
    });
  });

  it('takes keys of lower-case words joined by underscores', () => {
    expect(keyFormat('hero_cta_test')).toBeUndefined();
    expect(keyFormat('Hero-CTA')).toBe('app.experiment.key_format');
    expect(keyFormat('ab')).toBe('app.experiment.key_format');
    expect(keyFormat('9_lives')).toBe('app.experiment.key_format');
    expect(variantKeyFormat('a')).toBeUndefined();
    expect(variantKeyFormat('Variant')).toBe('app.experiment.key_format');
  });

  it('sends an update without key, status or results', () => {
    const body = toUpdateBody({
      key: 'k',
      name: ' Name ',
      trafficPercent: 20,
      variants: [v('control', '50'), v('a', 50)],
      goals: ['purchase'],
      ...({ status: 'draft', results: [] } as object),
    });
    expect(body).toEqual({
      name: 'Name',
      description: '',
      trafficPercent: 20,
      variants: [
        { key: 'control', name: 'control', weight: 50 },
        { key: 'a', name: 'a', weight: 50 },
      ],
      goals: ['purchase'],
    });
  });

  it('names every status and goal the screens show', () => {
    for (const s of EXPERIMENT_STATUSES) expect(en.app.experiment_status[s]).toBeTruthy();
    for (const g of GOALS) expect(en.app.experiment_goal[g]).toBeTruthy();
  });
});
