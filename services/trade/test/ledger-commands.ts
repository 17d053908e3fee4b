import fc from 'fast-check';
import type { CurrencyCode } from '../src/money/index.js';

/** Four orders over three currencies (0, 2 and 3 decimals) and two sellers, two providers. */
export const ORDERS: { currency: CurrencyCode; seller: number }[] = [
  { currency: 'USD', seller: 0 },
  { currency: 'UGX', seller: 1 },
  { currency: 'TND', seller: 0 },
  { currency: 'UGX', seller: 0 },
];
export const CURRENCIES: CurrencyCode[] = ['USD', 'UGX', 'TND'];

/** Even picks go to the unresolved ones (when there are), odd ones to any: resolved ones must refuse. */
export function pick<T extends { resolved: boolean }>(all: T[], n: number): T {
  const open = all.filter((x) => !x.resolved);
  return n % 2 === 0 && open.length ? open[(n >> 1) % open.length]! : all[n % all.length]!;
}

/** A share of what is available, in percent: mostly within it, sometimes beyond (a refusal expected). */
const pct = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 100 }), weight: 5 },
  { arbitrary: fc.integer({ min: 101, max: 150 }), weight: 1 },
);
const share = fc.oneof({ arbitrary: fc.constant(0), weight: 1 }, { arbitrary: pct, weight: 3 });
const w = <T>(arbitrary: fc.Arbitrary<T>, weight: number) => ({ arbitrary, weight });
/** One step of a random ledger session. */
export const ledgerCommand = fc.oneof(
  w(
    fc.record({
      t: fc.constant('capture' as const),
      order: fc.nat(3),
      amount: fc.integer({ min: 1, max: 50_000 }),
      provider: fc.nat(1),
    }),
    4,
  ),
  w(
    fc.record({
      t: fc.constant('hold' as const),
      order: fc.nat(3),
      pct,
      bps: fc.constantFrom(0, 200, 300, 500, 1_234, 10_000),
    }),
    4,
  ),
  w(
    fc.record({
      t: fc.constant('release' as const),
      hold: fc.nat(),
      pct: fc.option(share),
      wrongFee: fc.oneof(w(fc.constant(false), 5), w(fc.constant(true), 1)),
    }),
    3,
  ),
  w(
    fc.record({
      t: fc.constant('settle' as const),
      hold: fc.nat(),
      release: share,
      refund: share,
      unfreeze: fc.boolean(),
    }),
    2,
  ),
  w(fc.record({ t: fc.constant('void' as const), hold: fc.nat(), refund: fc.boolean() }), 2),
  w(fc.record({ t: fc.constant('refund' as const), order: fc.nat(3), pct }), 2),
  w(fc.record({ t: fc.constant('freeze' as const), order: fc.nat(3), on: fc.boolean() }), 2),
  w(fc.record({ t: fc.constant('payout' as const), seller: fc.nat(1), currency: fc.nat(2), pct }), 2),
  w(fc.record({ t: fc.constant('payoutEnd' as const), payout: fc.nat(), settle: fc.boolean() }), 2),
  w(fc.record({ t: fc.constant('replay' as const), step: fc.nat() }), 1),
  w(fc.record({ t: fc.constant('conflict' as const), step: fc.nat() }), 1),
);
export type LedgerCommand = typeof ledgerCommand extends fc.Arbitrary<infer C> ? C : never;
