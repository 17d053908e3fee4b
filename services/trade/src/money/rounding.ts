import { toBigInt } from './money.js';

/**
 * `half-up` rounds a tie away from zero (what a buyer reading an invoice expects, and the rule for
 * fees and conversions here); `half-even` is offered for callers that sum many rounded values;
 * `floor` and `ceil` round toward minus and plus infinity.
 */
export type RoundingMode = 'half-up' | 'half-even' | 'floor' | 'ceil';

/** n / d rounded to an integer, exactly (bigint division truncates toward zero; this does not). */
export function divide(n: bigint, d: bigint, mode: RoundingMode = 'half-up'): bigint {
  if (d === 0n) throw new RangeError('division by zero');
  if (d < 0n) return divide(-n, -d, mode);
  const q = n / d;
  const r = n % d; // same sign as n
  if (r === 0n) return q;
  const floor = r < 0n ? q - 1n : q;
  switch (mode) {
    case 'floor':
      return floor;
    case 'ceil':
      return floor + 1n;
    case 'half-up':
    case 'half-even': {
      const rem = n - floor * d; // 0 < rem < d
      const twice = 2n * rem;
      if (twice < d) return floor;
      if (twice > d) return floor + 1n;
      if (mode === 'half-even') return floor % 2n === 0n ? floor : floor + 1n;
      return n < 0n ? floor : floor + 1n; // away from zero
    }
  }
}

/**
 * Splits `total` minor units into parts proportional to `weights` by largest remainder (Hamilton's
 * method): every part gets the floor of its exact share, then the units left over go one each to
 * the parts with the largest remainders. So the parts always add up to `total` exactly, none is
 * negative, each is within one minor unit of its exact share, and a zero weight gets zero.
 * Ties go to the larger weight, then to the earlier position, so the result depends on nothing
 * but the input. Weights are integers (minor units, quantities); scale decimal weights yourself.
 */
export function allocate(total: bigint | number, weights: readonly (bigint | number)[]): bigint[] {
  const amount = toBigInt(total, 'total');
  if (amount < 0n) throw new RangeError('cannot allocate a negative total');
  if (weights.length === 0) throw new RangeError('allocate needs at least one weight');
  const w = weights.map((x, i) => {
    const v = toBigInt(x, `weight ${i}`);
    if (v < 0n) throw new RangeError(`weight ${i} is negative`);
    return v;
  });
  const sum = w.reduce((a, b) => a + b, 0n);
  if (sum === 0n) {
    if (amount === 0n) return w.map(() => 0n);
    throw new RangeError('cannot allocate a positive total over zero weights');
  }
  return allocateExact(
    amount,
    w.map((x) => amount * x),
    sum,
    w,
  );
}

/**
 * `total` over parts whose exact values are `numerators[i] / denominator` and add up to `total`
 * before rounding (it is their sum rounded once): each part is its exact value rounded down, and the
 * units left go one each to the largest remainders (ties: the larger `tieBreak`, then the earlier
 * position). Each part is then within one minor unit of its own exact value — which splitting the
 * rounded total in proportion cannot promise: that carries the total's rounding into every part.
 */
export function allocateExact(
  total: bigint,
  numerators: readonly bigint[],
  denominator: bigint,
  tieBreak: readonly bigint[] = numerators,
): bigint[] {
  if (denominator <= 0n) throw new RangeError('allocateExact needs a positive denominator');
  const parts = numerators.map((x) => x / denominator);
  const remainders = numerators.map((x) => x % denominator);
  let left = total - parts.reduce((a, b) => a + b, 0n);
  // left ≤ the number of parts with a remainder (each is below the denominator), so only parts
  // with a fractional share ever get a unit, and none gets two.
  if (left < 0n || left > BigInt(parts.length))
    throw new RangeError(`the total is not the parts' sum rounded (${left} units left)`);
  const order = parts
    .map((_, i) => i)
    .sort((a, b) => cmp(remainders[b]!, remainders[a]!) || cmp(tieBreak[b]!, tieBreak[a]!) || a - b);
  for (const i of order) {
    if (left === 0n) break;
    parts[i] = parts[i]! + 1n;
    left -= 1n;
  }
  return parts;
}

function cmp(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
