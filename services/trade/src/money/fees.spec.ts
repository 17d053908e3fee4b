import fc from 'fast-check';
import { SUPPORTED_CURRENCIES } from './currency.js';
import { BASIS_POINTS, fee, proRataFee, splitOrders } from './fees.js';
import { money, type Money } from './money.js';

const m = (amount: bigint | number, currency = 'USD'): Money => money(amount, currency);
const currency = fc.constantFrom(...SUPPORTED_CURRENCIES, 'XOF' as const);
const bps = fc.integer({ min: 0, max: BASIS_POINTS });

describe('fee', () => {
  it('rounds half up to the minor unit of 0-, 2- and 3-decimal currencies', () => {
    expect(fee(m(1_999, 'USD'), 500)).toEqual(m(100, 'USD')); // 99.95 cents
    expect(fee(m(1_999, 'UGX'), 500)).toEqual(m(100, 'UGX'));
    expect(fee(m(1_999, 'TND'), 500)).toEqual(m(100, 'TND'));
    expect(fee(m(1_989, 'USD'), 500)).toEqual(m(99, 'USD')); // 99.45
    expect(fee(m(12_345, 'KES'), 300)).toEqual(m(370, 'KES')); // 370.35
    expect(fee(m(10, 'UGX'), 200)).toEqual(m(0, 'UGX')); // 0.2
    expect(fee(m(25, 'UGX'), 200)).toEqual(m(1, 'UGX')); // 0.5
    expect(fee(m(0, 'USD'), 500)).toEqual(m(0, 'USD'));
  });

  it('refuses a rate outside 0..100% or a fractional basis point', () => {
    expect(() => fee(m(100), -1)).toThrow(RangeError);
    expect(() => fee(m(100), 10_001)).toThrow(RangeError);
    expect(() => fee(m(100), 2.5)).toThrow(RangeError);
  });

  it('is within half a unit of the exact fee and never more than the amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), bps, currency, (amount, rate, c) => {
        const f = fee(m(amount, c), rate).amountMinor;
        expect(f >= 0n && f <= amount).toBe(true);
        const gap = f * 10_000n - amount * BigInt(rate);
        expect((gap < 0n ? -gap : gap) <= 5_000n).toBe(true);
      }),
    );
  });
});

describe('proRataFee', () => {
  it('charges the share of the fee that goes with the released part', () => {
    expect(proRataFee(m(500), m(10_000), m(5_000))).toEqual(m(250));
    expect(proRataFee(m(333, 'TND'), m(6_661, 'TND'), m(3_330, 'TND'))).toEqual(m(166, 'TND')); // 166.47
    expect(proRataFee(m(7, 'UGX'), m(150, 'UGX'), m(75, 'UGX'))).toEqual(m(4, 'UGX')); // 3.5
  });

  it('is the whole fee for everything, nothing for nothing, and grows with the part', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        bps,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, rate, x) => {
          const amount = m(a);
          const f = fee(amount, rate);
          expect(proRataFee(f, amount, amount)).toEqual(f);
          expect(proRataFee(f, amount, m(0))).toEqual(m(0));
          const p = BigInt(Math.floor(Number(a) * x));
          const share = proRataFee(f, amount, m(p)).amountMinor;
          expect(share <= proRataFee(f, amount, m(p + (p < a ? 1n : 0n))).amountMinor).toBe(true);
          expect(share <= p).toBe(true);
          expect(p - share <= a - f.amountMinor).toBe(true); // the net part fits the net held
        },
      ),
    );
  });

  it('refuses a part larger than the amount or mixed currencies', () => {
    expect(() => proRataFee(m(5), m(100), m(101))).toThrow(RangeError);
    expect(() => proRataFee(m(5), m(100), m(10, 'KES'))).toThrow(RangeError);
  });
});

describe('splitOrders', () => {
  it('splits a TND total over three sellers so amounts, fees and nets add up to the millime', () => {
    const total = m(100_000, 'TND');
    const split = splitOrders(total, [
      { weight: 1, feeBasisPoints: 500 },
      { weight: 1, feeBasisPoints: 300 },
      { weight: 1, feeBasisPoints: 200 },
    ]);
    expect(split.map((s) => s.amount.amountMinor)).toEqual([33_334n, 33_333n, 33_333n]);
    expect(split.map((s) => s.fee.amountMinor)).toEqual([1_667n, 1_000n, 667n]);
    expect(split.map((s) => s.net.amountMinor)).toEqual([31_667n, 32_333n, 32_666n]);
  });

  it('keeps sum, fee + net = amount, and non-negative parts for any currency', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        currency,
        fc.array(fc.record({ weight: fc.bigInt({ min: 1n, max: 10n ** 10n }), feeBasisPoints: bps }), {
          minLength: 1,
          maxLength: 8,
        }),
        (t, c, orders) => {
          const split = splitOrders(m(t, c), orders);
          expect(split.reduce((s, o) => s + o.amount.amountMinor, 0n)).toBe(t);
          for (const o of split) {
            expect(o.amount.currency).toBe(c);
            expect(o.fee.amountMinor + o.net.amountMinor).toBe(o.amount.amountMinor);
            expect(o.fee.amountMinor >= 0n && o.net.amountMinor >= 0n).toBe(true);
          }
        },
      ),
    );
  });
});
