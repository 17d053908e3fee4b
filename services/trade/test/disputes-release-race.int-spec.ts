import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { AutoRelease } from '../src/orders/index.js';
import { disputeKit } from './disputes-kit.js';
import { freshDatabase, startTrade, type OrdersHarness } from './orders-harness.js';

const db: TestDatabase | null = await freshDatabase('trade release race');
const suite = db ? describe : describe.skip;

/**
 * The escrow moves exactly once when the buyer confirms, the buyer disputes and the auto-release job
 * runs at the same instant; the job releases only delivered orders that are due.
 */
suite('trade: release, dispute and auto-release', () => {
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
        kit
          .open(o, buyer, { reason: 'damaged', description: 'Arrived broken, see photos' })
          .then((r) => r.status),
        job.releaseOne(o.id),
      ]);
      const winners = [confirm === 200, dispute === 201, auto].filter(Boolean);
      expect([i, winners.length]).toEqual([i, 1]);
      expect([confirm, dispute].every((s) => [200, 201, 409].includes(s))).toBe(true);
      const row = await kit.orderRow(o.id);
      const e = await kit.escrow(o.id);
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
    const { o: frozen } = await kit.disputed({ releaseDueAt: new Date(Date.now() - 60_000) });
    const shipped = await h.order({ status: 'shipped' });
    const released = await h.get(AutoRelease).runOnce();
    expect(released).toBeGreaterThanOrEqual(1);
    expect((await kit.orderRow(due.id)).status).toBe('completed');
    expect((await kit.escrow(due.id)).released.amountMinor).toBe(due.amountMinor);
    for (const [o, status] of [
      [notYet, 'delivered'],
      [frozen, 'disputed'],
      [shipped, 'shipped'],
    ] as const)
      expect([o.id, (await kit.orderRow(o.id)).status]).toEqual([o.id, status]);
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
