import { describe, expect, it } from 'vitest';
import { formatMinor } from '../../../currency/money';
import { digitsOf, formatBasisPoints, formatMoney, minorToDecimal, parseMajor, toMinor } from './trade-money';

// Intl puts narrow no-break spaces and bidi marks between parts; compare on plain characters.
const plain = (s: string) => s.replace(/[\u00a0\u202f\u200e\u200f\u061c]/g, ' ');

describe('trade money: integer minor units with the currency’s ISO digits', () => {
  it('knows 0-, 2- and 3-digit currencies, including sellers’ currencies outside the fourteen', () => {
    expect(['KES', 'USD', 'UGX', 'XOF', 'JPY', 'TND', 'KWD'].map(digitsOf)).toEqual([2, 2, 0, 0, 0, 3, 3]);
  });

  it('writes minor units as an exact decimal', () => {
    expect(minorToDecimal(123456n, 3)).toBe('123.456');
    expect(minorToDecimal(5n, 2)).toBe('0.05');
    expect(minorToDecimal(-5n, 2)).toBe('-0.05');
    expect(minorToDecimal(1500000n, 0)).toBe('1500000');
  });

  it('formats KES, UGX and TND as the storefront does', () => {
    expect(plain(formatMoney(123456, 'KES', 'en-GB'))).toBe(plain(formatMinor(123456, 'KES', 'en-GB')));
    expect(plain(formatMoney(123456, 'KES', 'en-GB'))).toMatch(/1,234\.56$/);
    expect(plain(formatMoney(1500000, 'UGX', 'en-GB'))).toMatch(/1,500,000$/);
    expect(plain(formatMoney(12345, 'TND', 'fr-FR'))).toMatch(/12,345/);
    expect(formatMoney(2900, 'USD', 'ar-EG')).toMatch(/٢٩/);
  });

  it('is exact where a float is not: the last minor unit of a huge amount survives', () => {
    // 2^53 - 1 minor units: dividing by 100 as a float loses the final cents.
    const s = plain(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en-GB'));
    expect(s).toBe('$90,071,992,547,409.91');
    expect(plain(formatMoney(10n ** 20n + 1n, 'KES', 'en-GB'))).toMatch(/1,000,000,000,000,000,000\.01$/);
  });

  it('refuses amounts that are not integers of minor units', () => {
    expect(() => toMinor(12.5)).toThrow(RangeError);
    expect(() => toMinor('12.5')).toThrow(RangeError);
    expect(toMinor('42')).toBe(42n);
  });

  it('parses typed amounts exactly, refusing more decimals than the currency has', () => {
    expect(parseMajor('1500.5', 'KES')).toEqual({ ok: true, minor: 150050n });
    expect(parseMajor('1 500,50', 'KES')).toEqual({ ok: true, minor: 150050n });
    expect(parseMajor('0.1', 'TND')).toEqual({ ok: true, minor: 100n });
    expect(parseMajor('12.345', 'TND')).toEqual({ ok: true, minor: 12345n });
    expect(parseMajor('1500', 'UGX')).toEqual({ ok: true, minor: 1500n });
    expect(parseMajor('1500.5', 'UGX')).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(parseMajor('1.005', 'KES')).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(parseMajor('1.50', 'UGX')).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(parseMajor('1.00', 'UGX')).toEqual({ ok: true, minor: 1n });
    expect(parseMajor('', 'KES')).toEqual({ ok: false, error: 'empty' });
    expect(parseMajor('-3', 'KES')).toEqual({ ok: false, error: 'not_a_number' });
    expect(parseMajor('0', 'KES')).toEqual({ ok: false, error: 'not_positive' });
    // Far beyond a float's precision, still exact.
    expect(parseMajor('90071992547409.91', 'USD')).toEqual({ ok: true, minor: 9007199254740991n });
  });

  it('shows fee rates as percentages', () => {
    expect(formatBasisPoints(500, 'en-GB')).toBe('5%');
    expect(formatBasisPoints(250, 'en-GB')).toBe('2.5%');
  });
});
