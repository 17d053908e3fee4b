import { createHmac } from 'node:crypto';
import { jest } from '@jest/globals';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import type { InitiateRequest, Initiation } from '../src/payments/providers/index.js';
import {
  freshDatabase,
  RATES,
  SANDBOX_SECRET,
  startCheckout,
  type CheckoutHarness,
} from './checkout-harness.js';

const db: TestDatabase | null = await freshDatabase('trade payments');
const suite = db ? describe : describe.skip;

/**
 * Paying a checkout: the sandbox's signed webhooks go through the one pipeline (raw-body
 * signature, stored once, 200, verified with the provider, settled) and move money exactly once
 * per payment, whatever their number, order or timing.
 */
suite('trade: payments and webhooks', () => {
  let h: CheckoutHarness;
  let buyerId: string;
  let buyer: string;

  beforeAll(async () => {
    h = await startCheckout(db!);
    await h.rates(RATES);
    buyerId = uuidv7();
    buyer = await h.token('buyer', buyerId, 'buyer@example.com');
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  /** A two-seller checkout in KES: a tracked GHS product and an untracked KES one. */
  const twoSellers = async () => {
    const ghs = await h.product({ currency: 'GHS', tiers: [[5, 3_000_000]], stock: 40 });
    const kes = await h.product({ currency: 'KES', tiers: [[1, 250_000]] });
    return h.checkout(buyer, [
      { productId: ghs, quantity: 5 },
      { productId: kes, quantity: 4 },
    ]);
  };
  const orderIds = (c: { orders: { id: string }[] }) => c.orders.map((o) => o.id);
  const ops = async (ids: string[]) =>
    (await h.entries(ids)).map((e) => `${e.operation}:${e.order_id}`).sort();
  const captureAndHold = (ids: string[]) => ids.flatMap((id) => [`capture:${id}`, `hold:${id}`]).sort();

  it('settles a sandbox success: escrow captured and held per order, stock committed, orders and checkout paid', async () => {
    const checkout = await twoSellers();
    const done = await h.complete(buyer, checkout.payment.id, 'succeeded');
    expect(done).toMatchObject({ delivered: 1, failed: 0, payment: { id: checkout.payment.id } });
    const after = await (await h.api(`/api/v1/checkout/${checkout.id}`, { token: buyer })).json();
    expect(after.status).toBe('paid');
    expect(after.payment).toMatchObject({ status: 'succeeded', amountMinor: checkout.totalMinor });
    expect(after.orders.map((o: { status: string }) => o.status)).toEqual(['paid', 'paid']);
    expect(await ops(orderIds(checkout))).toEqual(captureAndHold(orderIds(checkout)));
    // The hold keeps the fee snapshotted on each order for the platform.
    for (const o of checkout.orders) {
      const [hold] = await h.sql(
        `select coalesce(sum(p.amount) filter (where c.kind = 'platform_fees'), 0)::int as fee, sum(p.amount)::bigint::int as total
         from trade.ledger_entries e join trade.ledger_postings p on p.entry_id = e.id
         join trade.ledger_accounts c on c.id = p.credit_account_id where e.id = $1`,
        [`hold:${o.id}`],
      );
      expect(hold).toEqual({ fee: o.feeMinor, total: o.amountMinor });
    }
    const ghsLine = checkout.orders.flatMap((o: { lines: { productId: string }[] }) => o.lines)[0];
    const stock = await h.sql('select on_hand, reserved from trade.stock where product_id = any($1)', [
      checkout.orders.flatMap((o: { lines: { productId: string }[] }) => o.lines.map((l) => l.productId)),
    ]);
    expect(stock).toEqual([{ on_hand: 35, reserved: 0 }]);
    expect(ghsLine).toBeDefined();
    const succeeded = (await h.outbox('trade.payment.succeeded.v1')).filter((e) => e.key === checkout.id);
    expect(succeeded.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        paymentId: checkout.payment.id,
        amountMinor: BigInt(checkout.totalMinor),
        currency: 'KES',
      }),
    ]);
    const changes = (await h.outbox('trade.order.status_changed.v1')).filter((e) =>
      orderIds(checkout).includes(e.key),
    );
    expect(changes.map((e) => [e.payload.action, e.payload.order?.status])).toEqual([
      ['pay', 'paid'],
      ['pay', 'paid'],
    ]);
    expect((await h.verify()).valid).toBe(true);
  });

  it('moves money once for five duplicates and out-of-order webhooks, and a late failure changes nothing', async () => {
    const checkout = await twoSellers();
    const done = await h.complete(buyer, checkout.payment.id, 'succeeded', {
      duplicates: 5,
      outOfOrder: true,
    });
    // The final event, five copies of it, then a stale pending and an earlier attempt's failure.
    expect(done.delivered).toBe(8);
    const stored = await h.sql(
      `select claimed_status, outcome from trade.payment_webhook where payment_id = $1 order by received_at, id`,
      [checkout.payment.id],
    );
    expect(stored.map((w) => w.claimed_status)).toEqual(['succeeded', 'pending', 'failed']);
    expect(stored.filter((w) => w.outcome === 'applied')).toHaveLength(1);
    expect(await ops(orderIds(checkout))).toEqual(captureAndHold(orderIds(checkout)));

    // More of the same, at once, and a lying `failed`: the provider says succeeded, so nothing moves.
    await h.sandbox().complete(checkout.payment.id, 'succeeded', { duplicates: 3, concurrent: true });
    await h.sandbox().emitPaymentWebhook(checkout.payment.id, 'failed', { duplicates: 2, concurrent: true });
    await h.settled();
    expect(await ops(orderIds(checkout))).toEqual(captureAndHold(orderIds(checkout)));
    const [payment] = await h.sql('select status from trade.payment where id = $1', [checkout.payment.id]);
    expect(payment).toEqual({ status: 'succeeded' });
    expect((await h.outbox('trade.payment.succeeded.v1')).filter((e) => e.key === checkout.id)).toHaveLength(
      1,
    );
    expect((await h.outbox('trade.payment.failed.v1')).filter((e) => e.key === checkout.id)).toHaveLength(0);
    expect((await h.verify()).valid).toBe(true);
  });

  it('makes one order group when the webhook arrives before the checkout has answered', async () => {
    const sandbox = h.sandbox();
    const original = sandbox.initiate.bind(sandbox);
    // The sandbox pays and delivers its webhooks while checkout is still waiting for initiate's answer.
    const spy = jest
      .spyOn(sandbox, 'initiate')
      .mockImplementationOnce(async (req: InitiateRequest): Promise<Initiation> => {
        const start = await original(req);
        await sandbox.complete(req.paymentId, 'succeeded', { duplicates: 2 });
        await h.settled();
        return start;
      });
    const earlyBuyer = uuidv7();
    const token = await h.token('buyer', earlyBuyer);
    let checkout: any;
    try {
      const p = await h.product({ stock: 3 });
      checkout = await h.checkout(token, [{ productId: p, quantity: 1 }]);
    } finally {
      spy.mockRestore();
    }
    expect(checkout.status).toBe('paid');
    expect(checkout.payment).toMatchObject({ status: 'succeeded', action: { kind: 'redirect' } });
    expect(
      await h.sql('select count(*)::int as n from trade.checkout where buyer_id = $1', [earlyBuyer]),
    ).toEqual([{ n: 1 }]);
    expect(await h.sql('select status from trade.payment where buyer_id = $1', [earlyBuyer])).toEqual([
      { status: 'succeeded' },
    ]);
    expect(await ops(orderIds(checkout))).toEqual(captureAndHold(orderIds(checkout)));
    const [row] = await h.sql('select provider_reference from trade.payment where id = $1', [
      checkout.payment.id,
    ]);
    expect(row.provider_reference).toMatch(/^sbx_pay_/);
  });

  it('marks a declined payment failed, tells the buyer, and lets them pay again', async () => {
    const checkout = await twoSellers();
    await h.complete(buyer, checkout.payment.id, 'failed');
    const failed = await (await h.api(`/api/v1/payments/${checkout.payment.id}`, { token: buyer })).json();
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'Declined in the sandbox' });
    expect((await h.outbox('trade.payment.failed.v1')).filter((e) => e.key === checkout.id)).toHaveLength(1);
    expect(await h.entries(orderIds(checkout))).toEqual([]);
    // The same decision again, or the other one now, is refused by the sandbox: a final status is final.
    const flip = await h.api(`/api/v1/payments/sandbox/${checkout.payment.id}/complete`, {
      method: 'POST',
      token: buyer,
      json: { outcome: 'succeeded' },
    });
    expect(flip.status).toBe(409);
    expect((await flip.json()).code).toBe('payments.already_final');

    const again = await h.api(`/api/v1/checkout/${checkout.id}/pay`, { method: 'POST', token: buyer });
    expect(again.status).toBe(201);
    const retried = await again.json();
    expect(retried.payment.id).not.toBe(checkout.payment.id);
    expect(retried.payment).toMatchObject({ status: 'pending', amountMinor: checkout.totalMinor });
    // While that one is with the provider, no third.
    const third = await h.api(`/api/v1/checkout/${checkout.id}/pay`, { method: 'POST', token: buyer });
    expect(third.status).toBe(409);
    expect((await third.json()).code).toBe('checkout.payment_in_progress');
    await h.complete(buyer, retried.payment.id, 'succeeded');
    const paid = await (await h.api(`/api/v1/checkout/${checkout.id}`, { token: buyer })).json();
    expect(paid.status).toBe('paid');
    expect(await ops(orderIds(checkout))).toEqual(captureAndHold(orderIds(checkout)));
    const paidAgain = await h.api(`/api/v1/checkout/${checkout.id}/pay`, { method: 'POST', token: buyer });
    expect(paidAgain.status).toBe(409);
    expect((await paidAgain.json()).code).toBe('checkout.not_payable');
  });

  describe('the webhook endpoint', () => {
    const sign = (raw: string) => createHmac('sha256', SANDBOX_SECRET).update(raw).digest('hex');
    const post = (raw: string, signature: string | null, provider = 'sandbox') =>
      fetch(`${h.url}/api/v1/payments/webhooks/${provider}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-sandbox-signature': signature } : {}),
        },
        body: raw,
      });
    const count = async () => (await h.sql('select count(*)::int as n from trade.payment_webhook'))[0].n;

    it('checks the signature over the raw bytes: 401 and nothing stored when it is wrong', async () => {
      const checkout = await twoSellers();
      // Spaces a re-serialised object would not have: only the exact bytes verify.
      const raw = `{ "id": "evt_${uuidv7()}", "type": "payment.succeeded",  "created_at": "2026-01-01T00:00:00Z",
        "data": { "object": "payment", "payment_id": "${checkout.payment.id}", "status": "succeeded",
        "amount_minor": ${checkout.totalMinor}, "currency": "KES" } }`;
      const before = await count();
      for (const signature of [null, 'deadbeef', sign(JSON.stringify(JSON.parse(raw)))]) {
        const res = await post(raw, signature);
        expect(res.status).toBe(401);
        expect(((await res.json()) as { code: string }).code).toBe('payments.bad_signature');
      }
      expect(await count()).toBe(before);
      expect((await post(raw, sign(raw))).status).toBe(200);
      expect((await post(raw, sign(raw))).status).toBe(200);
      expect(await count()).toBe(before + 1);
      // The claim alone pays nothing: the sandbox (verify) says the payment is still pending.
      await h.settled();
      const [stored] = await h.sql(`select outcome from trade.payment_webhook where payment_id = $1`, [
        checkout.payment.id,
      ]);
      expect(stored).toEqual({ outcome: 'pending' });
      expect(await h.entries(orderIds(checkout))).toEqual([]);
    });

    it('refuses an unknown provider and an unreadable body', async () => {
      expect((await post('{}', 'x', 'stripe')).status).toBe(404);
      const raw = '{"id":"evt_1","type":"payment.succeeded"}';
      const res = await post(raw, sign(raw));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('payments.unreadable_webhook');
    });
  });
});
