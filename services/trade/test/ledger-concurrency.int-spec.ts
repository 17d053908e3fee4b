import type pg from 'pg';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import type { LedgerEntryResult } from '../src/ledger/index.js';
import { money } from '../src/money/index.js';
import { SCHEMA } from '../src/trade.schema.js';
import { freshDatabase, startLedger, type LedgerHarness } from './ledger-harness.js';

const db: TestDatabase | null = await freshDatabase('trade ledger concurrency');
const suite = db ? describe : describe.skip;

const ugx = (n: number) => money(n, 'UGX');
type Outcome = PromiseSettledResult<LedgerEntryResult>;
const codeOf = (o: Outcome) =>
  o.status === 'fulfilled' ? 'ok' : ((o.reason as { code?: string }).code ?? String(o.reason));

/**
 * Writers of the same order from separate connections at the same instant: a third session holds
 * the order's escrow row until all of them are queued on it, then lets go, so they really contend.
 */
suite('trade: the ledger under concurrent writers', () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await startLedger(db!, 8);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });
  afterEach(async () => {
    expect(await h.verify()).toMatchObject({ valid: true, problems: [] });
  });

  async function paidOrder(amount = 90_000, fee = 4_500) {
    const order = uuidv7();
    const seller = uuidv7();
    await h.escrow.capture(h.em(), {
      entryId: `capture:${order}`,
      orderId: order,
      provider: 'sandbox',
      amount: ugx(amount),
    });
    await h.escrow.hold(h.em(), {
      entryId: `hold:${order}`,
      orderId: order,
      sellerId: seller,
      amount: ugx(amount),
      fee: ugx(fee),
    });
    return { order, seller, holdId: `hold:${order}` };
  }

  /** Runs `ops` once all of them wait on the escrow row of `order`, which this session locks first. */
  async function race(order: string, ops: (() => Promise<LedgerEntryResult>)[]): Promise<Outcome[]> {
    const blocker: pg.PoolClient = await h.sql.connect();
    try {
      await blocker.query('begin');
      await blocker.query(
        `select 1 from ${SCHEMA}.ledger_accounts where kind = 'escrow' and owner_id = $1 for update`,
        [order],
      );
      const running = Promise.allSettled(ops.map((op) => op()));
      await waitForLockWaiters(ops.length);
      await blocker.query('commit');
      return await running;
    } finally {
      blocker.release();
    }
  }

  async function waitForLockWaiters(n: number) {
    for (let i = 0; i < 400; i++) {
      const { rows } = await h.sql.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0]!.n >= n) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`never saw ${n} writers waiting on the escrow lock`);
  }

  const entriesOf = async (order: string) =>
    (
      await h.sql.query<{ id: string }>(
        `select id from ${SCHEMA}.ledger_entries where order_id = $1 order by seq`,
        [order],
      )
    ).rows.map((r) => r.id);

  it('release and refund of the same order at once: exactly one wins, the loser changes nothing', async () => {
    for (let round = 0; round < 4; round++) {
      const { order, seller, holdId } = await paidOrder();
      const release = () => h.escrow.release(h.em(), { entryId: `release:${order}`, holdId });
      const refund = () =>
        h.escrow.voidHold(h.em(), { entryId: `refund:${order}`, holdId, refundTo: 'sandbox' });
      const outcomes = await race(order, round % 2 ? [release, refund] : [refund, release]);
      const codes = outcomes.map(codeOf);
      expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
      expect(codes.filter((c) => c !== 'ok')).toEqual(['ledger.hold_resolved']);

      const winner = (
        outcomes.find((o) => o.status === 'fulfilled') as PromiseFulfilledResult<LedgerEntryResult>
      ).value;
      expect(await entriesOf(order)).toEqual([`capture:${order}`, holdId, winner.entryId]);
      const [escrow] = await h.balances.order(h.em(), order);
      const [payable] = await h.balances.seller(h.em(), seller);
      if (winner.operation === 'release') {
        expect(escrow).toMatchObject({ released: ugx(90_000), refunded: ugx(0), available: ugx(0) });
        expect(payable).toMatchObject({ available: ugx(85_500), incoming: ugx(0) });
      } else {
        expect(escrow).toMatchObject({ released: ugx(0), refunded: ugx(90_000), available: ugx(0) });
        expect(payable).toMatchObject({ available: ugx(0), incoming: ugx(0) });
      }
    }
  });

  it('buyer confirmation, the auto-release job and a dispute at once: one release, or a freeze before any', async () => {
    for (let round = 0; round < 3; round++) {
      const { order, holdId } = await paidOrder();
      const outcomes = await race(order, [
        () => h.escrow.release(h.em(), { entryId: `confirm:${order}`, holdId }),
        () => h.escrow.freeze(h.em(), { entryId: `dispute:${order}`, orderId: order, currency: 'UGX' }),
        () => h.escrow.release(h.em(), { entryId: `auto-release:${order}`, holdId }),
      ]);
      const [confirm, dispute, auto] = outcomes.map(codeOf);
      const [escrow] = await h.balances.order(h.em(), order);
      if (escrow!.frozen && escrow!.held.amountMinor === 90_000n) {
        // The dispute came first: neither release went through.
        expect([confirm, auto]).toEqual(['ledger.escrow_frozen', 'ledger.escrow_frozen']);
      } else {
        expect([confirm, auto].sort()).toEqual(['ledger.hold_resolved', 'ok']);
        expect(dispute).toBe('ok'); // the ledger froze an emptied escrow; the order's state decides the rest
        expect(escrow).toMatchObject({ released: ugx(90_000), held: ugx(0) });
      }
    }
  });

  it('five deliveries of one webhook at once capture once', async () => {
    const order = uuidv7();
    const capture = () =>
      h.escrow.capture(h.em(), {
        entryId: `payment:${order}`,
        orderId: order,
        provider: 'flutterwave',
        amount: ugx(5_000),
      });
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, capture));
    expect(outcomes.map(codeOf)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    const results = outcomes.map((o) => (o as PromiseFulfilledResult<LedgerEntryResult>).value);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const { replayed: _, ...first } = results.find((r) => !r.replayed)!;
    for (const r of results) expect({ ...r, replayed: false }).toEqual({ ...first, replayed: false });
    expect((await h.balances.order(h.em(), order))[0]).toMatchObject({ captured: ugx(5_000) });
  });

  it('the same release delivered twice at once answers twice with one effect', async () => {
    const { order, seller, holdId } = await paidOrder();
    const release = () => h.escrow.release(h.em(), { entryId: `release:${order}`, holdId });
    const outcomes = await race(order, [release, release]);
    expect(outcomes.map(codeOf)).toEqual(['ok', 'ok']);
    const results = outcomes.map((o) => (o as PromiseFulfilledResult<LedgerEntryResult>).value);
    expect(results.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(results[0]!.postings).toEqual(results[1]!.postings);
    expect((await h.balances.seller(h.em(), seller))[0]).toMatchObject({ available: ugx(85_500) });
  });

  it('writers locking shared accounts from opposite ends finish without a deadlock', async () => {
    // Capture names (clearing, escrow), a refunding void (escrow, …, clearing); a payout names
    // (payable, in transit), a failed payout (in transit, payable). Only the common lock order
    // keeps these pairs from waiting on each other in a cycle.
    for (let round = 0; round < 3; round++) {
      const orders = await Promise.all(Array.from({ length: 6 }, () => paidOrder(10_000, 500)));
      const funded = await paidOrder(60_000, 0);
      await h.escrow.release(h.em(), { entryId: uuidv7(), holdId: funded.holdId });
      const sent = [uuidv7(), uuidv7()];
      for (const entryId of sent) {
        await h.payouts.payout(h.em(), {
          entryId,
          sellerId: funded.seller,
          provider: 'sandbox',
          amount: ugx(10_000),
        });
      }
      const ops: (() => Promise<LedgerEntryResult>)[] = [
        ...orders.flatMap((o, i) => [
          () =>
            i % 2
              ? h.escrow.release(h.em(), { entryId: uuidv7(), holdId: o.holdId })
              : h.escrow.voidHold(h.em(), { entryId: uuidv7(), holdId: o.holdId, refundTo: 'sandbox' }),
          () =>
            h.escrow.capture(h.em(), {
              entryId: uuidv7(),
              orderId: o.order,
              provider: 'sandbox',
              amount: ugx(7),
            }),
        ]),
        ...sent.map((payoutId) => () => h.payouts.failPayout(h.em(), { entryId: uuidv7(), payoutId })),
        ...Array.from(
          { length: 4 },
          () => () =>
            h.payouts.payout(h.em(), {
              entryId: uuidv7(),
              sellerId: funded.seller,
              provider: 'sandbox',
              amount: ugx(5_000),
            }),
        ),
      ];
      const outcomes = await Promise.allSettled(ops.map((op) => op()));
      expect(outcomes.map(codeOf)).toEqual(ops.map(() => 'ok'));
      expect((await h.balances.seller(h.em(), funded.seller))[0]).toMatchObject({
        available: ugx(40_000), // 60,000 − 2 × 10,000 sent + the same back failed − 4 × 5,000
        inTransit: ugx(20_000),
      });
      for (const o of orders) {
        expect((await h.balances.order(h.em(), o.order))[0]).toMatchObject({ available: ugx(7) });
      }
    }
  });
});
