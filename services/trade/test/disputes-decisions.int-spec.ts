import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { disputeKit } from './disputes-kit.js';
import { freshDatabase, startTrade, type OrdersHarness } from './orders-harness.js';

const db: TestDatabase | null = await freshDatabase('trade dispute decisions');
const suite = db ? describe : describe.skip;

/**
 * Staff decide disputes: release to the seller, refund in full, or refund a part with the fee pro
 * rata (worked by hand for 2-, 0- and 3-decimal currencies); the ledger stays valid.
 */
suite('trade: dispute decisions', () => {
  let h: OrdersHarness;
  let admin: string;
  let kit: ReturnType<typeof disputeKit>;

  beforeAll(async () => {
    h = await startTrade(db!);
    admin = await h.token('admin', uuidv7());
    kit = disputeKit(h, () => admin);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('staff release to the seller: order completed, escrow unfrozen, both told; decided once', async () => {
    const { o } = await kit.disputed({ amountMinor: 800_000n, feeMinor: 40_000n });
    const [{ id }] = await h.sql('select id from trade.dispute where order_id = $1', [o.id]);
    expect(
      (
        await kit.decide(
          id,
          { outcome: 'release', reason: 'Delivery note signed' },
          await h.token('seller', o.sellerId),
        )
      ).status,
    ).toBe(403);
    const keyless = await h.api(`/api/v1/admin/disputes/${id}/decision`, {
      method: 'POST',
      token: admin,
      json: { outcome: 'release', reason: 'No key sent' },
      idempotencyKey: false,
    });
    expect(keyless.status).toBe(400);
    const res = await kit.decide(id, {
      outcome: 'release',
      reason: 'The delivery note is signed by the buyer',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'decided',
      outcome: 'release',
      releasedMinor: 800_000,
      refundedMinor: 0,
      feeMinor: 40_000,
    });
    expect((await kit.orderRow(o.id)).status).toBe('completed');
    expect(await kit.escrow(o.id)).toMatchObject({
      frozen: false,
      released: { amountMinor: 800_000n },
      refunded: { amountMinor: 0n },
    });
    expect((await kit.balances.seller(h.em(), o.sellerId))[0]!.available.amountMinor).toBe(760_000n);
    const decided = (await h.outbox('trade.dispute.decided.v1'))
      .filter((e) => e.key === o.id)
      .map((e) => e.payload);
    expect(decided).toEqual([
      expect.objectContaining({
        disputeId: id,
        outcome: 'release',
        releasedMinor: 800_000n,
        feeMinor: 40_000n,
        order: expect.objectContaining({ status: 'completed' }),
      }),
    ]);
    const again = await kit.decide(id, { outcome: 'refund_full', reason: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('disputes.closed');
    expect((await h.verify()).valid).toBe(true);
  });

  it('staff refund in full: order refunded, the money back through the sandbox', async () => {
    const { o } = await kit.disputed();
    const [{ id }] = await h.sql('select id from trade.dispute where order_id = $1', [o.id]);
    const res = await kit.decide(id, { outcome: 'refund_full', reason: 'Photos show water damage' });
    expect(res.status).toBe(200);
    expect((await kit.orderRow(o.id)).status).toBe('refunded');
    expect(await kit.escrow(o.id)).toMatchObject({
      frozen: false,
      refunded: { amountMinor: o.amountMinor },
      released: { amountMinor: 0n },
    });
    expect(await h.refundsSettled(o.id)).toEqual([
      { status: 'succeeded', amount_minor: String(o.amountMinor), provider: 'sandbox', cause: 'dispute' },
    ]);
    expect((await h.verify()).valid).toBe(true);
  });

  it.each([
    // currency, amount, fee, refund → fee on what is released, worked by hand (half up)
    ['KES', 1_000_000n, 50_000n, 333_333n, 33_333n], // 50,000 × 666,667 / 1,000,000 = 33,333.35
    ['UGX', 1_999n, 100n, 1_000n, 50n], // 100 × 999 / 1,999 = 49.97
    ['TND', 12_345n, 370n, 5_000n, 220n], // 370 × 7,345 / 12,345 = 220.14
  ] as const)(
    'a partial refund in %s pro-rates the fee',
    async (currency, amountMinor, feeMinor, refund, fee) => {
      const { o } = await kit.disputed({ currency, amountMinor, feeMinor });
      const [{ id }] = await h.sql('select id from trade.dispute where order_id = $1', [o.id]);
      for (const bad of [
        {},
        { refundMinor: 0 },
        { refundMinor: Number(amountMinor) },
        { refundMinor: 1.5 },
      ]) {
        const res = await kit.decide(id, {
          outcome: 'refund_partial',
          reason: 'Half the lot was damaged',
          ...bad,
        });
        expect([bad, [400, 422].includes(res.status)]).toEqual([bad, true]);
      }
      const res = await kit.decide(id, {
        outcome: 'refund_partial',
        refundMinor: Number(refund),
        reason: 'Half the lot was damaged',
      });
      expect(res.status).toBe(200);
      const release = amountMinor - refund;
      expect(await res.json()).toMatchObject({
        outcome: 'refund_partial',
        refundedMinor: Number(refund),
        releasedMinor: Number(release),
        feeMinor: Number(fee),
      });
      expect((await kit.orderRow(o.id)).status).toBe('refunded');
      expect(await kit.escrow(o.id)).toMatchObject({
        frozen: false,
        refunded: { amountMinor: refund, currency },
        released: { amountMinor: release },
        available: { amountMinor: 0n },
      });
      expect((await kit.balances.seller(h.em(), o.sellerId))[0]!.available).toEqual({
        amountMinor: release - fee,
        currency,
      });
      const status = (await h.outbox('trade.order.status_changed.v1'))
        .filter((e) => e.key === o.id)
        .at(-1)!.payload;
      expect(status).toMatchObject({
        action: 'decide_refund',
        actorRole: 'staff',
        refundedMinor: refund,
        releasedMinor: release,
      });
      expect((await h.verify()).valid).toBe(true);
    },
  );
});
