import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { money } from '../src/money/index.js';
import { SCHEMA } from '../src/trade.schema.js';
import { freshDatabase, startLedger, type LedgerHarness } from './ledger-harness.js';

const db: TestDatabase | null = await freshDatabase('trade ledger guards');
const suite = db ? describe : describe.skip;

/**
 * The database itself refuses what the writer never does: entries and postings are never changed
 * or removed, accounts keep who they are and their posted totals only grow, and a non-negative
 * account cannot be overdrawn even by a hand-written statement.
 */
suite('trade: the database keeps the ledger append-only and its balances whole', () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await startLedger(db!);
    // Rows for every statement below to reach (a statement that matches no row fires no trigger).
    const order = uuidv7();
    const amount = money(1_000, 'NGN');
    await h.escrow.capture(h.em(), {
      entryId: `capture:${order}`,
      orderId: order,
      provider: 'paystack',
      amount,
    });
    await h.escrow.hold(h.em(), {
      entryId: `hold:${order}`,
      orderId: order,
      sellerId: uuidv7(),
      amount,
      fee: money(50, 'NGN'),
    });
    await h.escrow.release(h.em(), { entryId: `release:${order}`, holdId: `hold:${order}` });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it.each([
    ['changing a posting', `update ${SCHEMA}.ledger_postings set amount = amount + 1`],
    ['deleting an entry', `delete from ${SCHEMA}.ledger_entries`],
    ['truncating postings', `truncate ${SCHEMA}.ledger_postings cascade`],
    ['deleting an account', `delete from ${SCHEMA}.ledger_accounts`],
    [
      'lowering posted totals',
      `update ${SCHEMA}.ledger_accounts set credits_posted = credits_posted - 1 where credits_posted > 0`,
    ],
    ['re-owning an account', `update ${SCHEMA}.ledger_accounts set owner_id = 'x' || owner_id`],
  ])('%s is refused', async (_what, statement) => {
    await expect(h.sql.query(statement)).rejects.toThrow(/append-only|keep their identity/);
  });

  it('an escrow overdrawn by hand is refused by the check constraint', async () => {
    await expect(
      h.sql.query(
        `update ${SCHEMA}.ledger_accounts set debits_posted = credits_posted + 1 where kind = 'escrow'`,
      ),
    ).rejects.toThrow(/ledger_accounts_not_negative/);
  });

  it('and after all those attempts the ledger is still valid', async () => {
    expect(await h.verify()).toMatchObject({ valid: true, problems: [] });
  });
});
