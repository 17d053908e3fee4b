import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { money } from '../src/money/index.js';
import { freshDatabase, startLedger, type LedgerHarness } from './ledger-harness.js';

const db: TestDatabase | null = await freshDatabase('trade ledger payouts');
const suite = db ? describe : describe.skip;

const usd = (n: number) => money(n, 'USD');
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error & { code?: string }) => e.code ?? e.message,
  );

/** A seller's released money leaves through payouts: in transit first, then settled or returned. */
suite('trade: ledger payouts', () => {
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

  async function paidOrder(amount: number, fee: number) {
    const order = uuidv7();
    const seller = uuidv7();
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

  it('pays a seller out through payouts in transit; a failed payout comes back, each resolves once', async () => {
    const { seller, holdId } = await paidOrder(20_000, 1_000);
    await h.escrow.release(h.em(), { entryId: uuidv7(), holdId });
    const pay = (amount: number, entryId = uuidv7()) =>
      h.payouts.payout(h.em(), { entryId, sellerId: seller, provider: 'sandbox', amount: usd(amount) });
    expect(await code(pay(19_001))).toBe('ledger.insufficient_funds');
    await pay(10_000, `payout-a:${seller}`);
    await pay(9_000, `payout-b:${seller}`);
    expect((await h.balances.seller(h.em(), seller))[0]).toEqual({
      available: usd(0),
      incoming: usd(0),
      inTransit: usd(19_000),
    });
    await h.payouts.settlePayout(h.em(), { entryId: uuidv7(), payoutId: `payout-a:${seller}` });
    await h.payouts.failPayout(h.em(), { entryId: uuidv7(), payoutId: `payout-b:${seller}` });
    expect(
      await code(h.payouts.failPayout(h.em(), { entryId: uuidv7(), payoutId: `payout-a:${seller}` })),
    ).toBe('ledger.payout_resolved');
    expect(await code(h.payouts.settlePayout(h.em(), { entryId: uuidv7(), payoutId: 'payout:none' }))).toBe(
      'ledger.payout_not_found',
    );
    expect((await h.balances.seller(h.em(), seller))[0]).toEqual({
      available: usd(9_000),
      incoming: usd(0),
      inTransit: usd(0),
    });
  });

  it('a payout is answered once per entry id, and only from what was released', async () => {
    const { seller, holdId } = await paidOrder(5_000, 250);
    const input = { entryId: `payout:${seller}`, sellerId: seller, provider: 'sandbox', amount: usd(4_750) };
    expect(await code(h.payouts.payout(h.em(), input))).toBe('ledger.insufficient_funds'); // still held
    await h.escrow.release(h.em(), { entryId: uuidv7(), holdId });
    const first = await h.payouts.payout(h.em(), input);
    expect(await h.payouts.payout(h.em(), { ...input })).toEqual({ ...first, replayed: true });
    expect(await code(h.payouts.payout(h.em(), { ...input, amount: usd(1) }))).toBe('ledger.entry_conflict');
    expect((await h.balances.seller(h.em(), seller))[0]).toMatchObject({
      available: usd(0),
      inTransit: usd(4_750),
    });
  });
});
