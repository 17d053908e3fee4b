import fc from 'fast-check';
import { decimalToMinor, minorDigitsOf, minorToDecimal, toMinorNumber } from './minor-units.js';

describe('minor units', () => {
  it('writes minor units as exact decimal strings for 0-, 2- and 3-digit currencies', () => {
    expect(minorToDecimal(12345, 2)).toBe('123.45');
    expect(minorToDecimal(5, 2)).toBe('0.05');
    expect(minorToDecimal(5n, 3)).toBe('0.005');
    expect(minorToDecimal(1000, 3)).toBe('1.000');
    expect(minorToDecimal(700, 0)).toBe('700');
    expect(minorToDecimal(0, 2)).toBe('0.00');
    // Past 2^53 a float would already have lost the last digit; the string never touches one.
    expect(minorToDecimal(9007199254740991n, 2)).toBe('90071992547409.91');
  });

  it('reads provider decimals back exactly and refuses what it would have to round', () => {
    expect(decimalToMinor(12500.5, 2)).toBe(1250050);
    expect(decimalToMinor('12500.50', 2)).toBe(1250050);
    expect(decimalToMinor(0.3, 2)).toBe(30);
    expect(decimalToMinor(1500, 2)).toBe(150000);
    expect(decimalToMinor('3.141', 3)).toBe(3141);
    expect(decimalToMinor(700, 0)).toBe(700);
    expect(() => decimalToMinor(100.505, 2)).toThrow(RangeError);
    expect(() => decimalToMinor('1.5', 0)).toThrow(RangeError);
    expect(() => decimalToMinor('-1', 2)).toThrow(RangeError);
    expect(() => decimalToMinor(1e-7, 2)).toThrow(RangeError);
    expect(() => decimalToMinor('1e3', 2)).toThrow(RangeError);
  });

  it('round-trips every safe amount through the decimal string and through a JSON number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.constantFrom(0, 2, 3), (minor, digits) => {
        const text = minorToDecimal(minor, digits);
        expect(decimalToMinor(text, digits)).toBe(minor);
        expect(decimalToMinor(Number(text), digits)).toBe(minor);
      }),
    );
  });

  it('refuses amounts that are not safe non-negative integers', () => {
    expect(() => toMinorNumber(1.5)).toThrow(RangeError);
    expect(() => toMinorNumber(-1)).toThrow(RangeError);
    expect(() => toMinorNumber(2n ** 60n)).toThrow(RangeError);
    expect(toMinorNumber(42n)).toBe(42);
  });

  it('knows the exponents of the currencies it converts', () => {
    expect(minorDigitsOf('KES')).toBe(2);
    expect(minorDigitsOf('UGX')).toBe(0);
    expect(minorDigitsOf('TND')).toBe(3);
    expect(minorDigitsOf('XXX')).toBeUndefined();
  });
});
