import { jest } from '@jest/globals';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { CheckoutExpiry } from '../src/checkout/checkout-expiry.job.js';
import { PaymentRecovery } from '../src/payments/payment-recovery.job.js';
import { freshDatabase, RATES, startCheckout, type CheckoutHarness } from './checkout-harness.js';

const db: TestDatabase | null = await freshDatabase('trade payment recovery');
const suite = db ? describe : describe.skip;

const MINUTE = 60_000;

/**
 * What happens around a payment rather than in it: a crash before the provider was asked, unpaid
 * orders expiring (and a payment that still arrives after), rates and plans changing after
 * checkout, and a locked rate that ran out.
 */
suite('trade: payment recovery, expiry and locked terms', () => {
  let h: CheckoutHarness;
  let buyer: string;

  beforeAll(async () => {
    h = await startCheckout(db!);
    await h.rates(RATES);
    buyer = await h.token('buyer', uuidv7(), 'buyer@example.com');
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const ghsCheckout = async (stock = 10, quantity = 5) => {
    const p = await h.product({ currency: 'GHS', tiers: [[1, 3_000_000]], stock });
    return { productId: p, checkout: await h.checkout(buyer, [{ productId: p, quantity }]) };
  };
  const paymentRow = async (id: string) =>
    (
      await h.sql(
        'select status, provider_reference, action, failure_reason from trade.payment where id = $1',
        [id],
      )
    )[0];

  it('recovers a checkout whose process died between committing and asking the provider', async () => {
    const sandbox = h.sandbox();
    const spy = jest.spyOn(sandbox, 'initiate').mockRejectedValueOnce(new Error('process killed'));
    let checkout: any;
    try {
      ({ checkout } = await ghsCheckout());
    } finally {
      spy.mockRestore();
    }
    // The orders stand, their payment recorded and never handed over.
    expect(checkout.status).toBe('pending_payment');
    expect(checkout.payment).toMatchObject({ status: 'created', action: null });
    const recovery = h.get(PaymentRecovery);
    // Too early: the request that made it may still be waiting for the provider.
    expect(await recovery.runOnce()).toBe(0);
    expect(await recovery.runOnce(new Date(Date.now() + 5 * MINUTE))).toBe(1);
    expect(await paymentRow(checkout.payment.id)).toMatchObject({
      status: 'pending',
      provider_reference: expect.stringMatching(/^sbx_pay_/),
      action: { kind: 'redirect', redirectUrl: expect.stringContaining(checkout.payment.id) },
    });
    // Taken once: a second sweep (another replica) finds nothing.
    expect(await recovery.runOnce(new Date(Date.now() + 5 * MINUTE))).toBe(0);
    await h.complete(buyer, checkout.payment.id, 'succeeded');
    const paid = await (await h.api(`/api/v1/checkout/${checkout.id}`, { token: buyer })).json();
    expect(paid.status).toBe('paid');
    expect((await h.entries([checkout.orders[0].id])).map((e) => e.operation)).toEqual(['capture', 'hold']);
  });

  it('ends a stuck payment as failed when its checkout can no longer be paid', async () => {
    const spy = jest.spyOn(h.sandbox(), 'initiate').mockRejectedValueOnce(new Error('timeout'));
    let checkout: any;
    try {
      ({ checkout } = await ghsCheckout());
    } finally {
      spy.mockRestore();
    }
    // Found only after the rate lock ran out: the buyer must re-confirm, so it is not started.
    expect(await h.get(PaymentRecovery).runOnce(new Date(Date.now() + 20 * MINUTE))).toBe(1);
    expect(await paymentRow(checkout.payment.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'checkout_not_payable',
    });
  });

  it('expires unpaid orders, releases their stock, and returns a payment that arrives afterwards', async () => {
    const { productId, checkout } = await ghsCheckout(10, 4);
    expect((await h.sql('select reserved from trade.stock where product_id = $1', [productId]))[0]).toEqual({
      reserved: 4,
    });
    const expiry = h.get(CheckoutExpiry);
    expect(await expiry.runOnce(new Date(Date.now() + 30 * MINUTE))).toBe(0);
    expect(await expiry.runOnce(new Date(Date.now() + 61 * MINUTE))).toBeGreaterThanOrEqual(1);
    const expired = await (await h.api(`/api/v1/checkout/${checkout.id}`, { token: buyer })).json();
    expect(expired.status).toBe('expired');
    expect(expired.orders.map((o: { status: string }) => o.status)).toEqual(['expired']);
    expect(
      (await h.sql('select reserved, on_hand from trade.stock where product_id = $1', [productId]))[0],
    ).toEqual({
      reserved: 0,
      on_hand: 10,
    });
    const timeline = await h.sql(
      'select action, to_status, actor_role from trade.order_event where order_id = $1 order by at',
      [checkout.orders[0].id],
    );
    expect(timeline).toEqual([
      { action: 'placed', to_status: 'pending_payment', actor_role: 'buyer' },
      { action: 'expire', to_status: 'expired', actor_role: 'system' },
    ]);
    expect(await expiry.runOnce(new Date(Date.now() + 61 * MINUTE))).toBe(0);
    const pay = await h.api(`/api/v1/checkout/${checkout.id}/pay`, { method: 'POST', token: buyer });
    expect(pay.status).toBe(409);

    // The buyer still completes the payment at the provider: the money is captured and returned at once.
    await h.complete(buyer, checkout.payment.id, 'succeeded');
    expect(await paymentRow(checkout.payment.id)).toMatchObject({
      status: 'refunded',
      failure_reason: 'checkout_expired',
    });
    const orderId = checkout.orders[0].id;
    expect((await h.entries([orderId])).map((e) => e.id)).toEqual([
      `capture:${checkout.payment.id}:${orderId}`,
      `refund:${checkout.payment.id}:${orderId}`,
    ]);
    const [refund] = await h.sql(
      'select amount_minor::int as amount, cause, payment_id from trade.order_refund where order_id = $1',
      [orderId],
    );
    expect(refund).toEqual({
      amount: checkout.totalMinor,
      cause: 'payment_returned',
      payment_id: checkout.payment.id,
    });
    const [order] = await h.sql('select status from trade.trade_order where id = $1', [orderId]);
    expect(order).toEqual({ status: 'expired' });
    expect((await h.verify()).valid).toBe(true);
  });

  it('keeps the locked amounts when rates change after checkout, until the buyer re-confirms', async () => {
    const { checkout } = await ghsCheckout(10, 1);
    const amount = checkout.orders[0].amountMinor;
    await h.rates({ ...RATES, GHS: '12.00', KES: '130.00' });
    const still = await (await h.api(`/api/v1/checkout/${checkout.id}`, { token: buyer })).json();
    expect(still.totalMinor).toBe(checkout.totalMinor);
    expect(still.orders[0]).toMatchObject({
      amountMinor: amount,
      fxRateExact: checkout.orders[0].fxRateExact,
    });
    await h.complete(buyer, checkout.payment.id, 'succeeded');
    const [capture] = await h.sql(
      `select sum(p.amount)::bigint::int as amount from trade.ledger_postings p where p.entry_id = $1`,
      [`capture:${checkout.orders[0].id}`],
    );
    expect(capture).toEqual({ amount });
    await h.rates(RATES);
  });

  it('re-locks at today’s rates once the lock expired; the superseded payment is returned if it still completes', async () => {
    const { checkout } = await ghsCheckout(10, 1);
    const orderId = checkout.orders[0].id;
    await h.sql(`update trade.checkout set fx_locked_until = now() - interval '1 minute' where id = $1`, [
      checkout.id,
    ]);
    const refused = await h.api(`/api/v1/checkout/${checkout.id}/pay`, { method: 'POST', token: buyer });
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe('checkout.fx_lock_expired');
    const viewed = await (await h.api(`/api/v1/checkout/${checkout.id}`, { token: buyer })).json();
    expect(viewed.fxLock.expired).toBe(true);

    await h.rates({ ...RATES, GHS: '15.00' });
    const res = await h.api(`/api/v1/checkout/${checkout.id}/reconfirm`, { method: 'POST', token: buyer });
    expect(res.status).toBe(200);
    const relocked = await res.json();
    // GHS 30,000.00 × 129.35 / 15 = KES 258,700.00; the fee stays 5% of the new amount.
    expect(relocked).toMatchObject({ totalMinor: 25_870_000, fxLock: { expired: false } });
    expect(relocked.orders[0]).toMatchObject({
      amountMinor: 25_870_000,
      feeMinor: 1_293_500,
      fxRateExact: '2587/300',
    });
    expect(relocked.payment).toMatchObject({
      id: checkout.payment.id,
      status: 'failed',
      failureReason: 'superseded',
    });
    const paying = await (
      await h.api(`/api/v1/checkout/${checkout.id}/pay`, { method: 'POST', token: buyer })
    ).json();
    expect(paying.payment).toMatchObject({ status: 'pending', amountMinor: 25_870_000 });

    // The buyer finishes the old payment (the old amount) anyway: it cannot pay, so it goes back.
    await h.complete(buyer, checkout.payment.id, 'succeeded');
    expect(await paymentRow(checkout.payment.id)).toMatchObject({
      status: 'refunded',
      failure_reason: 'payment_abandoned',
    });
    expect((await (await h.api(`/api/v1/checkout/${checkout.id}`, { token: buyer })).json()).status).toBe(
      'pending_payment',
    );
    await h.complete(buyer, paying.payment.id, 'succeeded');
    expect((await (await h.api(`/api/v1/checkout/${checkout.id}`, { token: buyer })).json()).status).toBe(
      'paid',
    );
    expect((await h.entries([orderId])).map((e) => e.id)).toEqual([
      `capture:${checkout.payment.id}:${orderId}`,
      `refund:${checkout.payment.id}:${orderId}`,
      `capture:${orderId}`,
      `hold:${orderId}`,
    ]);
    expect((await h.verify()).valid).toBe(true);
    await h.rates(RATES);
  });

  it('keeps the fee snapshotted at checkout when the seller changes plan before payment', async () => {
    const sellerId = uuidv7();
    await h.plan(sellerId, 500);
    const p = await h.product({ sellerId, currency: 'KES', tiers: [[1, 1_000_000]] });
    const checkout = await h.checkout(buyer, [{ productId: p, quantity: 1 }]);
    expect(checkout.orders[0]).toMatchObject({ feeBasisPoints: 500, feeMinor: 50_000 });
    await h.plan(sellerId, 200);
    await h.complete(buyer, checkout.payment.id, 'succeeded');
    const [fee] = await h.sql(
      `select coalesce(sum(p.amount) filter (where c.kind = 'platform_fees'), 0)::int as fee
       from trade.ledger_postings p join trade.ledger_accounts c on c.id = p.credit_account_id where p.entry_id = $1`,
      [`hold:${checkout.orders[0].id}`],
    );
    expect(fee).toEqual({ fee: 50_000 });
    const [order] = await h.sql(
      'select fee_basis_points, fee_minor::int as fee from trade.trade_order where id = $1',
      [checkout.orders[0].id],
    );
    expect(order).toEqual({ fee_basis_points: 500, fee: 50_000 });
    // A checkout placed now takes the new plan.
    const later = await h.checkout(buyer, [{ productId: p, quantity: 1 }]);
    expect(later.orders[0]).toMatchObject({ feeBasisPoints: 200, feeMinor: 20_000 });
  });
});
