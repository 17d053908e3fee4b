import fc from 'fast-check';
import {
  lineState,
  MAX_LINE_TOTAL_MINOR,
  MAX_QUANTITY,
  priceSnapshot,
  quantityFault,
  subtotals,
  unitPriceFor,
  type PriceTier,
} from './pricing.js';

const TIERS: PriceTier[] = [
  { minQuantity: 5, unitPriceMinor: 3_000_000 },
  { minQuantity: 20, unitPriceMinor: 2_900_000 },
  { minQuantity: 100, unitPriceMinor: 2_750_000 },
];
const cocoa = { currency: 'GHS', priceTiers: TIERS, moq: 5, status: 'published' };

describe('unitPriceFor', () => {
  it('takes the last tier that starts at or below the quantity', () => {
    expect(unitPriceFor(TIERS, 5)).toBe(3_000_000);
    expect(unitPriceFor(TIERS, 19)).toBe(3_000_000);
    expect(unitPriceFor(TIERS, 20)).toBe(2_900_000);
    expect(unitPriceFor(TIERS, 99)).toBe(2_900_000);
    expect(unitPriceFor(TIERS, 100)).toBe(2_750_000);
    expect(unitPriceFor(TIERS, MAX_QUANTITY)).toBe(2_750_000);
  });

  it('reads tiers in quantity order whatever order they come in', () => {
    expect(unitPriceFor([...TIERS].reverse(), 25)).toBe(2_900_000);
  });

  it('prices a quantity below the first tier at the first tier, and no tiers at all as null', () => {
    expect(unitPriceFor(TIERS, 1)).toBe(3_000_000);
    expect(unitPriceFor([], 10)).toBeNull();
  });

  it('is the price of exactly the tier the quantity falls in (property)', () => {
    const tiers = fc
      .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 6 })
      .chain((starts) =>
        fc
          .array(fc.integer({ min: 1, max: 1_000_000 }), {
            minLength: starts.length,
            maxLength: starts.length,
          })
          .map((prices) => starts.map((s, i) => ({ minQuantity: s, unitPriceMinor: prices[i]! }))),
      );
    fc.assert(
      fc.property(tiers, fc.integer({ min: 1, max: 20_000 }), (ts, q) => {
        const sorted = [...ts].sort((a, b) => a.minQuantity - b.minQuantity);
        const reached = sorted.filter((t) => t.minQuantity <= q);
        const expected = (reached.at(-1) ?? sorted[0]!).unitPriceMinor;
        expect(unitPriceFor(ts, q)).toBe(expected);
      }),
    );
  });
});

describe('quantityFault', () => {
  it('accepts the MOQ and more', () => {
    expect(quantityFault(cocoa, 5)).toBeNull();
    expect(quantityFault(cocoa, 250)).toBeNull();
  });

  it('refuses less than the MOQ, naming it', () => {
    expect(quantityFault(cocoa, 4)).toEqual({ code: 'below_moq', moq: 5 });
  });

  it('refuses more than the largest quantity, and non-integers', () => {
    expect(quantityFault(cocoa, MAX_QUANTITY + 1)).toEqual({ code: 'quantity_too_large', max: MAX_QUANTITY });
    expect(quantityFault(cocoa, 5.5)).toEqual({ code: 'quantity_too_large', max: MAX_QUANTITY });
  });

  it('refuses a line whose total would pass the cap, so subtotals stay exact', () => {
    const dear = { ...cocoa, moq: 1, priceTiers: [{ minQuantity: 1, unitPriceMinor: 10_000_000_000 }] };
    expect(quantityFault(dear, 100)).toBeNull();
    expect(100 * 10_000_000_000).toBe(MAX_LINE_TOTAL_MINOR);
    expect(quantityFault(dear, 101)).toEqual({ code: 'line_total_too_large' });
  });
});

describe('priceSnapshot', () => {
  it("is the quantity's tier price in the product currency", () => {
    expect(priceSnapshot(cocoa, 20)).toEqual({ currency: 'GHS', unitPriceMinor: 2_900_000 });
  });
});

describe('lineState', () => {
  const line = { quantity: 20, currency: 'GHS', unitPriceMinor: 2_900_000 };

  it('has no flag while the tiers still give the accepted price', () => {
    expect(lineState(line, cocoa)).toEqual({ flags: [], repriced: null });
    // A change to another tier leaves this quantity's price, and the line, alone.
    const otherTier = {
      ...cocoa,
      priceTiers: [TIERS[0]!, TIERS[1]!, { minQuantity: 100, unitPriceMinor: 1 }],
    };
    expect(lineState(line, otherTier)).toEqual({ flags: [], repriced: null });
  });

  it("flags repriced with both prices when the quantity's tier price changed, up or down", () => {
    const up = { ...cocoa, priceTiers: [TIERS[0]!, { minQuantity: 20, unitPriceMinor: 3_100_000 }] };
    expect(lineState(line, up)).toEqual({
      flags: ['repriced'],
      repriced: {
        oldUnitPriceMinor: 2_900_000,
        oldCurrency: 'GHS',
        newUnitPriceMinor: 3_100_000,
        newCurrency: 'GHS',
      },
    });
    const down = { ...cocoa, priceTiers: [{ minQuantity: 5, unitPriceMinor: 2_000_000 }] };
    expect(lineState(line, down).repriced?.newUnitPriceMinor).toBe(2_000_000);
  });

  it('flags repriced when the tier moved so the quantity now falls in another one', () => {
    const moved = { ...cocoa, priceTiers: [TIERS[0]!, { minQuantity: 50, unitPriceMinor: 2_900_000 }] };
    expect(lineState(line, moved).repriced).toMatchObject({ newUnitPriceMinor: 3_000_000 });
  });

  it('flags repriced when only the currency changed', () => {
    expect(lineState(line, { ...cocoa, currency: 'USD' })).toMatchObject({
      flags: ['repriced'],
      repriced: { oldCurrency: 'GHS', newCurrency: 'USD', newUnitPriceMinor: 2_900_000 },
    });
  });

  it('flags below_moq when the MOQ rose above the quantity', () => {
    expect(lineState(line, { ...cocoa, moq: 25 }).flags).toEqual(['below_moq']);
  });

  it('flags unavailable (and nothing else) when the product is not published or unknown', () => {
    for (const status of ['archived', 'rejected', 'pending_review'])
      expect(lineState(line, { ...cocoa, status, moq: 999, currency: 'USD' })).toEqual({
        flags: ['unavailable'],
        repriced: null,
      });
    expect(lineState(line, null)).toEqual({ flags: ['unavailable'], repriced: null });
  });
});

describe('subtotals', () => {
  it('sums per currency at the accepted prices and leaves out unavailable lines', () => {
    expect(
      subtotals([
        { currency: 'USD', lineTotalMinor: 500, flags: [] },
        { currency: 'GHS', lineTotalMinor: 1_000, flags: ['repriced'] },
        { currency: 'GHS', lineTotalMinor: 250, flags: [] },
        { currency: 'GHS', lineTotalMinor: 9_999, flags: ['unavailable'] },
      ]),
    ).toEqual([
      { currency: 'GHS', amountMinor: 1_250 },
      { currency: 'USD', amountMinor: 500 },
    ]);
    expect(subtotals([])).toEqual([]);
  });
});
