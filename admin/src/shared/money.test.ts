import { describe, expect, it } from 'vitest';
import {
  formatBasisPoints,
  formatMoney,
  minorDigits,
  minorToDecimal,
  minorToInput,
  parseMajor,
  proRataFee,
  refundSplit,
  toMinor,
} from './money';

/** Intl puts narrow no-break spaces and direction marks in places; compare the visible text. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('formatMoney', () => {
  it('writes each currency with its own ISO digits, whatever Intl thinks', () => {
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(plain(formatMoney(1234567, 'TND', 'en'))).toBe('TND 1,234.567');
    expect(plain(formatMoney(1500, 'UGX', 'en'))).toBe('UGX 1,500');
    expect(plain(formatMoney(1500, 'XOF', 'en'))).toMatch(/^F\s?CFA 1,500$/);
    expect(plain(formatMoney(1500, 'XAF', 'en'))).toMatch(/1,500$/);
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(plain(formatMoney(5, 'KES', 'en'))).toBe('KES 0.05');
    expect(plain(formatMoney(7, 'TND', 'en'))).toBe('TND 0.007');
  });

  it('is exact beyond what a float holds (no rounding through a double)', () => {
    // 2^53 + 1 cents: as a float it would print …992.00
    expect(formatMoney('9007199254740993', 'USD', 'en')).toBe('$90,071,992,547,409.93');
    expect(formatMoney(9007199254740993n, 'TND', 'en')).toMatch(/9,007,199,254,740\.993$/);
    // 0.1 + 0.2-style amounts stay what they are
    expect(formatMoney(30, 'USD', 'en')).toBe('$0.30');
    expect(formatMoney(-1999, 'USD', 'en')).toBe('-$19.99');
  });

  it('follows the console’s language', () => {
    expect(plain(formatMoney(1234567, 'TND', 'fr'))).toBe('1 234,567 TND');
    expect(plain(formatMoney(250000, 'KES', 'fr'))).toBe('2 500,00 KES');
    expect(plain(formatMoney(1234567, 'TND', 'ar'))).toContain('1,234.567');
  });

  it('shows what it cannot read as it came, never a guess', () => {
    expect(formatMoney(12.5, 'USD', 'en')).toBe('12.5 USD');
    expect(formatMoney('12.5', 'USD', 'en')).toBe('12.5 USD');
    expect(formatMoney(5, 'XX', 'en')).toBe('5 XX');
    expect(formatMoney(null, 'USD', 'en')).toBe('USD');
  });
});

describe('minor units', () => {
  it('knows the digits of 0-, 2- and 3-decimal currencies', () => {
    expect([minorDigits('UGX'), minorDigits('XOF'), minorDigits('JPY'), minorDigits('XAF')]).toEqual([
      0, 0, 0, 0,
    ]);
    expect([minorDigits('KES'), minorDigits('USD')]).toEqual([2, 2]);
    expect([minorDigits('TND'), minorDigits('KWD')]).toEqual([3, 3]);
    expect(minorDigits('nope')).toBeNull();
  });

  it('reads numbers and integer strings, refuses fractions', () => {
    expect(toMinor(42)).toBe(42n);
    expect(toMinor('-42')).toBe(-42n);
    expect(toMinor(0.5)).toBeNull();
    expect(toMinor(2 ** 60)).toBeNull();
    expect(toMinor('1e3')).toBeNull();
  });

  it('writes exact decimals', () => {
    expect(minorToDecimal(5n, 3)).toBe('0.005');
    expect(minorToDecimal(-5n, 2)).toBe('-0.05');
    expect(minorToDecimal(1500n, 0)).toBe('1500');
    expect(minorToInput(1234567n, 'TND')).toBe('1234.567');
    expect(minorToInput(1500n, 'UGX')).toBe('1500');
  });
});

describe('parseMajor', () => {
  it('turns typed major units into minor units exactly', () => {
    expect(parseMajor('12.5', 'USD')).toEqual({ ok: true, minor: 1250n });
    expect(parseMajor('12,5', 'USD')).toEqual({ ok: true, minor: 1250n });
    expect(parseMajor('0.29', 'USD')).toEqual({ ok: true, minor: 29n }); // 0.29 * 100 is 28.999… as floats
    expect(parseMajor('1.005', 'TND')).toEqual({ ok: true, minor: 1005n });
    expect(parseMajor('1500', 'UGX')).toEqual({ ok: true, minor: 1500n });
    expect(parseMajor('1500.', 'UGX')).toEqual({ ok: true, minor: 1500n });
    expect(parseMajor('1500.000', 'UGX')).toEqual({ ok: true, minor: 1500n });
    expect(parseMajor('١٢٫٥', 'KES')).toEqual({ ok: true, minor: 1250n });
    expect(parseMajor(' 90071992547409.93 ', 'USD')).toEqual({ ok: true, minor: 9007199254740993n });
  });

  it('refuses more decimals than the currency has instead of rounding', () => {
    expect(parseMajor('1.0005', 'TND')).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(parseMajor('0.5', 'UGX')).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(parseMajor('1.999', 'USD')).toEqual({ ok: false, error: 'too_many_decimals' });
  });

  it('refuses what is not a positive amount', () => {
    expect(parseMajor('', 'USD')).toEqual({ ok: false, error: 'empty' });
    expect(parseMajor('-3', 'USD')).toEqual({ ok: false, error: 'not_a_number' });
    expect(parseMajor('1,500.00', 'USD')).toEqual({ ok: false, error: 'not_a_number' });
    expect(parseMajor('1e3', 'USD')).toEqual({ ok: false, error: 'not_a_number' });
    expect(parseMajor('0', 'USD')).toEqual({ ok: false, error: 'not_positive' });
    expect(parseMajor('0.00', 'USD')).toEqual({ ok: false, error: 'not_positive' });
    expect(parseMajor('5', 'ZZZZ')).toEqual({ ok: false, error: 'unknown_currency' });
  });
});

describe('the fee pro rata', () => {
  it('rounds half up like trade’s proRataFee, and is exact at both ends', () => {
    // 5% of 19.99 is 1.00 (99.95 cents half up); releasing half of 19.99 (9.99) keeps 0.50 of it
    expect(proRataFee(100n, 1999n, 1999n)).toBe(100n);
    expect(proRataFee(100n, 1999n, 0n)).toBe(0n);
    expect(proRataFee(100n, 1999n, 999n)).toBe(50n); // 49.97… → 50
    expect(proRataFee(100n, 2000n, 1010n)).toBe(51n); // 50.5 → 51
    expect(proRataFee(3n, 7n, 5n)).toBe(2n); // 2.142… → 2
    expect(() => proRataFee(100n, 1999n, 2000n)).toThrow(RangeError);
  });

  it('splits a partial refund so buyer, seller and platform add up to the order', () => {
    for (const [amount, fee, refund] of [
      [1999n, 100n, 999n],
      [1500n, 75n, 1n], // UGX
      [1234567n, 37037n, 617284n], // TND
    ] as const) {
      const s = refundSplit(amount, fee, refund);
      expect(s.refund + s.sellerNet + s.fee).toBe(amount);
      expect(s.released).toBe(amount - refund);
    }
    expect(refundSplit(1999n, 100n, 999n)).toEqual({
      refund: 999n,
      released: 1000n,
      fee: 50n,
      sellerNet: 950n,
    });
  });
});

describe('formatBasisPoints', () => {
  it('writes plan fees as percentages', () => {
    expect(formatBasisPoints(500, 'en')).toBe('5%');
    expect(formatBasisPoints(250, 'en')).toBe('2.5%');
    expect(plain(formatBasisPoints(300, 'fr'))).toBe('3 %');
  });
});
