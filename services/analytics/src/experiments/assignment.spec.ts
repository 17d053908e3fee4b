import { randomUUID } from 'node:crypto';
import { assignVariant, type AssignableExperiment } from './assignment.js';

const HERO: AssignableExperiment = {
  key: 'hero_cta_test',
  trafficPercent: 100,
  variants: [
    { key: 'control', weight: 50 },
    { key: 'variant_a', weight: 50 },
  ],
};
const LAYOUT: AssignableExperiment = {
  key: 'product_layout_test',
  trafficPercent: 50,
  variants: [
    { key: 'grid', weight: 50 },
    { key: 'list', weight: 50 },
  ],
};

const N = 10_000;
const TOLERANCE = 0.025;
const ids = Array.from({ length: N }, () => randomUUID());

function shares(experiment: AssignableExperiment): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (const id of ids) {
    const v = assignVariant(experiment, id);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return counts;
}

describe('assignVariant', () => {
  it('splits 10,000 anonymous ids 50/50 within ±2.5 points', () => {
    const counts = shares(HERO);
    expect([...counts.keys()].sort()).toEqual(['control', 'variant_a']);
    for (const key of ['control', 'variant_a'])
      expect(Math.abs(counts.get(key)! / N - 0.5)).toBeLessThan(TOLERANCE);
  });

  it('includes half the ids in a 50 % traffic test, split 50/50 among them', () => {
    const counts = shares(LAYOUT);
    const outside = counts.get(null) ?? 0;
    expect(Math.abs(outside / N - 0.5)).toBeLessThan(TOLERANCE);
    const inside = N - outside;
    for (const key of ['grid', 'list'])
      expect(Math.abs(counts.get(key)! / inside - 0.5)).toBeLessThan(TOLERANCE);
  });

  it('gives the same id the same variant every time, whatever the case of the id', () => {
    for (const id of ids.slice(0, 500)) {
      const first = assignVariant(HERO, id);
      expect(assignVariant(HERO, id)).toBe(first);
      expect(assignVariant({ ...HERO }, id.toUpperCase())).toBe(first);
      expect(assignVariant(LAYOUT, id)).toBe(assignVariant(LAYOUT, id));
    }
  });

  it('decides each experiment independently: the hero variant says nothing about the layout', () => {
    const both = ids.filter(
      (id) => assignVariant(HERO, id) === 'variant_a' && assignVariant(LAYOUT, id) === 'list',
    );
    // Independent halves of halves of a half: about 12.5 %.
    expect(Math.abs(both.length / N - 0.125)).toBeLessThan(TOLERANCE);
  });

  it('follows unequal weights and the traffic bounds', () => {
    const three: AssignableExperiment = {
      key: 'three_way',
      trafficPercent: 100,
      variants: [
        { key: 'control', weight: 20 },
        { key: 'b', weight: 30 },
        { key: 'c', weight: 50 },
      ],
    };
    const counts = shares(three);
    expect(Math.abs(counts.get('control')! / N - 0.2)).toBeLessThan(TOLERANCE);
    expect(Math.abs(counts.get('b')! / N - 0.3)).toBeLessThan(TOLERANCE);
    expect(Math.abs(counts.get('c')! / N - 0.5)).toBeLessThan(TOLERANCE);
    expect(ids.every((id) => assignVariant({ ...HERO, trafficPercent: 0 }, id) === null)).toBe(true);
    const zeroWeight = {
      ...HERO,
      variants: [
        { key: 'control', weight: 0 },
        { key: 'variant_a', weight: 100 },
      ],
    };
    expect(ids.every((id) => assignVariant(zeroWeight, id) === 'variant_a')).toBe(true);
  });
});
