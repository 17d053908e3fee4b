import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import {
  LedgerAccountEntity,
  LedgerEntryEntity,
  LedgerPostingEntity,
  verifyLedger,
} from '../src/ledger/index.js';
import { money } from '../src/money/index.js';
import { SCHEMA } from '../src/trade.schema.js';
import { freshDatabase, startLedger, type LedgerHarness } from './ledger-harness.js';

const db: TestDatabase | null = await freshDatabase('trade escrow ledger');
const suite = db ? describe : describe.skip;

const usd = (n: number) => money(n, 'USD');
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error & { code?: string }) => e.code ?? e.message,
  );

/**
 * The escrow ledger's operations one by one: what each posts, what each refuses (and that a
 * refusal changes nothing), entry ids applied once, and composition in the caller's transaction.
 */
suite('trade: the escrow ledger', () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await startLedger(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });
  afterEach(async () => {
    expect(await h.verify()).toMatchObject({ valid: true, problems: [] });
  });

  const ids = () => ({ order: uuidv7(), seller: uuidv7() });

  /** Captures `amount` for a new order and holds it for its seller with `fee`. */
  async function paidOrder(amount: number, fee: number) {
    const { order, seller } = ids();
    await h.escrow.capture(h.em(), {
      entryId: `capture:${order}`,
      orderId: order,
      provider: 'sandbox',
      amount: usd(amount),
    });
    await h.escrow.hold(h.em(), {
      entryId: `hold:${order}`,
      orderId: order,
      sellerId: seller,
      amount: usd(amount),
      fee: usd(fee),
    });
    return { order, seller, holdId: `hold:${order}` };
  }

  it('captures, holds and releases: seller payable gets the net, the platform the fee', async () => {
    const { order, seller, holdId } = await paidOrder(10_000, 500);
    expect(await h.balances.order(h.em(), order)).toEqual([
      {
        captured: usd(10_000),
        held: usd(10_000),
        released: usd(0),
        refunded: usd(0),
        available: usd(0),
        frozen: false,
      },
    ]);
    expect(await h.balances.seller(h.em(), seller)).toEqual([
      { available: usd(0), incoming: usd(9_500), inTransit: usd(0) },
    ]);
    expect((await h.balances.openHolds(h.em(), order)).map((x) => [x.holdId, x.amount, x.fee])).toEqual([
      [holdId, usd(10_000), usd(500)],
    ]);

    const released = await h.escrow.release(h.em(), { entryId: `release:${order}`, holdId });
    expect(released).toMatchObject({ operation: 'release', resolves: holdId, replayed: false });
    expect(released.postings.map((p) => [p.credit.kind, p.phase, p.amount])).toEqual([
      ['seller_payable', 'post_pending', 9_500n],
      ['platform_fees', 'post_pending', 500n],
    ]);
    expect(await h.balances.seller(h.em(), seller)).toEqual([
      { available: usd(9_500), incoming: usd(0), inTransit: usd(0) },
    ]);
    expect((await h.balances.order(h.em(), order))[0]).toMatchObject({
      released: usd(10_000),
      available: usd(0),
    });
    expect(await h.balances.openHolds(h.em(), order)).toEqual([]);
  });

  it('applies an entry id once: the same request answers the first result, another one is refused', async () => {
    const { order } = ids();
    const input = { entryId: `capture:${order}`, orderId: order, provider: 'paystack', amount: usd(4_200) };
    const first = await h.escrow.capture(h.em(), input);
    const before = await h.snapshot();
    const again = await h.escrow.capture(h.em(), { ...input });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await code(h.escrow.capture(h.em(), { ...input, amount: usd(4_201) }))).toBe(
      'ledger.entry_conflict',
    );
    expect(await code(h.escrow.refund(h.em(), { ...input }))).toBe('ledger.entry_conflict');
    expect(await h.snapshot()).toEqual(before);
  });

  it('refuses a hold beyond what was captured, a refund of held money and a second resolution, changing nothing', async () => {
    const { order, seller, holdId } = await paidOrder(5_000, 250);
    const before = await h.snapshot();
    expect(
      await code(
        h.escrow.hold(h.em(), {
          entryId: uuidv7(),
          orderId: order,
          sellerId: seller,
          amount: usd(1),
          fee: usd(0),
        }),
      ),
    ).toBe('ledger.insufficient_funds');
    expect(
      await code(
        h.escrow.refund(h.em(), { entryId: uuidv7(), orderId: order, provider: 'sandbox', amount: usd(1) }),
      ),
    ).toBe('ledger.insufficient_funds');
    expect(await code(h.escrow.release(h.em(), { entryId: uuidv7(), holdId, amount: usd(5_001) }))).toBe(
      'ledger.exceeds_hold',
    );
    expect(
      await code(h.escrow.release(h.em(), { entryId: uuidv7(), holdId, amount: usd(2_000), fee: usd(99) })),
    ).toBe('ledger.fee_mismatch');
    expect(await code(h.escrow.release(h.em(), { entryId: uuidv7(), holdId: 'hold:nope' }))).toBe(
      'ledger.hold_not_found',
    );
    expect(await h.snapshot()).toEqual(before);

    await h.escrow.voidHold(h.em(), { entryId: uuidv7(), holdId, refundTo: 'sandbox' });
    const after = await h.snapshot();
    expect(await code(h.escrow.release(h.em(), { entryId: uuidv7(), holdId }))).toBe('ledger.hold_resolved');
    expect(await code(h.escrow.voidHold(h.em(), { entryId: uuidv7(), holdId }))).toBe('ledger.hold_resolved');
    expect(await h.snapshot()).toEqual(after);
    expect((await h.balances.order(h.em(), order))[0]).toMatchObject({
      captured: usd(5_000),
      refunded: usd(5_000),
      released: usd(0),
      available: usd(0),
    });
  });

  it('a frozen escrow lets nothing out until a decision unfreezes it; the fee is pro-rated', async () => {
    const { order, seller, holdId } = await paidOrder(10_001, 500);
    await h.escrow.freeze(h.em(), {
      entryId: `freeze:${order}`,
      orderId: order,
      currency: 'USD',
      memo: 'not as described',
    });
    const frozen = await h.snapshot();
    expect(await code(h.escrow.release(h.em(), { entryId: uuidv7(), holdId }))).toBe('ledger.escrow_frozen');
    expect(await code(h.escrow.voidHold(h.em(), { entryId: uuidv7(), holdId, refundTo: 'sandbox' }))).toBe(
      'ledger.escrow_frozen',
    );
    expect(await code(h.escrow.freeze(h.em(), { entryId: uuidv7(), orderId: order, currency: 'USD' }))).toBe(
      'ledger.already_frozen',
    );
    expect(await h.snapshot()).toEqual(frozen);

    // Staff refund half: 5,000 back to the buyer, 5,001 released with 250 of the 500 fee (250.02).
    const decided = await h.escrow.settle(h.em(), {
      entryId: `decision:${order}`,
      holdId,
      release: usd(5_001),
      refund: usd(5_000),
      provider: 'sandbox',
      unfreeze: true,
      memo: 'refund half',
    });
    expect(decided.freezeChange).toBe(false);
    expect(decided.postings.map((p) => [p.credit.kind, p.phase, p.amount])).toEqual([
      ['seller_payable', 'post_pending', 4_751n],
      ['platform_fees', 'post_pending', 250n],
      ['provider_clearing', 'posted', 5_000n],
    ]);
    expect((await h.balances.seller(h.em(), seller))[0]).toEqual({
      available: usd(4_751),
      incoming: usd(0),
      inTransit: usd(0),
    });
    expect((await h.balances.order(h.em(), order))[0]).toMatchObject({
      released: usd(5_001),
      refunded: usd(5_000),
      available: usd(0),
      frozen: false,
    });
    expect(
      await code(h.escrow.unfreeze(h.em(), { entryId: uuidv7(), orderId: order, currency: 'USD' })),
    ).toBe('ledger.escrow_not_frozen');
  });

  it('a partial release returns the rest of the hold to the escrow, from where it can be refunded', async () => {
    const { order, holdId } = await paidOrder(9_999, 300);
    await h.escrow.release(h.em(), { entryId: uuidv7(), holdId, amount: usd(3_333), fee: usd(100) });
    expect((await h.balances.order(h.em(), order))[0]).toMatchObject({ held: usd(0), available: usd(6_666) });
    await h.escrow.refund(h.em(), {
      entryId: uuidv7(),
      orderId: order,
      provider: 'sandbox',
      amount: usd(6_666),
    });
    expect((await h.balances.order(h.em(), order))[0]).toMatchObject({
      available: usd(0),
      refunded: usd(6_666),
    });
  });

  it('writes in the caller transaction: a refusal inside it leaves the rest to commit, a rollback leaves nothing', async () => {
    const { order } = ids();
    await h.em().transactional(async (tx) => {
      await h.escrow.capture(tx, {
        entryId: `c1:${order}`,
        orderId: order,
        provider: 'sandbox',
        amount: usd(700),
      });
      const refused = h.escrow.refund(tx, {
        entryId: `r1:${order}`,
        orderId: order,
        provider: 'sandbox',
        amount: usd(701),
      });
      expect(await code(refused)).toBe('ledger.insufficient_funds');
      await h.escrow.refund(tx, {
        entryId: `r2:${order}`,
        orderId: order,
        provider: 'sandbox',
        amount: usd(200),
      });
    });
    const ids1 = await h.sql.query(
      `select id from ${SCHEMA}.ledger_entries where order_id = $1 order by seq`,
      [order],
    );
    expect(ids1.rows.map((r) => r.id)).toEqual([`c1:${order}`, `r2:${order}`]);

    const before = await h.snapshot();
    await expect(
      h.em().transactional(async (tx) => {
        await h.escrow.capture(tx, {
          entryId: uuidv7(),
          orderId: order,
          provider: 'sandbox',
          amount: usd(1),
        });
        throw new Error('the order change failed');
      }),
    ).rejects.toThrow('the order change failed');
    expect(await h.snapshot()).toEqual(before);
  });

  it('refuses malformed requests before touching anything', async () => {
    const before = await h.snapshot();
    const bad = [
      h.escrow.capture(h.em(), { entryId: 'has space', orderId: 'o', provider: 'sandbox', amount: usd(1) }),
      h.escrow.capture(h.em(), { entryId: uuidv7(), orderId: 'o', provider: 'sandbox', amount: usd(0) }),
      h.escrow.capture(h.em(), { entryId: uuidv7(), orderId: 'o', provider: 'sandbox', amount: usd(-5) }),
      h.escrow.hold(h.em(), { entryId: uuidv7(), orderId: 'o', sellerId: 's', amount: usd(5), fee: usd(6) }),
      h.escrow.hold(h.em(), {
        entryId: uuidv7(),
        orderId: 'o',
        sellerId: 's',
        amount: usd(5),
        fee: money(1, 'KES'),
      }),
      h.escrow.freeze(h.em(), { entryId: uuidv7(), orderId: 'o', currency: 'XYZ' }),
    ];
    for (const p of bad) expect(await code(p)).toBe('ledger.invalid_request');
    expect(await h.snapshot()).toEqual(before);
  });

  it('verifies inside a caller transaction, and the read entities map the tables', async () => {
    const { order, holdId } = await paidOrder(3_000, 90);
    await h.em().transactional(async (tx) => {
      await h.escrow.release(tx, { entryId: `release:${order}`, holdId });
      expect(await verifyLedger(tx)).toMatchObject({ valid: true });
    });
    const em = h.em();
    const entries = await em.find(LedgerEntryEntity, { orderId: order }, { orderBy: { seq: 'asc' } });
    expect(entries.map((e) => [e.id, e.operation, e.resolves])).toEqual([
      [`capture:${order}`, 'capture', null],
      [holdId, 'hold', null],
      [`release:${order}`, 'release', holdId],
    ]);
    const escrow = await em.findOneOrFail(LedgerAccountEntity, { kind: 'escrow', ownerId: order });
    expect([escrow.creditsPosted, escrow.debitsPosted, escrow.debitsPending]).toEqual([3_000n, 3_000n, 0n]);
    const postings = await em.find(
      LedgerPostingEntity,
      { entryId: `release:${order}` },
      { orderBy: { line: 'asc' } },
    );
    expect(postings.map((p) => [p.phase, p.amount])).toEqual([
      ['post_pending', 2_910n],
      ['post_pending', 90n],
    ]);
  });
});
