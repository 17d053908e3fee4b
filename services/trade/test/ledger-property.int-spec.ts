import fc from 'fast-check';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import type { LedgerEntryResult } from '../src/ledger/index.js';
import { money, type CurrencyCode } from '../src/money/index.js';
import { freshDatabase, startLedger, type LedgerHarness } from './ledger-harness.js';
import { LedgerModel, feeAt, invariantBreaks, proRata, touched } from './ledger-model.js';

const db: TestDatabase | null = await freshDatabase('trade ledger property');
const suite = db ? describe : describe.skip;

/** Four orders over three currencies (0, 2 and 3 decimals) and two sellers, two providers. */
const ORDERS: { currency: CurrencyCode; seller: number }[] = [
  { currency: 'USD', seller: 0 },
  { currency: 'UGX', seller: 1 },
  { currency: 'TND', seller: 0 },
  { currency: 'UGX', seller: 0 },
];
const CURRENCIES: CurrencyCode[] = ['USD', 'UGX', 'TND'];

/** Even picks go to the unresolved ones (when there are), odd ones to any: resolved ones must refuse. */
function pick<T extends { resolved: boolean }>(all: T[], n: number): T {
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
const command = fc.oneof(
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
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

const errorCode = (e: unknown) => (e as { code?: string }).code ?? String(e);

/**
 * Random sequences of every ledger operation, with duplicate and contradicting entry ids mixed in,
 * against a model written separately: each step succeeds exactly when the model says it may and
 * then leaves the balances the model computed; each refusal names the rule the model expects and
 * changes nothing. Every currency sums to zero and no non-negative account goes below zero after
 * every step; verifyLedger finds the whole ledger valid after every sequence.
 */
suite('trade: ledger operations keep every invariant (property)', () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await startLedger(db!, 3);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('random capture / hold / release / settle / void / refund / freeze / payout / replay sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 10, maxLength: 40, size: 'max' }), async (commands) => {
        const run = uuidv7();
        const model = new LedgerModel(await h.snapshot());
        for (const [step, c] of commands.entries()) await apply(model, run, step, c);
        const report = await h.verify();
        expect(report.problems).toEqual([]);
        expect(report.valid).toBe(true);
      }),
      {
        numRuns: 40,
        // Shrinking replays sequences against the database: bounded, so a failure is reported
        // (with the smallest case found so far) rather than lost to the test timeout.
        interruptAfterTimeLimit: 100_000,
        markInterruptAsFailure: true,
      },
    );
  }, 150_000);

  async function apply(model: LedgerModel, run: string, step: number, c: Command): Promise<void> {
    const em = () => h.em();
    const entryId = `${run}:${step}`;
    const orderId = (i: number) => `${run}:order${i}`;
    const sellerId = (i: number) => `${run}:seller${i}`;
    const provider = (i: number) => (i === 0 ? `${run}:sandbox` : `${run}:paystack`);
    const label = (kind: string, owner: string, currency: string) => `${kind}:${owner}:${currency}`;
    const escrowOf = (i: number) => label('escrow', orderId(i), ORDERS[i]!.currency);
    /** The n-th order that has money available (so holds and refunds mostly have something to take). */
    const funded = (n: number) => {
      const some = ORDERS.map((_, i) => i).filter((i) => model.available(escrowOf(i)) > 0);
      return some.length ? some[n % some.length]! : n;
    };

    /** What this step expects: a refusal code, or the effect to apply to the model on success. */
    let expected: string | (() => void);
    let call: (memo?: string) => Promise<LedgerEntryResult>;
    let replay: { of: number } | null = null;

    switch (c.t) {
      case 'capture': {
        const { currency } = ORDERS[c.order]!;
        const amount = c.amount;
        call = (memo) =>
          h.escrow.capture(em(), {
            entryId,
            orderId: orderId(c.order),
            provider: provider(c.provider),
            amount: money(amount, currency),
            memo,
          });
        expected = () =>
          model.post(label('provider_clearing', provider(c.provider), currency), escrowOf(c.order), amount);
        break;
      }
      case 'hold': {
        const o = funded(c.order);
        const { currency, seller } = ORDERS[o]!;
        const amount = Math.max(1, Math.floor((model.available(escrowOf(o)) * c.pct) / 100));
        const fee = feeAt(amount, c.bps);
        call = (memo) =>
          h.escrow.hold(em(), {
            entryId,
            orderId: orderId(o),
            sellerId: sellerId(seller),
            amount: money(amount, currency),
            fee: money(fee, currency),
            memo,
          });
        expected =
          model.available(escrowOf(o)) < amount
            ? 'ledger.insufficient_funds'
            : () => {
                model.reserve(escrowOf(o), label('seller_payable', sellerId(seller), currency), amount - fee);
                model.reserve(escrowOf(o), label('platform_fees', 'platform', currency), fee);
                model.holds.push({ id: entryId, order: o, amount, fee, resolved: false });
              };
        break;
      }
      case 'release':
      case 'settle':
      case 'void': {
        if (model.holds.length === 0) return;
        const hold = pick(model.holds, c.hold);
        const { currency, seller } = ORDERS[hold.order]!;
        const m = (n: number) => money(n, currency);
        let release: number;
        let refund: number;
        let unfreeze = false;
        if (c.t === 'release') {
          release = c.pct === null ? hold.amount : Math.floor((hold.amount * c.pct) / 100);
          refund = 0;
          const fee = proRata(hold.fee, hold.amount, release) + (c.wrongFee ? 1 : 0);
          call = (memo) =>
            h.escrow.release(em(), {
              entryId,
              holdId: hold.id,
              amount: c.pct === null ? undefined : m(release),
              fee: c.wrongFee ? m(fee) : undefined,
              memo,
            });
        } else if (c.t === 'settle') {
          release = Math.floor((hold.amount * c.release) / 100);
          refund = Math.floor((Math.max(0, hold.amount - release) * c.refund) / 100); // a share of what is left
          unfreeze = c.unfreeze;
          call = (memo) =>
            h.escrow.settle(em(), {
              entryId,
              holdId: hold.id,
              release: m(release),
              refund: m(refund),
              provider: provider(0),
              unfreeze,
              memo,
            });
        } else {
          release = 0;
          refund = c.refund ? hold.amount : 0;
          call = (memo) =>
            h.escrow.voidHold(em(), {
              entryId,
              holdId: hold.id,
              refundTo: c.refund ? provider(0) : undefined,
              memo,
            });
        }
        const frozen = model.get(escrowOf(hold.order)).frozen;
        const feePart = proRata(hold.fee, hold.amount, release);
        expected =
          release + refund > hold.amount
            ? 'ledger.exceeds_hold'
            : c.t === 'release' && c.wrongFee
              ? 'ledger.fee_mismatch'
              : hold.resolved
                ? 'ledger.hold_resolved'
                : unfreeze && !frozen
                  ? 'ledger.escrow_not_frozen'
                  : !unfreeze && frozen && release + refund > 0
                    ? 'ledger.escrow_frozen'
                    : () => {
                        const escrow = escrowOf(hold.order);
                        const payable = label('seller_payable', sellerId(seller), currency);
                        const fees = label('platform_fees', 'platform', currency);
                        model.reserve(escrow, payable, -(hold.amount - hold.fee));
                        model.reserve(escrow, fees, -hold.fee);
                        model.post(escrow, payable, release - feePart);
                        model.post(escrow, fees, feePart);
                        model.post(escrow, label('provider_clearing', provider(0), currency), refund);
                        if (unfreeze) model.get(escrow).frozen = false;
                        hold.resolved = true;
                      };
        break;
      }
      case 'refund': {
        const o = funded(c.order);
        const { currency } = ORDERS[o]!;
        const amount = Math.max(1, Math.floor((model.available(escrowOf(o)) * c.pct) / 100));
        call = (memo) =>
          h.escrow.refund(em(), {
            entryId,
            orderId: orderId(o),
            provider: provider(1),
            amount: money(amount, currency),
            memo,
          });
        expected = model.get(escrowOf(o)).frozen
          ? 'ledger.escrow_frozen'
          : model.available(escrowOf(o)) < amount
            ? 'ledger.insufficient_funds'
            : () => model.post(escrowOf(o), label('provider_clearing', provider(1), currency), amount);
        break;
      }
      case 'freeze': {
        const { currency } = ORDERS[c.order]!;
        const input = (memo?: string) => ({ entryId, orderId: orderId(c.order), currency, memo });
        call = (memo) => (c.on ? h.escrow.freeze(em(), input(memo)) : h.escrow.unfreeze(em(), input(memo)));
        const frozen = model.get(escrowOf(c.order)).frozen;
        expected =
          c.on && frozen
            ? 'ledger.already_frozen'
            : !c.on && !frozen
              ? 'ledger.escrow_not_frozen'
              : () => void (model.get(escrowOf(c.order)).frozen = c.on);
        break;
      }
      case 'payout': {
        const pairs = [0, 1].flatMap((seller) => CURRENCIES.map((currency) => ({ seller, currency })));
        const paid = pairs.filter(
          (x) => model.available(label('seller_payable', sellerId(x.seller), x.currency)) > 0,
        );
        const { seller, currency } = paid.length
          ? paid[(c.seller * 3 + c.currency) % paid.length]!
          : pairs[c.seller * 3 + c.currency]!;
        const payable = label('seller_payable', sellerId(seller), currency);
        const amount = Math.max(1, Math.floor((model.available(payable) * c.pct) / 100));
        call = (memo) =>
          h.payouts.payout(em(), {
            entryId,
            sellerId: sellerId(seller),
            provider: provider(0),
            amount: money(amount, currency),
            memo,
          });
        expected =
          model.available(payable) < amount
            ? 'ledger.insufficient_funds'
            : () => {
                model.post(payable, label('payouts_in_transit', sellerId(seller), currency), amount);
                model.payouts.push({
                  id: entryId,
                  seller,
                  currency,
                  amount,
                  provider: provider(0),
                  resolved: false,
                });
              };
        break;
      }
      case 'payoutEnd': {
        if (model.payouts.length === 0) return;
        const p = pick(model.payouts, c.payout);
        call = (memo) =>
          c.settle
            ? h.payouts.settlePayout(em(), { entryId, payoutId: p.id, memo })
            : h.payouts.failPayout(em(), { entryId, payoutId: p.id, memo });
        expected = p.resolved
          ? 'ledger.payout_resolved'
          : () => {
              const transit = label('payouts_in_transit', sellerId(p.seller), p.currency);
              const to = c.settle
                ? label('provider_clearing', p.provider, p.currency)
                : label('seller_payable', sellerId(p.seller), p.currency);
              model.post(transit, to, p.amount);
              p.resolved = true;
            };
        break;
      }
      case 'replay':
      case 'conflict': {
        if (model.done.length === 0) return;
        const i = c.step % model.done.length;
        const earlier = model.done[i]!;
        call = c.t === 'replay' ? () => earlier.call() : () => earlier.call('a different request');
        expected = c.t === 'replay' ? () => undefined : 'ledger.entry_conflict';
        replay = c.t === 'replay' ? { of: i } : null;
        break;
      }
    }

    const before = await h.snapshot();
    let outcome: LedgerEntryResult | string;
    try {
      outcome = await call();
    } catch (e) {
      outcome = errorCode(e);
    }
    const after = await h.snapshot();
    const what = `step ${step} ${JSON.stringify(c)}`;
    if (typeof expected === 'string') {
      expect({ what, outcome }).toEqual({ what, outcome: expected });
      expect(after).toEqual(before); // a refusal leaves no trace, not even a created account
    } else {
      if (typeof outcome === 'string') expect({ what, outcome }).toEqual({ what, outcome: 'success' });
      const result = outcome as LedgerEntryResult;
      if (replay) {
        expect(result).toEqual({ ...model.done[replay.of]!.result, replayed: true });
        expect(after).toEqual(before);
      } else {
        expect(result.replayed).toBe(false);
        expected();
        model.done.push({ call, result });
      }
    }
    expect({ what, accounts: touched(after.accounts) }).toEqual({ what, accounts: model.view() });
    expect({ what, breaks: invariantBreaks(after) }).toEqual({ what, breaks: [] });
  }
});
