import { divideHalfEven, parseDecimal, toUsdCents } from './usd.js';

describe('toUsdCents', () => {
  it('converts Kenyan shillings (2 minor digits) at a whole and a fractional rate', () => {
    expect(toUsdCents(15_000n, 'KES', { perUsd: '150', digits: 2 })).toBe(100n);
    expect(toUsdCents(1_500_000n, 'KES', { perUsd: '150', digits: 2 })).toBe(10_000n);
    // 100.00 KES at 129.5 per USD = 77.2200… cents
    expect(toUsdCents(10_000n, 'KES', { perUsd: '129.5', digits: 2 })).toBe(77n);
  });

  it('converts Ugandan shillings, which have no minor unit', () => {
    expect(toUsdCents(37_000n, 'UGX', { perUsd: '3700', digits: 0 })).toBe(1_000n);
    expect(toUsdCents(1n, 'UGX', { perUsd: '3700', digits: 0 })).toBe(0n);
  });

  it('converts Tunisian dinars, which have three minor digits', () => {
    expect(toUsdCents(3_100n, 'TND', { perUsd: '3.1', digits: 3 })).toBe(100n);
    expect(toUsdCents(1_000n, 'TND', { perUsd: '3.1', digits: 3 })).toBe(32n); // 32.258… cents
  });

  it('rounds exact halves to the even cent', () => {
    const two = { perUsd: '2', digits: 2 };
    expect(toUsdCents(1n, 'XAF', two)).toBe(0n); // 0.5
    expect(toUsdCents(3n, 'XAF', two)).toBe(2n); // 1.5
    expect(toUsdCents(5n, 'XAF', two)).toBe(2n); // 2.5
    expect(toUsdCents(7n, 'XAF', two)).toBe(4n); // 3.5
    expect(toUsdCents(-3n, 'XAF', two)).toBe(-2n);
  });

  it('stays exact where a float would drift', () => {
    // 0.1 + 0.2 style: 30 000 000 000.03 EUR at 0.85 is not a float-friendly sum.
    expect(toUsdCents(3_000_000_000_003n, 'EUR', { perUsd: '0.85', digits: 2 })).toBe(3_529_411_764_709n);
  });

  it('needs no rate for US dollars', () => {
    expect(toUsdCents(12_345n, 'USD', undefined)).toBe(12_345n);
  });

  it('gives null for a currency without a usable rate', () => {
    expect(toUsdCents(100n, 'XYZ', undefined)).toBeNull();
    expect(toUsdCents(100n, 'KES', { perUsd: '0', digits: 2 })).toBeNull();
    expect(toUsdCents(100n, 'KES', { perUsd: '1e3', digits: 2 })).toBeNull();
    expect(toUsdCents(100n, 'KES', { perUsd: '-150', digits: 2 })).toBeNull();
    expect(toUsdCents(100n, 'KES', { perUsd: '150', digits: -1 })).toBeNull();
  });
});

describe('parseDecimal and divideHalfEven', () => {
  it('reads decimal text exactly', () => {
    expect(parseDecimal('3.10')).toEqual({ num: 310n, den: 100n });
    expect(parseDecimal(' 150 ')).toEqual({ num: 150n, den: 1n });
    expect(parseDecimal('0.000')).toBeNull();
    expect(parseDecimal('.5')).toBeNull();
  });

  it('rounds below, above and at the half', () => {
    expect(divideHalfEven(14n, 10n)).toBe(1n);
    expect(divideHalfEven(16n, 10n)).toBe(2n);
    expect(divideHalfEven(15n, 10n)).toBe(2n);
    expect(divideHalfEven(25n, 10n)).toBe(2n);
    expect(divideHalfEven(-15n, 10n)).toBe(-2n);
  });
});
