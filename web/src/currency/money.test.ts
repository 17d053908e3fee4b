import { describe, expect, it } from 'vitest';
import { convertMinor, formatMinor, type Rate } from './money';

const rate = (currency: string, perUsd: number, minorDigits: number): Rate => ({
  currency,
  perUsd,
  minorDigits,
});
const USD = rate('USD', 1, 2);
const KES = rate('KES', 129.5, 2);
const TND = rate('TND', 3.1, 3);
const UGX = rate('UGX', 3700, 0);

// Intl puts narrow no-break spaces and bidi marks between parts; compare on plain characters.
const plain = (s: string) => s.replace(/[\u00a0\u202f\u200e\u200f\u061c]/g, ' ');

describe('formatMinor: ISO 4217 decimals in the reader locale', () => {
  it('TND has three decimals', () => {
    expect(plain(formatMinor(12345, 'TND', 'en-GB'))).toMatch(/12\.345/);
    expect(plain(formatMinor(12345, 'TND', 'fr-FR'))).toMatch(/12,345/);
  });

  it('UGX has none', () => {
    const s = plain(formatMinor(1500000, 'UGX', 'en-GB'));
    expect(s).toMatch(/1,500,000/);
    expect(s).not.toMatch(/\.\d/);
  });

  it('USD has two, with the symbol', () => {
    expect(plain(formatMinor(2900, 'USD', 'en-GB'))).toBe('$29.00');
  });

  it('ar-EG writes Arabic-Indic digits', () => {
    const s = formatMinor(2900, 'USD', 'ar-EG');
    expect(s).toMatch(/[٠-٩]/);
    expect(s).not.toMatch(/[0-9]/);
    expect(s).toContain('٢٩');
  });
});

describe('convertMinor: through USD, rounded to the target minor unit', () => {
  it('converts between two non-USD currencies through USD', () => {
    // 1,000.00 KES → 7.7220… USD → 23.938 TND (3 decimals: 23938 minor).
    expect(convertMinor(100000, KES, TND)).toBe(Math.round((1000 / 129.5) * 3.1 * 1000));
    expect(convertMinor(100000, KES, TND)).toBe(23938);
  });

  it('honours each side’s minor units', () => {
    expect(convertMinor(2900, USD, UGX)).toBe(107300); // 29 USD → 107,300 UGX (no decimals)
    expect(convertMinor(107300, UGX, USD)).toBe(2900);
    expect(convertMinor(3100, TND, USD)).toBe(100); // 3.100 TND → 1.00 USD
  });

  it('is the identity at the same rate', () => {
    expect(convertMinor(12345, KES, KES)).toBe(12345);
  });
});
