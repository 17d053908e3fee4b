import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { money } from '../src/money/index.js';
import { SCHEMA } from '../src/trade.schema.js';
import { freshDatabase, startLedger, type LedgerHarness } from './ledger-harness.js';

const db: TestDatabase | null = await freshDatabase('trade ledger verification');
const suite = db ? describe : describe.skip;

/**
 * verifyLedger recomputes everything from the journal: each way of editing the tables by hand
 * (with the append-only triggers switched off, as a superuser could) is reported, and putting
 * the row back makes the ledger valid again.
 */
suite('trade: verifyLedger finds rows tampered with by SQL', () => {
  let h: LedgerHarness;
  const order = uuidv7();
  const other = uuidv7();
  const seller = uuidv7();
  const kes = (n: number) => money(n, 'KES');

  const codes = async () => (await h.verify()).problems.map((p) => p.code).sort();
  const postingOf = async (entryId: string, line = 1) =>
    (
      await h.sql.query<{ id: string; amount: string; debit_account_id: string; credit_account_id: string }>(
        `select id, amount, debit_account_id, credit_account_id from ${SCHEMA}.ledger_postings
         where entry_id = $1 and line = $2`,
        [entryId, line],
      )
    ).rows[0]!;

  beforeAll(async () => {
    h = await startLedger(db!);
    const em = () => h.em();
    for (const [o, amount] of [
      [order, 150_000],
      [other, 80_000],
    ] as const) {
      await h.escrow.capture(em(), {
        entryId: `capture:${o}`,
        orderId: o,
        provider: 'mpesa',
        amount: kes(amount),
      });
      await h.escrow.hold(em(), {
        entryId: `hold:${o}`,
        orderId: o,
        sellerId: seller,
        amount: kes(amount),
        fee: kes(amount / 20),
      });
    }
    await h.escrow.release(em(), { entryId: `release:${order}`, holdId: `hold:${order}` });
    await h.escrow.freeze(em(), { entryId: `freeze:${other}`, orderId: other, currency: 'KES' });
    await h.payouts.payout(em(), {
      entryId: `payout:${seller}`,
      sellerId: seller,
      provider: 'mpesa',
      amount: kes(100_000),
    });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('is valid before anyone touches it, and says how much it checked', async () => {
    expect(await h.verify()).toEqual({ valid: true, checked: 7, accounts: 6, postings: 9, problems: [] });
  });

  it('reports a posting whose amount was changed, on both of its accounts', async () => {
    const p = await postingOf(`capture:${order}`);
    await h.tamper(`update ${SCHEMA}.ledger_postings set amount = amount + 1 where id = $1`, [p.id]);
    const report = await h.verify();
    expect(report.valid).toBe(false);
    expect(
      report.problems
        .filter((x) => x.code === 'balance_mismatch')
        .map((x) => x.accountId)
        .sort(),
    ).toEqual([p.debit_account_id, p.credit_account_id].sort());
    await h.tamper(`update ${SCHEMA}.ledger_postings set amount = $2 where id = $1`, [p.id, p.amount]);
    expect((await h.verify()).valid).toBe(true);
  });

  it('reports a balance changed in the table: it no longer matches its postings and KES no longer sums to zero', async () => {
    await h.tamper(
      `update ${SCHEMA}.ledger_accounts set credits_posted = credits_posted + 500
       where kind = 'seller_payable' and owner_id = $1`,
      [seller],
    );
    expect(await codes()).toEqual(['balance_mismatch', 'currency_not_zero']);
    await h.tamper(
      `update ${SCHEMA}.ledger_accounts set credits_posted = credits_posted - 500
       where kind = 'seller_payable' and owner_id = $1`,
      [seller],
    );
    expect((await h.verify()).valid).toBe(true);
  });

  it('reports a deleted capture: the escrow is overdrawn by its postings and the order released more than it captured', async () => {
    const p = await postingOf(`capture:${order}`);
    await h.tamper(`delete from ${SCHEMA}.ledger_postings where id = $1`, [p.id]);
    const report = await h.verify();
    expect(report.problems.map((x) => x.code).sort()).toEqual([
      'balance_mismatch',
      'balance_mismatch',
      'negative_balance',
      'order_overdrawn',
    ]);
    expect(report.problems.find((x) => x.code === 'order_overdrawn')).toMatchObject({
      orderId: order,
      currency: 'KES',
    });
    await h.tamper(
      `insert into ${SCHEMA}.ledger_postings (id, entry_id, line, debit_account_id, credit_account_id, currency,
         amount, phase) overriding system value values ($1, $2, 1, $3, $4, 'KES', $5, 'posted')`,
      [p.id, `capture:${order}`, p.debit_account_id, p.credit_account_id, p.amount],
    );
    expect((await h.verify()).valid).toBe(true);
  });

  it('reports a stored request that is no longer the one applied (a replay would be judged against it)', async () => {
    await h.tamper(
      `update ${SCHEMA}.ledger_entries set request = jsonb_set(request, '{amount}', '"1"') where id = $1`,
      [`payout:${seller}`],
    );
    expect((await h.verify()).problems).toEqual([
      expect.objectContaining({ code: 'request_tampered', entryId: `payout:${seller}` }),
    ]);
    await h.tamper(
      `update ${SCHEMA}.ledger_entries set request = jsonb_set(request, '{amount}', '"100000"') where id = $1`,
      [`payout:${seller}`],
    );
    expect((await h.verify()).valid).toBe(true);
  });

  it('reports an escrow unfrozen by hand', async () => {
    await h.tamper(
      `update ${SCHEMA}.ledger_accounts set frozen = false where kind = 'escrow' and owner_id = $1`,
      [other],
    );
    expect((await h.verify()).problems).toEqual([
      expect.objectContaining({ code: 'freeze_mismatch', orderId: other }),
    ]);
    await h.tamper(
      `update ${SCHEMA}.ledger_accounts set frozen = true where kind = 'escrow' and owner_id = $1`,
      [other],
    );
    expect((await h.verify()).valid).toBe(true);
  });

  it('reports a resolution pointed at another pending posting, and a posting moved to another currency', async () => {
    const release = await postingOf(`release:${order}`, 1);
    const otherHold = await postingOf(`hold:${other}`, 1);
    const [{ pending_id }] = (
      await h.sql.query(`select pending_id from ${SCHEMA}.ledger_postings where id = $1`, [release.id])
    ).rows;
    await h.tamper(`update ${SCHEMA}.ledger_postings set pending_id = $2 where id = $1`, [
      release.id,
      otherHold.id,
    ]);
    expect(await codes()).toEqual(expect.arrayContaining(['bad_resolution']));
    await h.tamper(`update ${SCHEMA}.ledger_postings set pending_id = $2 where id = $1`, [
      release.id,
      pending_id,
    ]);

    await h.tamper(`update ${SCHEMA}.ledger_postings set currency = 'TZS' where id = $1`, [release.id]);
    expect(await codes()).toEqual(['posting_currency']);
    await h.tamper(`update ${SCHEMA}.ledger_postings set currency = 'KES' where id = $1`, [release.id]);
    expect((await h.verify()).valid).toBe(true);
  });
});
