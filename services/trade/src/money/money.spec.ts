import { MINOR_DIGITS, SUPPORTED_CURRENCIES, currencyCode, isSupportedCurrency } from './currency.js';
import {
  addMoney,
  fromMajorString,
  money,
  moneyJson,
  sumMoney,
  toMajorString,
  toMinorNumber,
} from './money.js';

describe('currencies', () => {
  it('has the ISO 4217 digits of the fourteen supported currencies and the CFA francs', () => {
    expect(SUPPORTED_CURRENCIES).toHaveLength(14);
    expect(MINOR_DIGITS.TND).toBe(3);
    for (const zeroDecimal of ['UGX', 'XOF', 'XAF'] as const) expect(MINOR_DIGITS[zeroDecimal]).toBe(0);
    const others = SUPPORTED_CURRENCIES.filter((c) => c !== 'TND' && c !== 'UGX');
    for (const c of others) expect(MINOR_DIGITS[c]).toBe(2);
    expect(isSupportedCurrency('XOF')).toBe(false);
    expect(isSupportedCurrency('KES')).toBe(true);
    expect(() => currencyCode('JPY')).toThrow(RangeError);
  });
});

describe('Money', () => {
  it('parses and prints major units with exactly the currency digits', () => {
    expect(fromMajorString('12.5', 'USD')).toEqual(money(1250n, 'USD'));
    expect(fromMajorString('1.005', 'TND')).toEqual(money(1005n, 'TND'));
    expect(fromMajorString('3700', 'UGX')).toEqual(money(3700n, 'UGX'));
    expect(fromMajorString('-0.07', 'KES')).toEqual(money(-7n, 'KES'));
    expect(() => fromMajorString('1.005', 'USD')).toThrow(RangeError);
    expect(() => fromMajorString('10.5', 'UGX')).toThrow(RangeError);
    expect(() => fromMajorString('1e3', 'USD')).toThrow(RangeError);
    expect(toMajorString(money(1250, 'USD'))).toBe('12.50');
    expect(toMajorString(money(5, 'TND'))).toBe('0.005');
    expect(toMajorString(money(7, 'UGX'))).toBe('7');
    expect(toMajorString(money(-7, 'KES'))).toBe('-0.07');
  });

  it('adds only within one currency and takes only integers', () => {
    expect(sumMoney([money(1, 'KES'), money(2, 'KES')], 'KES')).toEqual(money(3, 'KES'));
    expect(() => addMoney(money(1, 'KES'), money(1, 'TZS'))).toThrow(RangeError);
    expect(() => money(0.1, 'USD')).toThrow(RangeError);
    expect(() => money(2 ** 53, 'USD')).toThrow(RangeError);
  });

  it('leaves bigint only where a double carries the amount exactly', () => {
    expect(moneyJson(money(123, 'USD'))).toEqual({ amountMinor: 123, currency: 'USD' });
    expect(() => toMinorNumber(money(2n ** 53n, 'USD'))).toThrow(RangeError);
  });
});
