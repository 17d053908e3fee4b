import fc from 'fast-check';
import { fee, money } from '../money/index.js';
import { MissingRateError, priceOrders, type RateBook } from './checkout-pricing.js';

const RATES: RateBook = new Map([
  ['USD', { perUsd: '1', version: 7 }],
  ['KES', { perUsd: '129.35', version: 7 }],
  ['GHS', { perUsd: '15.42', version: 7 }],
  ['NGN', { perUsd: '1532.1', version: 7 }],
  ['UGX', { perUsd: '3712', version: 7 }],
  ['TND', { perUsd: '3.127', version: 7 }],
  ['EUR', { perUsd: '0.9213', version: 7 }],
]);

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe('checkout pricing', () => {
  it('converts each seller order into KES and the orders add up to the total', () => {
    const priced = priceOrders(
      'KES',
      [
        { sellerCurrency: 'GHS', subtotalMinor: 58_000_000n, feeBasisPoints: 500 }, // GHS 580,000.00
        { sellerCurrency: 'USD', subtotalMinor: 1_999n, feeBasisPoints: 300 }, // USD 19.99
        { sellerCurrency: 'KES', subtotalMinor: 1_234_567n, feeBasisPoints: 200 },
      ],
      RATES,
    );
    // In cents: GHS 580,000 × 129.35 / 15.42 = 486,530,479.896…; USD 19.99 × 129.35 = 258,570.65;
    // KES 12,345.67 = 1,234,567. Exact sum 488,023,617.546… → 488,023,618: the floors leave two
    // cents, which go to the two largest remainders (.896 and .65).
    expect(priced.total).toEqual(money(488_023_618n, 'KES'));
    expect(priced.orders.map((o) => o.amount.amountMinor)).toEqual([486_530_480n, 258_571n, 1_234_567n]);
    expect(sum(priced.orders.map((o) => o.amount.amountMinor))).toBe(priced.total.amountMinor);
    expect(priced.orders.map((o) => o.fee.amountMinor)).toEqual([24_326_524n, 7_757n, 24_691n]);
    expect(priced.orders[2]!.rate).toMatchObject({ numerator: 1n, denominator: 1n });
    expect(priced.rates).toEqual({
      KES: { perUsd: '129.35', version: 7 },
      GHS: { perUsd: '15.42', version: 7 },
      USD: { perUsd: '1', version: 7 },
    });
  });

  it('rounds once for a 0-decimal currency (UGX) and a 3-decimal one (TND)', () => {
    const ugx = priceOrders(
      'UGX',
      [
        { sellerCurrency: 'USD', subtotalMinor: 1n, feeBasisPoints: 500 }, // 37.12 UGX
        { sellerCurrency: 'USD', subtotalMinor: 1n, feeBasisPoints: 500 }, // 37.12 UGX
        { sellerCurrency: 'EUR', subtotalMinor: 1n, feeBasisPoints: 500 }, // 40.2908… UGX
      ],
      RATES,
    );
    // Exact 114.5308… → 115 UGX: rounding each order alone would give 37 + 37 + 40 = 114.
    expect(ugx.total).toEqual(money(115n, 'UGX'));
    expect(ugx.orders.map((o) => o.amount.amountMinor)).toEqual([37n, 37n, 41n]);
    const tnd = priceOrders(
      'TND',
      [
        { sellerCurrency: 'KES', subtotalMinor: 10_001n, feeBasisPoints: 500 },
        { sellerCurrency: 'NGN', subtotalMinor: 333_333n, feeBasisPoints: 300 },
      ],
      RATES,
    );
    // KES 100.01 → 2.417714… TND; NGN 3,333.33 → 6.803292… TND; exact sum 9.221005… → 9.221.
    expect(tnd.total).toEqual(money(9_221n, 'TND'));
    expect(tnd.orders.map((o) => o.amount.amountMinor)).toEqual([2_418n, 6_803n]);
    expect(tnd.orders.map((o) => o.fee.amountMinor)).toEqual([121n, 204n]);
  });

  it('refuses a currency without a rate', () => {
    const rates = new Map(RATES);
    rates.delete('GHS');
    expect(() =>
      priceOrders('KES', [{ sellerCurrency: 'GHS', subtotalMinor: 1n, feeBasisPoints: 0 }], rates),
    ).toThrow(MissingRateError);
    expect(() =>
      priceOrders('JPY', [{ sellerCurrency: 'KES', subtotalMinor: 1n, feeBasisPoints: 0 }], RATES),
    ).toThrow(MissingRateError);
  });

  it('keeps every order within one unit of its exact value and the parts summing to the total', () => {
    const codes = [...RATES.keys()];
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.array(
          fc.record({
            sellerCurrency: fc.constantFrom(...codes),
            subtotalMinor: fc.bigInt({ min: 1n, max: 10n ** 12n }),
            feeBasisPoints: fc.constantFrom(0, 200, 300, 500),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (to, bases) => {
          const priced = priceOrders(to, bases, RATES);
          expect(sum(priced.orders.map((o) => o.amount.amountMinor))).toBe(priced.total.amountMinor);
          priced.orders.forEach((o, i) => {
            const b = bases[i]!;
            // |amount × den × 10^d(from) − subtotal × num × 10^d(to)| ≤ den × 10^d(from)
            const scaleFrom = 10n ** BigInt(digits(b.sellerCurrency));
            const scaleTo = 10n ** BigInt(digits(to));
            const d =
              o.amount.amountMinor * o.rate.denominator * scaleFrom -
              b.subtotalMinor * o.rate.numerator * scaleTo;
            expect((d < 0n ? -d : d) <= o.rate.denominator * scaleFrom).toBe(true);
            expect(o.fee).toEqual(fee(o.amount, b.feeBasisPoints));
          });
        },
      ),
      {
        // Found once: splitting the rounded total in proportion put an order 1.2 units off its own
        // exact amount; each order now rounds its own.
        examples: [
          [
            'USD',
            [
              { sellerCurrency: 'KES', subtotalMinor: 617805033414n, feeBasisPoints: 0 },
              { sellerCurrency: 'UGX', subtotalMinor: 596864985089n, feeBasisPoints: 0 },
              { sellerCurrency: 'EUR', subtotalMinor: 485186018731n, feeBasisPoints: 0 },
            ],
          ],
        ],
      },
    );
  });
});

function digits(code: string): number {
  return code === 'UGX' ? 0 : code === 'TND' ? 3 : 2;
}
