import fc from 'fast-check';
import { formatBasisPoints, formatCount, formatMoney, minorDigits, minorToDecimal } from './money-format.js';

/** Intl may put invisible direction marks and non-breaking spaces around the parts. */
const plain = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('money formatting', () => {
  it('knows the ISO 4217 minor digits, whatever the ICU build says', () => {
    expect([minorDigits('KES'), minorDigits('USD'), minorDigits('TND'), minorDigits('UGX')]).toEqual([
      2, 2, 3, 0,
    ]);
    expect([minorDigits('JPY'), minorDigits('XOF'), minorDigits('XAF'), minorDigits('KWD')]).toEqual([
      0, 0, 0, 3,
    ]);
  });

  it('writes minor units as an exact decimal, signs and leading zeros included', () => {
    expect(minorToDecimal(123456n, 3)).toBe('123.456');
    expect(minorToDecimal(5n, 2)).toBe('0.05');
    expect(minorToDecimal(-5n, 3)).toBe('-0.005');
    expect(minorToDecimal(1500000n, 0)).toBe('1500000');
  });

  it('never loses a digit, even beyond what a float can hold', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.integer({ min: 0, max: 3 }),
        (minor, digits) => {
          const d = minorToDecimal(minor, digits);
          expect(BigInt(d.replace('.', ''))).toBe(minor);
          expect(d.includes('.') ? d.split('.')[1]!.length : 0).toBe(digits);
        },
      ),
    );
    expect(plain(formatMoney(123456789012345678n, 'KES', 'en'))).toBe('KES 1,234,567,890,123,456.78');
  });

  it('formats each currency with its own decimals in each language', () => {
    expect(plain(formatMoney(150000n, 'KES', 'en'))).toBe('KES 1,500.00');
    expect(plain(formatMoney(150000n, 'KES', 'fr'))).toBe('1 500,00 KES');
    expect(plain(formatMoney(1234505n, 'TND', 'en'))).toBe('TND 1,234.505');
    expect(plain(formatMoney(1500000n, 'UGX', 'en'))).toBe('UGX 1,500,000');
    expect(plain(formatMoney(1500000n, 'UGX', 'fr'))).toBe('1 500 000 UGX');
    expect(plain(formatMoney(98765n, 'JPY', 'en'))).toBe('¥98,765');
  });

  it('writes Arabic with Arabic-Indic digits, as the storefront does', () => {
    expect(plain(formatMoney(150000n, 'KES', 'ar'))).toBe('١٬٥٠٠٫٠٠ KES');
    expect(plain(formatMoney(1234505n, 'TND', 'ar'))).toContain('١٬٢٣٤٫٥٠٥');
    expect(plain(formatMoney(1500000n, 'UGX', 'ar'))).toBe('١٬٥٠٠٬٠٠٠ UGX');
    expect(formatCount(12n, 'ar')).toBe('١٢');
    expect(plain(formatBasisPoints(300, 'ar'))).toBe('٣٪');
  });

  it('shows fee rates from basis points', () => {
    expect(formatBasisPoints(300, 'en')).toBe('3%');
    expect(formatBasisPoints(250, 'en')).toBe('2.5%');
    expect(plain(formatBasisPoints(500, 'fr'))).toBe('5 %');
  });
});
