import { describe, expect, it } from 'vitest';
import { majorString, priceRange, quantityRange, tierRows } from './price-tiers';

describe('price tiers for display', () => {
  const tiers = [
    { minQuantity: 1000, unitPriceMinor: 900 },
    { minQuantity: 100, unitPriceMinor: 1250 },
    { minQuantity: 500, unitPriceMinor: 1100 },
  ];

  it('turns tiers into quantity ranges, whatever order they come in', () => {
    expect(tierRows(tiers)).toEqual([
      { from: 100, to: 499, unitPriceMinor: 1250 },
      { from: 500, to: 999, unitPriceMinor: 1100 },
      { from: 1000, to: null, unitPriceMinor: 900 },
    ]);
  });

  it('writes ranges in the reader’s digits', () => {
    const [a, , c] = tierRows(tiers);
    expect(quantityRange(a!, 'en-GB')).toBe('100–499');
    expect(quantityRange(c!, 'en-GB')).toBe('1,000+');
    expect(quantityRange(c!, 'ar-EG')).toBe('١٬٠٠٠+');
    expect(quantityRange({ from: 5, to: 5, unitPriceMinor: 1 }, 'en-GB')).toBe('5');
  });

  it('gives the lowest and highest unit price', () => {
    expect(priceRange(tiers)).toEqual({ min: 900, max: 1250 });
    expect(priceRange([])).toBeNull();
  });

  it('writes schema.org prices with the currency’s decimals', () => {
    expect(majorString(125050, 2)).toBe('1250.50');
    expect(majorString(1500, 0)).toBe('1500');
    expect(majorString(12345, 3)).toBe('12.345');
  });
});
