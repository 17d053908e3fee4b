import { describe, expect, it } from 'vitest';
import { specKeys, specValue } from './spec-keys';

describe('specification rows of a comparison', () => {
  const a = {
    specifications: [
      { key: 'Moisture', value: '7%' },
      { key: 'Grade', value: 'A' },
    ],
  };
  const b = {
    specifications: [
      { key: 'grade ', value: 'B' },
      { key: 'Bag', value: '64 kg' },
    ],
  };

  it('is the union of names in order of first appearance, case and spacing ignored', () => {
    expect(specKeys([a, b])).toEqual(['Moisture', 'Grade', 'Bag']);
  });

  it('finds each product’s value by the same matching', () => {
    expect(specValue(b, 'Grade')).toBe('B');
    expect(specValue(a, 'Bag')).toBeUndefined();
  });
});
