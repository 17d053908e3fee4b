import { MAX_LINE_QUANTITY, priceLine, type PriceableProduct } from './line-pricing.js';

const cocoa: PriceableProduct = {
  currency: 'GHS',
  moq: 5,
  status: 'published',
  // Deliberately out of order: the tiers' order in an event is not to be trusted.
  priceTiers: [
    { minQuantity: 100, unitPriceMinor: 2_750_000 },
    { minQuantity: 5, unitPriceMinor: 3_000_000 },
    { minQuantity: 20, unitPriceMinor: 2_900_000 },
  ],
};

const price = (quantity: number, product: PriceableProduct = cocoa) => priceLine(product, quantity);

describe('priceLine', () => {
  it('takes the unit price of the highest tier the quantity reaches', () => {
    expect(price(5)).toEqual({
      ok: true,
      currency: 'GHS',
      quantity: 5,
      unitPriceMinor: 3_000_000n,
      totalMinor: 15_000_000n,
      tierMinQuantity: 5,
    });
    expect(price(19)).toMatchObject({
      unitPriceMinor: 3_000_000n,
      totalMinor: 57_000_000n,
      tierMinQuantity: 5,
    });
    expect(price(20)).toMatchObject({
      unitPriceMinor: 2_900_000n,
      totalMinor: 58_000_000n,
      tierMinQuantity: 20,
    });
    expect(price(99)).toMatchObject({ unitPriceMinor: 2_900_000n, tierMinQuantity: 20 });
    expect(price(100)).toMatchObject({
      unitPriceMinor: 2_750_000n,
      totalMinor: 275_000_000n,
      tierMinQuantity: 100,
    });
    expect(price(100_000)).toMatchObject({ unitPriceMinor: 2_750_000n, tierMinQuantity: 100 });
  });

  it('refuses a quantity below the MOQ and names it', () => {
    expect(price(4)).toEqual({ ok: false, reason: 'below_moq', moq: 5 });
    expect(price(1)).toEqual({ ok: false, reason: 'below_moq', moq: 5 });
    // A first tier above the MOQ is the real minimum: nothing below it has a price.
    expect(price(7, { ...cocoa, moq: 1, priceTiers: [{ minQuantity: 10, unitPriceMinor: 100 }] })).toEqual({
      ok: false,
      reason: 'below_moq',
      moq: 10,
    });
  });

  it('refuses quantities that are not whole, positive and bounded', () => {
    for (const q of [0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_LINE_QUANTITY + 1])
      expect(price(q)).toEqual({ ok: false, reason: 'invalid_quantity' });
    expect(price(MAX_LINE_QUANTITY)).toMatchObject({ ok: true, quantity: MAX_LINE_QUANTITY });
  });

  it('sells only published products', () => {
    for (const status of ['submitted', 'rejected', 'archived'] as const)
      expect(price(10, { ...cocoa, status })).toEqual({ ok: false, reason: 'not_available', status });
  });

  it('has no price without tiers', () => {
    expect(price(10, { ...cocoa, priceTiers: [] })).toEqual({ ok: false, reason: 'no_price' });
  });

  it('multiplies exactly beyond the range of doubles', () => {
    // 1e13 minor units × 1e9 units = 1e22: a double would round it, bigint does not.
    const dear = { ...cocoa, moq: 1, priceTiers: [{ minQuantity: 1, unitPriceMinor: 9_999_999_999_999 }] };
    expect(price(999_999_999, dear)).toMatchObject({ totalMinor: 9_999_999_999_999n * 999_999_999n });
  });

  it('works for currencies with 0 and 3 minor digits alike (amounts are minor units)', () => {
    const ugx = {
      ...cocoa,
      currency: 'UGX',
      moq: 1,
      priceTiers: [{ minQuantity: 1, unitPriceMinor: 3_700 }],
    };
    expect(price(3, ugx)).toMatchObject({ currency: 'UGX', totalMinor: 11_100n });
    const tnd = {
      ...cocoa,
      currency: 'TND',
      moq: 1,
      priceTiers: [{ minQuantity: 1, unitPriceMinor: 3_105 }],
    };
    expect(price(3, tnd)).toMatchObject({ currency: 'TND', totalMinor: 9_315n });
  });
});
