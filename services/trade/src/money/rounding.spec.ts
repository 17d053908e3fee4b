import fc from 'fast-check';
import { allocate, divide } from './rounding.js';

const weights = fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 12 });
const totals = fc.bigInt({ min: 0n, max: 10n ** 15n });

describe('divide', () => {
  it.each([
    [7n, 2n, 'half-up', 4n],
    [-7n, 2n, 'half-up', -4n],
    [5n, 2n, 'half-even', 2n],
    [7n, 2n, 'half-even', 4n],
    [-5n, 2n, 'half-even', -2n],
    [7n, 3n, 'half-up', 2n],
    [8n, 3n, 'half-up', 3n],
    [-7n, 3n, 'floor', -3n],
    [-7n, 3n, 'ceil', -2n],
    [7n, -3n, 'floor', -3n],
    [9n, 3n, 'ceil', 3n],
  ] as const)('%p / %p (%s) = %p', (n, d, mode, q) => {
    expect(divide(n, d, mode)).toBe(q);
  });

  it('rounds to the nearest integer (floor and ceil bracket the quotient)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (n, d) => {
          const floor = divide(n, d, 'floor');
          expect(floor * d <= n && n < (floor + 1n) * d).toBe(true);
          expect(divide(n, d, 'ceil')).toBe(n % d === 0n ? floor : floor + 1n);
          for (const mode of ['half-up', 'half-even'] as const) {
            const err = n - divide(n, d, mode) * d; // |err| ≤ d / 2
            expect(2n * (err < 0n ? -err : err) <= d).toBe(true);
          }
        },
      ),
    );
  });

  it('refuses a zero divisor', () => {
    expect(() => divide(1n, 0n)).toThrow(RangeError);
  });
});

describe('allocate (largest remainder)', () => {
  it('splits 0-, 2- and 3-decimal totals three ways, the odd unit to the first', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34n, 33n, 33n]); // 100 UGX
    expect(allocate(100_00, [1, 1, 1])).toEqual([3334n, 3333n, 3333n]); // 100.00 USD
    expect(allocate(100_000, [1, 1, 1])).toEqual([33334n, 33333n, 33333n]); // 100.000 TND
  });

  it('gives leftover units to the largest remainders, then the larger weight, then the earlier part', () => {
    expect(allocate(1, [1, 2])).toEqual([0n, 1n]); // remainders 1/3, 2/3
    expect(allocate(2, [1, 3])).toEqual([0n, 2n]); // 0.5 and 1.5: equal remainders, larger weight
    expect(allocate(1, [1, 1])).toEqual([1n, 0n]);
    expect(allocate(5, [0, 1, 1])).toEqual([0n, 3n, 2n]);
    expect(allocate(0, [0, 0])).toEqual([0n, 0n]);
    expect(allocate(1_000, [3_333, 3_333, 3_334])).toEqual([333n, 333n, 334n]);
  });

  it('refuses what has no answer', () => {
    expect(() => allocate(1, [])).toThrow(RangeError);
    expect(() => allocate(1, [0, 0])).toThrow(RangeError);
    expect(() => allocate(-1, [1])).toThrow(RangeError);
    expect(() => allocate(1, [1, -1])).toThrow(RangeError);
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
  });

  it('parts add up to the total, none is negative, each is within one unit of its exact share', () => {
    fc.assert(
      fc.property(
        totals,
        weights.filter((w) => w.some((x) => x > 0n)),
        (total, w) => {
          const parts = allocate(total, w);
          const sum = w.reduce((a, b) => a + b, 0n);
          expect(parts).toHaveLength(w.length);
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
          parts.forEach((part, i) => {
            expect(part >= 0n).toBe(true);
            // |part − total·w/sum| < 1, in integers: |part·sum − total·w| < sum
            const gap = part * sum - total * w[i]!;
            expect((gap < 0n ? -gap : gap) < sum).toBe(true);
            if (w[i] === 0n) expect(part).toBe(0n);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('only the largest remainders get the extra unit, and the same input gives the same parts', () => {
    fc.assert(
      fc.property(
        totals,
        weights.filter((w) => w.some((x) => x > 0n)),
        (total, w) => {
          const parts = allocate(total, w);
          expect(allocate(total, [...w])).toEqual(parts);
          const sum = w.reduce((a, b) => a + b, 0n);
          const rem = w.map((x) => (total * x) % sum);
          const bumped = parts.map((p, i) => p * sum > total * w[i]!);
          const minBumped = rem.filter((_, i) => bumped[i]).reduce((a, b) => (b < a ? b : a), sum);
          rem.forEach((r, i) => {
            if (!bumped[i]) expect(r <= minBumped).toBe(true);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
