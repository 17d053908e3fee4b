import { SandboxProvider } from './sandbox.provider.js';
import type { SandboxRefundRecord, SandboxStore } from './sandbox.store.js';
import { InMemorySandboxStore } from './sandbox.store.js';

const PAYMENT_ID = '0192f0a4-7c1e-7a3b-9f42-5e8d3c2b1a09';
const payment = {
  paymentId: PAYMENT_ID,
  amountMinor: 450000n,
  currency: 'KES',
  email: 'buyer@example.com',
  callbackUrl: 'https://sokoni.example/return',
  description: 'Sokoni order group',
};
const refund = (refundId: string, amountMinor: bigint | number, over: object = {}) => ({
  refundId,
  paymentId: PAYMENT_ID,
  amountMinor,
  currency: 'KES',
  reason: 'Seller declined',
  ...over,
});

describe('SandboxProvider refunds', () => {
  let sandbox: SandboxProvider;
  beforeEach(() => {
    sandbox = new SandboxProvider({ webhookSecret: 'sandbox-refund-secret-0123456789' });
  });

  it('refunds a succeeded payment in parts, never more than was paid, and reports a retry as the first', async () => {
    await sandbox.initiate(payment);
    await sandbox.complete(PAYMENT_ID, 'succeeded');
    const first = await sandbox.refund(refund('rf-1', 300000n));
    expect(first).toMatchObject({
      provider: 'sandbox',
      refundId: 'rf-1',
      status: 'succeeded',
      amountMinor: 300000,
    });
    expect(await sandbox.refund(refund('rf-1', 300000n))).toEqual(first);
    await expect(sandbox.refund(refund('rf-1', 1n))).rejects.toMatchObject({ code: 'duplicate_reference' });
    await expect(sandbox.refund(refund('rf-2', 150001n))).rejects.toMatchObject({ code: 'exceeds_payment' });
    expect(await sandbox.refund(refund('rf-2', 150000n))).toMatchObject({
      status: 'succeeded',
      amountMinor: 150000,
    });
    await expect(sandbox.refund(refund('rf-3', 1n))).rejects.toMatchObject({ code: 'exceeds_payment' });
    expect(await sandbox.verifyRefund({ refundId: 'rf-1', paymentId: PAYMENT_ID })).toEqual(first);
    await expect(sandbox.verifyRefund({ refundId: 'rf-1', paymentId: 'other' })).rejects.toMatchObject({
      code: 'mismatch',
    });
    await expect(sandbox.verifyRefund({ refundId: 'nope', paymentId: PAYMENT_ID })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('refuses to refund a payment that is unknown, not succeeded, or in another currency', async () => {
    await expect(sandbox.refund(refund('rf-1', 1n))).rejects.toMatchObject({ code: 'not_found' });
    await sandbox.initiate(payment);
    await expect(sandbox.refund(refund('rf-1', 1n))).rejects.toMatchObject({ code: 'not_refundable' });
    await sandbox.complete(PAYMENT_ID, 'succeeded');
    await expect(sandbox.refund(refund('rf-1', 1n, { currency: 'UGX' }))).rejects.toMatchObject({
      code: 'mismatch',
    });
    await expect(sandbox.refund(refund('rf-1', 0n))).rejects.toMatchObject({ code: 'invalid_amount' });
  });

  it('concurrent refunds together stay within the payment', async () => {
    await sandbox.initiate(payment);
    await sandbox.complete(PAYMENT_ID, 'succeeded');
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => sandbox.refund(refund(`rf-${i}`, 100000n))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
  });

  it('keeps refunds in a store that supports them, in memory otherwise', async () => {
    const records: SandboxRefundRecord[] = [];
    const base = new InMemorySandboxStore();
    const store: SandboxStore = {
      insertPayment: (r) => base.insertPayment(r),
      getPayment: (id) => base.getPayment(id),
      updatePaymentStatus: (...a) => base.updatePaymentStatus(...a),
      insertPayout: (r) => base.insertPayout(r),
      getPayout: (id) => base.getPayout(id),
      updatePayoutStatus: (...a) => base.updatePayoutStatus(...a),
      insertRefund: async (r, limit) => {
        const outcome = await base.insertRefund(r, limit);
        if (outcome === 'inserted') records.push(r);
        return outcome;
      },
      getRefund: (id) => base.getRefund(id),
    };
    const persisted = new SandboxProvider({ webhookSecret: 'sandbox-refund-secret-0123456789', store });
    await persisted.initiate(payment);
    await persisted.complete(PAYMENT_ID, 'succeeded');
    await persisted.refund(refund('rf-1', 5n));
    expect(records.map((r) => [r.refundId, r.amountMinor, r.reason])).toEqual([
      ['rf-1', 5, 'Seller declined'],
    ]);

    const { insertRefund: _i, getRefund: _g, ...withoutRefunds } = store;
    const plain = new SandboxProvider({
      webhookSecret: 'sandbox-refund-secret-0123456789',
      store: withoutRefunds,
    });
    expect(await plain.refund(refund('rf-2', 5n))).toMatchObject({ status: 'succeeded' });
    expect(records).toHaveLength(1);
  });
});
