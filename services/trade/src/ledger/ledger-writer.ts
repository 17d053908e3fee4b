import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrencyCode } from '../money/index.js';
import { SCHEMA } from '../trade.schema.js';
import { accountLabel, mayGoNegative, type AccountKey } from './account.js';
import { lockAccounts, type AccountBook, type AccountState } from './account-locks.js';
import { readEntry, type StoredEntry } from './journal-reader.js';
import { requestHash, type EntryRequest } from './entry-request.js';
import type { LedgerEntryResult, LedgerOperation, LedgerPosting, PostingPhase } from './ledger-entry.js';
import { LedgerProblems } from './ledger.problems.js';

export interface PostingPlan {
  debit: AccountKey;
  credit: AccountKey;
  amount: bigint;
  phase: PostingPhase;
  /** For post_pending and void_pending: the pending posting and the amount it reserved. */
  pending?: { id: bigint; amount: bigint };
}

export interface EntryPlan {
  postings: PostingPlan[];
  freeze?: { account: AccountKey; frozen: boolean };
}

export interface EntryDraft {
  id: string;
  operation: LedgerOperation;
  currency: CurrencyCode;
  orderId?: string;
  sellerId?: string;
  provider?: string;
  resolves?: string;
  /** Everything that defines the request: a replay must match it exactly. */
  request: EntryRequest;
  /** Every account the entry may touch; all are locked before `plan` runs. */
  accounts: AccountKey[];
  /** Decides the postings from the locked state, or throws a LedgerProblems refusal. */
  plan(tx: EntityManager, book: AccountBook): Promise<EntryPlan> | EntryPlan;
}

/**
 * Applies one entry once, in one transaction: the caller's own when `em` is inside one (then as a
 * savepoint, so a refusal leaves the caller's transaction usable and the ledger untouched), else a
 * new one. Order of work, and why:
 * 1. an entry id seen before answers from the journal (same request) or is refused (another one),
 *    without touching a balance;
 * 2. the accounts are locked (created if new) one by one in the global lock order, so writers
 *    touching the same accounts queue instead of deadlocking;
 * 3. the id is looked up again: a twin of this very request may have committed while we waited;
 * 4. the plan runs against the locked balances, the invariants are checked, and the entry, its
 *    postings and the new balances are written together.
 * The entry id's primary key and the resolved-once unique indexes back this up if code ever
 * skipped a step.
 */
export async function writeEntry(em: EntityManager, draft: EntryDraft): Promise<LedgerEntryResult> {
  const hash = requestHash(draft.request);
  return em.transactional(async (tx) => {
    const earlier = await readEntry(tx, draft.id);
    if (earlier) return replay(earlier, hash);
    const book = await lockAccounts(tx, draft.accounts);
    const twin = await readEntry(tx, draft.id);
    if (twin) return replay(twin, hash);

    const plan = await draft.plan(tx, book);
    const changed = applyPlan(book, plan, draft.currency);

    const [head] = await tx.execute<{ seq: string; created_at: Date }[]>(
      `insert into ${SCHEMA}.ledger_entries (id, operation, currency, order_id, seller_id, provider, resolves,
         freeze_change, request, request_hash)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?)
       on conflict (id) do nothing
       returning seq, created_at`,
      [
        draft.id,
        draft.operation,
        draft.currency,
        draft.orderId ?? null,
        draft.sellerId ?? null,
        draft.provider ?? null,
        draft.resolves ?? null,
        plan.freeze?.frozen ?? null,
        JSON.stringify(draft.request),
        hash,
      ],
    );
    if (!head) return replay((await readEntry(tx, draft.id))!, hash);

    const postings = await insertPostings(tx, draft, plan.postings, book);
    for (const row of changed) {
      await tx.execute(
        `update ${SCHEMA}.ledger_accounts set debits_posted = ?, credits_posted = ?, debits_pending = ?,
           credits_pending = ?, frozen = ?, updated_at = now()
         where id = ?`,
        [row.debitsPosted, row.creditsPosted, row.debitsPending, row.creditsPending, row.frozen, row.id],
      );
    }
    return {
      entryId: draft.id,
      seq: BigInt(head.seq),
      operation: draft.operation,
      currency: draft.currency,
      orderId: draft.orderId ?? null,
      sellerId: draft.sellerId ?? null,
      provider: draft.provider ?? null,
      resolves: draft.resolves ?? null,
      freezeChange: plan.freeze?.frozen ?? null,
      createdAt: head.created_at,
      postings,
      replayed: false,
    };
  });
}

/** The plan's effect on copies of the locked rows; refuses it if a non-negative account would go below zero. */
function applyPlan(book: AccountBook, plan: EntryPlan, currency: CurrencyCode): AccountState[] {
  const changed = new Map<string, AccountState>();
  const state = (key: AccountKey): AccountState => {
    if (key.currency !== currency) throw new Error(`ledger: ${accountLabel(key)} in a ${currency} entry`);
    const label = accountLabel(key);
    let row = changed.get(label);
    if (!row) changed.set(label, (row = { ...book.get(key) }));
    return row;
  };
  for (const p of plan.postings) {
    if (p.amount <= 0n) throw new Error('ledger: a posting moves a positive amount');
    const d = state(p.debit);
    const c = state(p.credit);
    if (p.phase === 'pending') {
      d.debitsPending += p.amount;
      c.creditsPending += p.amount;
      continue;
    }
    if (p.phase !== 'posted') {
      if (!p.pending) throw new Error(`ledger: a ${p.phase} posting names the pending posting it resolves`);
      d.debitsPending -= p.pending.amount;
      c.creditsPending -= p.pending.amount;
      if (p.phase === 'void_pending') continue;
    }
    d.debitsPosted += p.amount;
    c.creditsPosted += p.amount;
  }
  if (plan.freeze) state(plan.freeze.account).frozen = plan.freeze.frozen;
  for (const row of changed.values()) {
    if (row.debitsPending < 0n || row.creditsPending < 0n) {
      throw new Error(`ledger: pending balance of ${accountLabel(row)} below zero`);
    }
    const available = row.creditsPosted - row.debitsPosted - row.debitsPending;
    if (available < 0n && !mayGoNegative(row.kind)) {
      throw LedgerProblems.insufficientFunds({
        account: accountLabel(row),
        currency: row.currency,
        shortBy: String(-available),
      });
    }
  }
  return [...changed.values()];
}

async function insertPostings(
  tx: EntityManager,
  draft: EntryDraft,
  plans: readonly PostingPlan[],
  book: AccountBook,
): Promise<LedgerPosting[]> {
  if (plans.length === 0) return [];
  const values = plans.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
  const params = plans.flatMap((p, i) => [
    draft.id,
    i + 1,
    book.get(p.debit).id,
    book.get(p.credit).id,
    draft.currency,
    p.amount,
    p.phase,
    p.pending?.id ?? null,
  ]);
  const rows = await tx.execute<{ id: string; line: number }[]>(
    `insert into ${SCHEMA}.ledger_postings (entry_id, line, debit_account_id, credit_account_id, currency, amount,
       phase, pending_id)
     values ${values}
     returning id, line`,
    params,
  );
  const ids = new Map(rows.map((r) => [Number(r.line), BigInt(r.id)]));
  return plans.map((p, i) => ({
    id: ids.get(i + 1)!,
    line: i + 1,
    debit: keyOf(p.debit),
    credit: keyOf(p.credit),
    amount: p.amount,
    phase: p.phase,
    pendingId: p.pending?.id ?? null,
  }));
}

const keyOf = (k: AccountKey): AccountKey => ({ kind: k.kind, ownerId: k.ownerId, currency: k.currency });

function replay(stored: StoredEntry, hash: string): LedgerEntryResult {
  if (stored.hash !== hash) throw LedgerProblems.entryConflict({ entryId: stored.result.entryId });
  return { ...stored.result, replayed: true };
}
