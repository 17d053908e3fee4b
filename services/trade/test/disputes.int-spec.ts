import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { LedgerBalances } from '../src/ledger/index.js';
import { AutoRelease } from '../src/orders/index.js';
import {
  freshDatabase,
  startTrade,
  type OrdersHarness,
  type SeedOrder,
  type SeededOrder,
} from './orders-harness.js';

const db: TestDatabase | null = await freshDatabase('trade disputes');
const suite = db ? describe : describe.skip;

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 0x20)]);
const JPEG = Buffer.from('ffd8ffe000104a46494600', 'hex');

/**
 * Disputes end to end on the trade service: the buyer opens one (escrow frozen), the seller
 * answers, staff decide (release, full or partial refund with the fee pro rata), and the escrow
 * moves exactly once even when a confirmation, a dispute and the auto-release job collide.
 */
suite('trade: disputes', () => {
  let h: OrdersHarness;
  let balances: LedgerBalances;
  let admin: string;

  beforeAll(async () => {
    h = await startTrade(db!);
    balances = h.get(LedgerBalances);
    admin = await h.token('admin', uuidv7());
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const parties = async (o: SeededOrder) => ({
    buyer: await h.token('buyer', o.buyerId),
    seller: await h.token('seller', o.sellerId),
    stranger: await h.token('both', uuidv7()),
  });
  const disputeForm = (reason: string, description: string, files: Array<[Buffer, string]> = []) => {
    const f = new FormData();
    f.set('reason', reason);
    f.set('description', description);
    for (const [bytes, name] of files) f.append('evidence', new Blob([bytes]), name);
    return f;
  };
  const open = (o: SeededOrder, token: string, body: FormData | object) =>
    h.api(`/api/v1/orders/${o.id}/disputes`, {
      method: 'POST',
      token,
      ...(body instanceof FormData ? { body } : { json: body }),
    });
  const decide = (disputeId: string, json: object, token = admin) =>
    h.api(`/api/v1/admin/disputes/${disputeId}/decision`, { method: 'POST', token, json });
  const orderRow = async (id: string) =>
    (await h.sql('select * from trade.trade_order where id = $1', [id]))[0];
  const escrow = async (id: string) => (await balances.order(h.em(), id))[0]!;
  const disputed = async (seed: SeedOrder = {}) => {
    const o = await h.order({
      status: 'delivered',
      releaseDueAt: new Date(Date.now() + 86_400_000),
      ...seed,
    });
    const t = await parties(o);
    const res = await open(o, t.buyer, { reason: 'damaged', description: 'Two bags arrived torn and wet.' });
    expect(res.status).toBe(201);
    return { o, t, dispute: await res.json() };
  };

  it('the buyer opens a dispute with evidence: escrow frozen, order disputed, the seller told', async () => {
    const o = await h.order({ status: 'shipped' });
    const t = await parties(o);
    const res = await open(
      o,
      t.buyer,
      disputeForm('not_as_described', 'The beans are grade C, not grade A as listed.', [
        [JPEG, 'beans.jpg'],
        [PDF, 'lab-report.pdf'],
      ]),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      orderId: o.id,
      reason: 'not_as_described',
      status: 'open',
      amountMinor: Number(o.amountMinor),
      outcome: null,
      responses: [],
    });
    expect(
      body.evidence.map((e: { name: string; uploadedByRole: string }) => [e.name, e.uploadedByRole]),
    ).toEqual([
      ['beans.jpg', 'buyer'],
      ['lab-report.pdf', 'buyer'],
    ]);
    expect((await orderRow(o.id)).status).toBe('disputed');
    expect((await escrow(o.id)).frozen).toBe(true);
    const opened = (await h.outbox('trade.dispute.opened.v1')).filter((e) => e.key === o.id);
    expect(opened.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        disputeId: body.id,
        reason: 'not_as_described',
        evidenceCount: 2,
        order: expect.objectContaining({ orderId: o.id, status: 'disputed', sellerId: o.sellerId }),
      }),
    ]);
    // Evidence: the parties and staff download it, nobody else.
    for (const token of [t.buyer, t.seller, admin])
      expect((await h.api(body.evidence[1].downloadPath, { token })).status).toBe(200);
    expect((await h.api(body.evidence[1].downloadPath, { token: t.stranger })).status).toBe(404);
    // Frozen: the buyer can no longer confirm, the job does not release, a second dispute is refused.
    expect(
      (await h.api(`/api/v1/orders/${o.id}/confirm-receipt`, { method: 'POST', token: t.buyer })).status,
    ).toBe(409);
    expect((await open(o, t.buyer, { reason: 'other', description: 'A second try at it' })).status).toBe(409);
  });

  it('who may open one, and when: the buyer only, shipped or delivered, with valid files', async () => {
    const o = await h.order({ status: 'shipped' });
    const t = await parties(o);
    const json = { reason: 'not_received', description: 'Nothing arrived after six weeks.' };
    expect((await open(o, t.stranger, json)).status).toBe(404);
    expect((await open(o, admin, json)).status).toBe(404);
    expect((await open(o, t.seller, json)).status).toBe(403);
    expect((await open(o, t.buyer, { ...json, reason: 'bored' })).status).toBe(400);
    const fake = await open(
      o,
      t.buyer,
      disputeForm('damaged', 'See the photos attached.', [[Buffer.from('GIF89a'), 'a.jpg']]),
    );
    expect(fake.status).toBe(415);
    const six = Array.from({ length: 6 }, () => [JPEG, 'p.jpg'] as [Buffer, string]);
    expect((await open(o, t.buyer, disputeForm('damaged', 'See the photos attached.', six))).status).toBe(
      400,
    );
    expect((await orderRow(o.id)).status).toBe('shipped');
    expect((await escrow(o.id)).frozen).toBe(false);
    for (const status of ['paid', 'accepted'] as const) {
      const early = await h.order({ status });
      expect((await open(early, await h.token('buyer', early.buyerId), json)).status).toBe(409);
    }
  });

  it('the seller answers with text and evidence; the buyer cannot answer for them', async () => {
    const { o, t, dispute } = await disputed();
    const path = `/api/v1/orders/${o.id}/disputes/${dispute.id}/responses`;
    const answer = (token: string, files: Array<[Buffer, string]> = []) => {
      const f = new FormData();
      f.set('text', 'The bags left our warehouse intact: see the signed delivery note.');
      for (const [bytes, name] of files) f.append('evidence', new Blob([bytes]), name);
      return h.api(path, { method: 'POST', token, body: f });
    };
    expect((await answer(t.buyer)).status).toBe(403);
    expect((await answer(t.stranger)).status).toBe(404);
    const res = await answer(t.seller, [[PDF, 'delivery-note.pdf']]);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.responses).toEqual([
      expect.objectContaining({
        authorId: o.sellerId,
        authorRole: 'seller',
        text: expect.stringContaining('intact'),
      }),
    ]);
    expect(body.evidence).toEqual([
      expect.objectContaining({
        name: 'delivery-note.pdf',
        uploadedByRole: 'seller',
        responseId: body.responses[0].id,
      }),
    ]);
    const list = await (await h.api(`/api/v1/orders/${o.id}/disputes`, { token: t.buyer })).json();
    expect(list.map((d: { id: string }) => d.id)).toEqual([dispute.id]);
    expect((await h.api(`/api/v1/orders/${o.id}/disputes`, { token: t.stranger })).status).toBe(404);
  });

  it('staff release to the seller: order completed, escrow unfrozen, both told; decided once', async () => {
    const { o } = await disputed({ amountMinor: 800_000n, feeMinor: 40_000n });
    const [{ id }] = await h.sql('select id from trade.dispute where order_id = $1', [o.id]);
    expect(
      (
        await decide(
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
    const res = await decide(id, { outcome: 'release', reason: 'The delivery note is signed by the buyer' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'decided',
      outcome: 'release',
      releasedMinor: 800_000,
      refundedMinor: 0,
      feeMinor: 40_000,
    });
    expect((await orderRow(o.id)).status).toBe('completed');
    expect(await escrow(o.id)).toMatchObject({
      frozen: false,
      released: { amountMinor: 800_000n },
      refunded: { amountMinor: 0n },
    });
    expect((await balances.seller(h.em(), o.sellerId))[0]!.available.amountMinor).toBe(760_000n);
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
    const again = await decide(id, { outcome: 'refund_full', reason: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('disputes.closed');
    expect((await h.verify()).valid).toBe(true);
  });

  it('staff refund in full: order refunded, the money back through the sandbox', async () => {
    const { o } = await disputed();
    const [{ id }] = await h.sql('select id from trade.dispute where order_id = $1', [o.id]);
    const res = await decide(id, { outcome: 'refund_full', reason: 'Photos show water damage' });
    expect(res.status).toBe(200);
    expect((await orderRow(o.id)).status).toBe('refunded');
    expect(await escrow(o.id)).toMatchObject({
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
      const { o } = await disputed({ currency, amountMinor, feeMinor });
      const [{ id }] = await h.sql('select id from trade.dispute where order_id = $1', [o.id]);
      for (const bad of [
        {},
        { refundMinor: 0 },
        { refundMinor: Number(amountMinor) },
        { refundMinor: 1.5 },
      ]) {
        const res = await decide(id, {
          outcome: 'refund_partial',
          reason: 'Half the lot was damaged',
          ...bad,
        });
        expect([bad, [400, 422].includes(res.status)]).toEqual([bad, true]);
      }
      const res = await decide(id, {
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
      expect((await orderRow(o.id)).status).toBe('refunded');
      expect(await escrow(o.id)).toMatchObject({
        frozen: false,
        refunded: { amountMinor: refund, currency },
        released: { amountMinor: release },
        available: { amountMinor: 0n },
      });
      expect((await balances.seller(h.em(), o.sellerId))[0]!.available).toEqual({
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

  it('confirm receipt, a dispute and the auto-release job at the same instant: exactly one outcome', async () => {
    const job = h.get(AutoRelease);
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const o = await h.order({ status: 'delivered', releaseDueAt: new Date(Date.now() - 1000) });
      const buyer = await h.token('buyer', o.buyerId);
      const [confirm, dispute, auto] = await Promise.all([
        h
          .api(`/api/v1/orders/${o.id}/confirm-receipt`, { method: 'POST', token: buyer })
          .then((r) => r.status),
        open(o, buyer, { reason: 'damaged', description: 'Arrived broken, see photos' }).then(
          (r) => r.status,
        ),
        job.releaseOne(o.id),
      ]);
      const winners = [confirm === 200, dispute === 201, auto].filter(Boolean);
      expect([i, winners.length]).toEqual([i, 1]);
      expect([confirm, dispute].every((s) => [200, 201, 409].includes(s))).toBe(true);
      const row = await orderRow(o.id);
      const e = await escrow(o.id);
      if (dispute === 201) {
        outcomes.push('dispute');
        expect(row.status).toBe('disputed');
        expect(e).toMatchObject({
          frozen: true,
          released: { amountMinor: 0n },
          held: { amountMinor: o.amountMinor },
        });
      } else {
        outcomes.push(confirm === 200 ? 'confirm' : 'auto');
        expect(row.status).toBe('completed');
        expect(e).toMatchObject({
          frozen: false,
          released: { amountMinor: o.amountMinor },
          held: { amountMinor: 0n },
        });
      }
      expect(
        await h.sql(
          "select count(*)::int as n from trade.ledger_entries where order_id = $1 and operation = 'release'",
          [o.id],
        ),
      ).toEqual([{ n: dispute === 201 ? 0 : 1 }]);
    }
    expect(outcomes).toHaveLength(6);
    expect((await h.verify()).valid).toBe(true);
  });

  it('the auto-release job releases delivered orders that are due, and nothing else', async () => {
    const due = await h.order({ status: 'delivered', releaseDueAt: new Date(Date.now() - 60_000) });
    const notYet = await h.order({ status: 'delivered', releaseDueAt: new Date(Date.now() + 60_000) });
    const { o: frozen } = await disputed({ releaseDueAt: new Date(Date.now() - 60_000) });
    const shipped = await h.order({ status: 'shipped' });
    const released = await h.get(AutoRelease).runOnce();
    expect(released).toBeGreaterThanOrEqual(1);
    expect((await orderRow(due.id)).status).toBe('completed');
    expect((await escrow(due.id)).released.amountMinor).toBe(due.amountMinor);
    for (const [o, status] of [
      [notYet, 'delivered'],
      [frozen, 'disputed'],
      [shipped, 'shipped'],
    ] as const)
      expect([o.id, (await orderRow(o.id)).status]).toEqual([o.id, status]);
    const event = (await h.outbox('trade.order.status_changed.v1'))
      .filter((e) => e.key === due.id)
      .at(-1)!.payload;
    expect(event).toMatchObject({
      action: 'auto_release',
      actorRole: 'system',
      releasedMinor: due.amountMinor,
    });
    expect(await h.get(AutoRelease).runOnce()).toBe(0);
    expect((await h.verify()).valid).toBe(true);
  });
});
