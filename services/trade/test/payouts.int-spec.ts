import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import type { SandboxProvider } from '../src/payments/providers/index.js';
import { PayoutDispatcher } from '../src/payouts/index.js';
import { freshDatabase, startTrade, type OrdersHarness } from './orders-harness.js';

const db: TestDatabase | null = await freshDatabase('trade payouts');
const suite = db ? describe : describe.skip;

/**
 * Sellers' balances and payouts on the trade service, with the sandbox in its manual payout mode so
 * the tests decide when (and how) the provider answers: money leaves the seller's balance for
 * payouts in transit when asked, and leaves the ledger (settled) or comes back (failed) as the
 * provider says — once.
 */
suite('trade: seller balance and payouts', () => {
  let h: OrdersHarness;
  let dispatcher: PayoutDispatcher;
  let sandbox: SandboxProvider;

  beforeAll(async () => {
    h = await startTrade(db!, { SANDBOX_PAYOUTS: 'manual' });
    dispatcher = h.get(PayoutDispatcher);
    sandbox = h.payments as SandboxProvider;
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  /** A seller with `released` minor units of KES released to them (amount − 5% fee) and one order still held. */
  const sellerWithMoney = async (amountMinor = 1_000_000n) => {
    const sellerId = uuidv7();
    const o = await h.order({ status: 'delivered', sellerId, amountMinor });
    await h.order({ status: 'paid', sellerId, amountMinor: 200_000n });
    const res = await h.api(`/api/v1/orders/${o.id}/confirm-receipt`, {
      method: 'POST',
      token: await h.token('buyer', o.buyerId),
    });
    expect(res.status).toBe(200);
    return { sellerId, token: await h.token('seller', sellerId), released: amountMinor - o.feeMinor };
  };
  const balance = async (token: string) => (await h.api('/api/v1/seller/balance', { token })).json();
  const requestPayout = (token: string, json: object, key?: string) =>
    h.api('/api/v1/seller/payouts', { method: 'POST', token, json, idempotencyKey: key });
  /**
   * The provider answered: let the dispatcher ask it now rather than after its back-off (the
   * sandbox's payout webhook may have had it settled first); the payout's status afterwards.
   */
  const askProvider = async (payoutId: string) => {
    await h.sql('update trade.payout set next_attempt_at = now() where id = $1', [payoutId]);
    await dispatcher.send(payoutId);
    return (await h.sql('select status from trade.payout where id = $1', [payoutId]))[0]?.status;
  };
  const waitForStatus = async (payoutId: string, wanted: string) => {
    for (let i = 0; i < 100; i++) {
      const [row] = await h.sql('select status from trade.payout where id = $1', [payoutId]);
      if (row?.status === wanted) return wanted;
      await new Promise((r) => setTimeout(r, 30));
    }
    return (await h.sql('select status from trade.payout where id = $1', [payoutId]))[0]?.status;
  };

  it('the balance shows what is released (available) and what is still held (incoming), per currency', async () => {
    const { token, released } = await sellerWithMoney();
    expect(await balance(token)).toEqual([
      { currency: 'KES', availableMinor: Number(released), incomingMinor: 190_000, inTransitMinor: 0 },
    ]);
    expect(await balance(await h.token('seller', uuidv7()))).toEqual([]);
    expect((await h.api('/api/v1/seller/balance', { token: await h.token('buyer', uuidv7()) })).status).toBe(
      403,
    );
  });

  it('a payout moves the balance to in transit, then out of the ledger when the provider sends it', async () => {
    const { sellerId, token, released } = await sellerWithMoney();
    expect((await requestPayout(token, { currency: 'KES' }, false as never)).status).toBe(400);
    const res = await requestPayout(token, { currency: 'KES' });
    expect(res.status).toBe(201);
    const payout = await res.json();
    expect(payout).toMatchObject({
      sellerId,
      currency: 'KES',
      amountMinor: Number(released),
      provider: 'sandbox',
    });
    expect(await waitForStatus(payout.id, 'pending')).toBe('pending');
    expect(await balance(token)).toEqual([
      { currency: 'KES', availableMinor: 0, incomingMinor: 190_000, inTransitMinor: Number(released) },
    ]);
    expect(
      (await h.outbox('trade.payout.requested.v1')).filter((e) => e.payload.payout?.payoutId === payout.id),
    ).toHaveLength(1);

    await sandbox.completePayout(payout.id, 'succeeded');
    expect(await askProvider(payout.id)).toBe('succeeded');
    expect(await balance(token)).toEqual([
      { currency: 'KES', availableMinor: 0, incomingMinor: 190_000, inTransitMinor: 0 },
    ]);
    expect(await dispatcher.send(payout.id)).toBeNull(); // settled: nothing left to do
    // Every entry that moved the seller's money announced the balance it left, in order (identity
    // refuses to delete an account with money to withdraw from the newest of these).
    const announced = (await h.outbox('trade.seller_balance.changed.v1'))
      .filter((e) => e.key === sellerId)
      .map((e) => [
        e.payload.currency,
        e.payload.availableMinor,
        e.payload.incomingMinor,
        e.payload.inTransitMinor,
      ]);
    expect(announced.slice(-3)).toEqual([
      ['KES', released, 190_000n, 0n], // the release on confirmed receipt
      ['KES', 0n, 190_000n, released], // the payout asked for
      ['KES', 0n, 190_000n, 0n], // the provider sent it
    ]);
    const settled = (await h.outbox('trade.payout.settled.v1')).filter(
      (e) => e.payload.payout?.payoutId === payout.id,
    );
    expect(settled.map((e) => e.payload.payout?.amountMinor)).toEqual([released]);
    const list = await (await h.api('/api/v1/seller/payouts', { token })).json();
    expect(list).toMatchObject({ total: 1, items: [{ id: payout.id, status: 'succeeded' }] });
    expect((await h.verify()).valid).toBe(true);
  });

  it('a failed payout puts the money back in the seller’s balance', async () => {
    const { token, released } = await sellerWithMoney();
    const payout = await (await requestPayout(token, { currency: 'KES', amountMinor: 100_000 })).json();
    expect(payout.amountMinor).toBe(100_000);
    expect(await waitForStatus(payout.id, 'pending')).toBe('pending');
    await sandbox.completePayout(payout.id, 'failed');
    expect(await askProvider(payout.id)).toBe('failed');
    expect(await balance(token)).toEqual([
      { currency: 'KES', availableMinor: Number(released), incomingMinor: 190_000, inTransitMinor: 0 },
    ]);
    const failed = (await h.outbox('trade.payout.failed.v1')).filter(
      (e) => e.payload.payout?.payoutId === payout.id,
    );
    expect(failed).toHaveLength(1);
    expect((await h.verify()).valid).toBe(true);
  });

  it('refuses what is not there: nothing released, more than available, an unknown currency', async () => {
    const { token, released } = await sellerWithMoney();
    const none = await requestPayout(token, { currency: 'UGX' });
    expect(none.status).toBe(409);
    expect((await none.json()).code).toBe('payouts.nothing_available');
    const over = await requestPayout(token, { currency: 'KES', amountMinor: Number(released) + 1 });
    expect(over.status).toBe(409);
    expect((await over.json()).code).toBe('payouts.exceeds_balance');
    expect((await requestPayout(token, { currency: 'XYZ' })).status).toBe(400);
    expect((await requestPayout(token, { currency: 'KES', amountMinor: 0 })).status).toBe(400);
    expect((await requestPayout(await h.token('buyer', uuidv7()), { currency: 'KES' })).status).toBe(403);
    expect((await balance(token))[0].availableMinor).toBe(Number(released));
  });

  it('two payouts of the whole balance at once: one is made, the other refused', async () => {
    const { token, released } = await sellerWithMoney();
    const results = await Promise.all([
      requestPayout(token, { currency: 'KES' }),
      requestPayout(token, { currency: 'KES' }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect((await balance(token))[0]).toMatchObject({ availableMinor: 0, inTransitMinor: Number(released) });
    expect((await h.verify()).valid).toBe(true);
  });

  it('a payout whose provider answer was lost is asked again and made once', async () => {
    const { token, released } = await sellerWithMoney();
    const payout = await (await requestPayout(token, { currency: 'KES' })).json();
    expect(await waitForStatus(payout.id, 'pending')).toBe('pending');
    // As if the process died after the ledger move and before the provider's answer was recorded.
    await h.sql("update trade.payout set status = 'requested' where id = $1", [payout.id]);
    expect(await askProvider(payout.id)).toBe('pending'); // the sandbox reports the same payout
    await sandbox.completePayout(payout.id, 'succeeded');
    expect(await askProvider(payout.id)).toBe('succeeded');
    expect(
      await h.sql(
        "select count(*)::int as n from trade.ledger_entries where operation = 'payout_settled' and resolves = $1",
        [`payout:${payout.id}`],
      ),
    ).toEqual([{ n: 1 }]);
    expect((await balance(token))[0]).toMatchObject({ availableMinor: 0, inTransitMinor: 0 });
    expect(released).toBeGreaterThan(0n);
    expect((await h.verify()).valid).toBe(true);
  });
});
