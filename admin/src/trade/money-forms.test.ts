import { describe, expect, it } from 'vitest';
import {
  decisionPreview,
  refundableOf,
  refundPreview,
  validateDecision,
  validateRefund,
} from './money-forms';

const usdOrder = { currency: 'USD', refundableMinor: 1999n };

describe('what a staff refund may return', () => {
  it('is the open hold, exactly', () => {
    expect(refundableOf({ escrow: { heldMinor: 1999 } })).toBe(1999n);
    expect(refundableOf({ escrow: { heldMinor: '9007199254740993' } })).toBe(9007199254740993n);
  });

  it('is nothing before the payment was captured, or once the hold is resolved', () => {
    expect(refundableOf({ escrow: null })).toBe(0n);
    expect(refundableOf({})).toBe(0n);
    expect(refundableOf({ escrow: { heldMinor: 0 } })).toBe(0n);
  });
});

describe('the staff refund form', () => {
  it('sends the amount in minor units and the trimmed reason', () => {
    expect(validateRefund({ amount: '9.99', reason: '  Damaged in transit ' }, usdOrder)).toEqual({
      ok: true,
      body: { amountMinor: 999, reason: 'Damaged in transit' },
    });
    // everything left, sent explicitly
    expect(validateRefund({ amount: '19.99', reason: 'Never shipped' }, usdOrder)).toEqual({
      ok: true,
      body: { amountMinor: 1999, reason: 'Never shipped' },
    });
  });

  it('uses the order currency’s digits: TND 3, UGX 0', () => {
    expect(
      validateRefund(
        { amount: '1.005', reason: 'Short weight' },
        { currency: 'TND', refundableMinor: 5000n },
      ),
    ).toEqual({ ok: true, body: { amountMinor: 1005, reason: 'Short weight' } });
    expect(
      validateRefund({ amount: '1500', reason: 'Short weight' }, { currency: 'UGX', refundableMinor: 1500n }),
    ).toEqual({ ok: true, body: { amountMinor: 1500, reason: 'Short weight' } });
    expect(
      validateRefund({ amount: '1.5', reason: 'Short weight' }, { currency: 'UGX', refundableMinor: 1500n }),
    ).toEqual({ ok: false, errors: { amount: 'amount_too_many_decimals' } });
  });

  it('refuses more than is refundable, nothing, nonsense and a missing reason', () => {
    expect(validateRefund({ amount: '20.00', reason: 'Too much' }, usdOrder)).toEqual({
      ok: false,
      errors: { amount: 'amount_too_large' },
    });
    expect(validateRefund({ amount: '0', reason: 'Nothing' }, usdOrder)).toEqual({
      ok: false,
      errors: { amount: 'amount_not_positive' },
    });
    expect(validateRefund({ amount: '', reason: 'x' }, usdOrder)).toEqual({
      ok: false,
      errors: { amount: 'amount_empty', reason: 'reason_too_short' },
    });
    expect(validateRefund({ amount: 'ten', reason: 'Because' }, usdOrder)).toEqual({
      ok: false,
      errors: { amount: 'amount_not_a_number' },
    });
    expect(validateRefund({ amount: '1', reason: '   ab   ' }, usdOrder)).toEqual({
      ok: false,
      errors: { reason: 'reason_too_short' },
    });
    expect(validateRefund({ amount: '1', reason: 'x'.repeat(501) }, usdOrder)).toEqual({
      ok: false,
      errors: { reason: 'reason_too_long' },
    });
  });

  it('never sends an amount JSON cannot carry exactly', () => {
    const huge = { currency: 'USD', refundableMinor: 2n ** 60n };
    expect(validateRefund({ amount: '90071992547409.93', reason: 'Overflow' }, huge)).toEqual({
      ok: false,
      errors: { amount: 'amount_too_large' },
    });
  });
});

describe('the staff refund preview', () => {
  const order = { currency: 'TND', heldMinor: 12345n, feeMinor: 617n };

  it('a part refunded releases the rest to the seller with the fee pro rata', () => {
    expect(refundPreview({ amount: '2.345', reason: '' }, order)).toEqual({
      refund: 2345n,
      released: 10000n,
      fee: 500n,
      sellerNet: 9500n,
    });
  });

  it('everything refunded releases nothing and keeps no fee', () => {
    expect(refundPreview({ amount: '12.345', reason: '' }, order)).toEqual({
      refund: 12345n,
      released: 0n,
      fee: 0n,
      sellerNet: 0n,
    });
  });

  it('shows nothing for an amount the form would refuse', () => {
    expect(refundPreview({ amount: '12.346', reason: '' }, order)).toBeNull();
    expect(refundPreview({ amount: '1.0001', reason: '' }, order)).toBeNull();
    expect(refundPreview({ amount: '', reason: '' }, order)).toBeNull();
  });
});

describe('the dispute decision form', () => {
  const order = { currency: 'KES', amountMinor: 1999n, feeMinor: 100n };

  it('release and full refund need only a reason', () => {
    expect(
      validateDecision({ outcome: 'release', amount: 'ignored', reason: 'Goods as described' }, order),
    ).toEqual({ ok: true, body: { outcome: 'release', reason: 'Goods as described' } });
    expect(validateDecision({ outcome: 'refund_full', amount: '', reason: 'Never arrived' }, order)).toEqual({
      ok: true,
      body: { outcome: 'refund_full', reason: 'Never arrived' },
    });
  });

  it('a partial refund carries its amount in minor units, strictly between nothing and the order', () => {
    expect(
      validateDecision({ outcome: 'refund_partial', amount: '9.99', reason: 'Half spoiled' }, order),
    ).toEqual({
      ok: true,
      body: { outcome: 'refund_partial', refundMinor: 999, reason: 'Half spoiled' },
    });
    expect(
      validateDecision({ outcome: 'refund_partial', amount: '19.99', reason: 'All of it' }, order),
    ).toEqual({
      ok: false,
      errors: { amount: 'amount_not_partial' },
    });
    expect(validateDecision({ outcome: 'refund_partial', amount: '25', reason: 'More' }, order)).toEqual({
      ok: false,
      errors: { amount: 'amount_too_large' },
    });
    expect(validateDecision({ outcome: 'refund_partial', amount: '0.001', reason: 'Tiny' }, order)).toEqual({
      ok: false,
      errors: { amount: 'amount_too_many_decimals' },
    });
  });

  it('needs an outcome and a reason', () => {
    expect(validateDecision({ outcome: '', amount: '', reason: '' }, order)).toEqual({
      ok: false,
      errors: { outcome: 'outcome_missing', reason: 'reason_too_short' },
    });
  });

  it('previews who gets what, the fee pro rata on what the seller keeps', () => {
    expect(decisionPreview({ outcome: 'release', amount: '', reason: '' }, order)).toEqual({
      refund: 0n,
      released: 1999n,
      fee: 100n,
      sellerNet: 1899n,
    });
    expect(decisionPreview({ outcome: 'refund_full', amount: '', reason: '' }, order)).toEqual({
      refund: 1999n,
      released: 0n,
      fee: 0n,
      sellerNet: 0n,
    });
    expect(decisionPreview({ outcome: 'refund_partial', amount: '9.99', reason: '' }, order)).toEqual({
      refund: 999n,
      released: 1000n,
      fee: 50n,
      sellerNet: 950n,
    });
    // TND, 3 decimals: 5% fee of 12.345 is 0.617; refunding 2.345 leaves 10.000, whose fee is 0.500
    expect(
      decisionPreview(
        { outcome: 'refund_partial', amount: '2.345', reason: '' },
        { currency: 'TND', amountMinor: 12345n, feeMinor: 617n },
      ),
    ).toEqual({ refund: 2345n, released: 10000n, fee: 500n, sellerNet: 9500n });
    expect(decisionPreview({ outcome: 'refund_partial', amount: '19.99', reason: '' }, order)).toBeNull();
    expect(decisionPreview({ outcome: '', amount: '', reason: '' }, order)).toBeNull();
  });
});
