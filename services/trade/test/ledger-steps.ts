import type { LedgerEntryResult } from '../src/ledger/index.js';
import { money } from '../src/money/index.js';
import { CURRENCIES, ORDERS, pick, type LedgerCommand } from './ledger-commands.js';
import type { LedgerHarness } from './ledger-harness.js';
import { LedgerModel, feeAt, invariantBreaks, proRata, touched } from './ledger-model.js';

const errorCode = (e: unknown) => (e as { code?: string }).code ?? String(e);

/**
 * Runs one command against the ledger and checks it against the model: a refusal must carry the
 * code the model expects and change nothing; a success must leave the balances the model computes
 * (a replay: the first answer, and no change). After either, every currency still sums to zero and
 * no non-negative account is below zero.
 */
export async function applyStep(
  h: LedgerHarness,
  model: LedgerModel,
  run: string,
  step: number,
  c: LedgerCommand,
): Promise<void> {
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
