import { Injectable } from '@nestjs/common';
import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../trade.schema.js';
import { canonicalRequest, requestHash, type EntryRequest } from './entry-request.js';

export type LedgerProblemKind =
  | 'balance_mismatch'
  | 'negative_balance'
  | 'currency_not_zero'
  | 'order_overdrawn'
  | 'posting_currency'
  | 'bad_resolution'
  | 'freeze_mismatch'
  | 'request_tampered';

export interface LedgerProblem {
  code: LedgerProblemKind;
  /** For staff reading the back office, in English (like a log line). */
  detail: string;
  accountId?: string;
  account?: string;
  entryId?: string;
  orderId?: string;
  currency?: string;
}

export interface LedgerVerification {
  valid: boolean;
  /** Entries whose request was re-hashed; the account and posting checks cover the whole ledger. */
  checked: number;
  accounts: number;
  postings: number;
  problems: LedgerProblem[];
}

/** Each check reports at most this many problems: enough to act on, bounded for a response body. */
const LIMIT = 100;
const BATCH = 1000;

/** Per account, the four balance columns recomputed from the postings (TigerBeetle's arithmetic). */
const RECOMPUTED = `
  with moves as (
    select p.debit_account_id as account_id,
      case when p.phase in ('posted', 'post_pending') then p.amount else 0 end as dp, 0::bigint as cp,
      case when p.phase = 'pending' then p.amount
           when p.phase in ('post_pending', 'void_pending') then -coalesce(pp.amount, 0) else 0 end as dq,
      0::bigint as cq
    from ${SCHEMA}.ledger_postings p left join ${SCHEMA}.ledger_postings pp on pp.id = p.pending_id
    union all
    select p.credit_account_id, 0, case when p.phase in ('posted', 'post_pending') then p.amount else 0 end,
      0, case when p.phase = 'pending' then p.amount
              when p.phase in ('post_pending', 'void_pending') then -coalesce(pp.amount, 0) else 0 end
    from ${SCHEMA}.ledger_postings p left join ${SCHEMA}.ledger_postings pp on pp.id = p.pending_id
  )
  select account_id, sum(dp) as dp, sum(cp) as cp, sum(dq) as dq, sum(cq) as cq from moves group by account_id`;

/**
 * Recomputes the ledger from its journal and checks every invariant the writer enforces: the
 * balances table equals the sums of the postings; every currency sums to zero (posted and
 * pending); no non-negative account is below zero (by the table or by the postings); per order,
 * released + refunded ≤ captured; postings are in their accounts' currency; each pending posting
 * is resolved at most once, by the same accounts, for no more than it reserved; escrow freeze
 * flags match the last freeze or unfreeze entry; and each entry's request still hashes to what
 * was stored when it was applied. Reads one snapshot (repeatable read) so concurrent writes do not
 * show up as differences; inside a caller's transaction it reads the caller's.
 */
export async function verifyLedger(em: EntityManager): Promise<LedgerVerification> {
  return em.transactional(
    async (tx) => {
      const problems: LedgerProblem[] = [];
      const q = <T extends object>(sql: string, params: unknown[] = []) => tx.execute<T[]>(sql, params);
      const [counts] = await q<{ accounts: string; postings: string }>(
        `select (select count(*) from ${SCHEMA}.ledger_accounts) as accounts,
                (select count(*) from ${SCHEMA}.ledger_postings) as postings`,
      );

      const label = `a.kind || ':' || a.owner_id || ':' || a.currency`;
      for (const r of await q<Record<string, string>>(
        `with r as (${RECOMPUTED})
         select a.id, ${label} as account, a.currency, a.kind,
           a.debits_posted, a.credits_posted, a.debits_pending, a.credits_pending,
           coalesce(r.dp, 0) as dp, coalesce(r.cp, 0) as cp, coalesce(r.dq, 0) as dq, coalesce(r.cq, 0) as cq
         from ${SCHEMA}.ledger_accounts a left join r on r.account_id = a.id
         where a.debits_posted <> coalesce(r.dp, 0) or a.credits_posted <> coalesce(r.cp, 0)
            or a.debits_pending <> coalesce(r.dq, 0) or a.credits_pending <> coalesce(r.cq, 0)
            or (a.kind <> 'provider_clearing' and coalesce(r.cp, 0) - coalesce(r.dp, 0) - coalesce(r.dq, 0) < 0)
            or (a.kind <> 'provider_clearing' and a.credits_posted - a.debits_posted - a.debits_pending < 0)
         order by a.id limit ${LIMIT}`,
      )) {
        const where = { accountId: r.id, account: r.account, currency: r.currency };
        const table = [r.debits_posted, r.credits_posted, r.debits_pending, r.credits_pending].map((x) =>
          BigInt(x!),
        );
        const entries = [r.dp, r.cp, r.dq, r.cq].map((x) => BigInt(x!));
        if (table.some((v, i) => v !== entries[i])) {
          problems.push({
            code: 'balance_mismatch',
            detail: `${r.account}: balances (debits/credits posted, pending) are ${table.join('/')} but the postings add up to ${entries.join('/')}`,
            ...where,
          });
        }
        if (r.kind !== 'provider_clearing') {
          for (const [from, [dp, cp, dq]] of [
            ['table', table],
            ['postings', entries],
          ] as const) {
            const available = cp! - dp! - dq!;
            if (available < 0n) {
              problems.push({
                code: 'negative_balance',
                detail: `${r.account} is ${available} by its ${from}; it may not go below zero`,
                ...where,
              });
            }
          }
        }
      }

      for (const r of await q<{ currency: string; posted: string; pending: string }>(
        `select currency, sum(credits_posted - debits_posted) as posted, sum(credits_pending - debits_pending) as pending
         from ${SCHEMA}.ledger_accounts group by currency
         having sum(credits_posted - debits_posted) <> 0 or sum(credits_pending - debits_pending) <> 0
         order by currency limit ${LIMIT}`,
      )) {
        problems.push({
          code: 'currency_not_zero',
          detail: `${r.currency} accounts sum to ${r.posted} posted and ${r.pending} pending instead of zero`,
          currency: r.currency,
        });
      }

      for (const r of await q<{ order_id: string; currency: string; captured: string; out: string }>(
        `select a.owner_id as order_id, a.currency,
           coalesce(sum(p.amount) filter (where p.credit_account_id = a.id and p.phase = 'posted'), 0) as captured,
           coalesce(sum(p.amount) filter (where p.debit_account_id = a.id and p.phase in ('posted', 'post_pending')), 0) as out
         from ${SCHEMA}.ledger_accounts a
         join ${SCHEMA}.ledger_postings p on p.debit_account_id = a.id or p.credit_account_id = a.id
         where a.kind = 'escrow'
         group by a.owner_id, a.currency
         having coalesce(sum(p.amount) filter (where p.debit_account_id = a.id and p.phase in ('posted', 'post_pending')), 0)
              > coalesce(sum(p.amount) filter (where p.credit_account_id = a.id and p.phase = 'posted'), 0)
         order by a.owner_id limit ${LIMIT}`,
      )) {
        problems.push({
          code: 'order_overdrawn',
          detail: `order ${r.order_id}: ${r.out} ${r.currency} released and refunded, more than the ${r.captured} captured`,
          orderId: r.order_id,
          currency: r.currency,
        });
      }

      for (const r of await q<{ entry_id: string; id: string; currency: string }>(
        `select p.entry_id, p.id, p.currency from ${SCHEMA}.ledger_postings p
         join ${SCHEMA}.ledger_accounts da on da.id = p.debit_account_id
         join ${SCHEMA}.ledger_accounts ca on ca.id = p.credit_account_id
         join ${SCHEMA}.ledger_entries e on e.id = p.entry_id
         where p.currency <> da.currency or p.currency <> ca.currency or p.currency <> e.currency
         order by p.id limit ${LIMIT}`,
      )) {
        problems.push({
          code: 'posting_currency',
          detail: `posting ${r.id} of entry ${r.entry_id} is in ${r.currency}, unlike its accounts or entry`,
          entryId: r.entry_id,
        });
      }

      for (const r of await q<{ entry_id: string; id: string }>(
        `select p.entry_id, p.id from ${SCHEMA}.ledger_postings p
         left join ${SCHEMA}.ledger_postings pp on pp.id = p.pending_id
         where p.pending_id is not null and (pp.id is null or pp.phase <> 'pending'
           or pp.debit_account_id <> p.debit_account_id or pp.credit_account_id <> p.credit_account_id
           or (p.phase = 'post_pending' and p.amount > pp.amount)
           or (p.phase = 'void_pending' and p.amount <> pp.amount)
           or (select count(*) from ${SCHEMA}.ledger_postings o where o.pending_id = p.pending_id) > 1)
         order by p.id limit ${LIMIT}`,
      )) {
        problems.push({
          code: 'bad_resolution',
          detail: `posting ${r.id} of entry ${r.entry_id} does not resolve its pending posting as recorded`,
          entryId: r.entry_id,
        });
      }

      for (const r of await q<{ id: string; order_id: string; currency: string; frozen: boolean }>(
        `select a.id, a.owner_id as order_id, a.currency, a.frozen from ${SCHEMA}.ledger_accounts a
         left join lateral (select e.freeze_change from ${SCHEMA}.ledger_entries e
           where e.order_id = a.owner_id and e.currency = a.currency and e.freeze_change is not null
           order by e.seq desc limit 1) last on true
         where a.kind = 'escrow' and a.frozen <> coalesce(last.freeze_change, false)
         order by a.id limit ${LIMIT}`,
      )) {
        problems.push({
          code: 'freeze_mismatch',
          detail: `the escrow of order ${r.order_id} is ${r.frozen ? '' : 'not '}frozen, unlike its last freeze entry`,
          accountId: r.id,
          orderId: r.order_id,
          currency: r.currency,
        });
      }

      const checked = await checkRequests(tx, problems);
      return {
        valid: problems.length === 0,
        checked,
        accounts: Number(counts!.accounts),
        postings: Number(counts!.postings),
        problems,
      };
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
}

/** Re-hashes every entry's stored request, in batches by seq; returns how many entries were read. */
async function checkRequests(tx: EntityManager, problems: LedgerProblem[]): Promise<number> {
  let after = '0';
  let checked = 0;
  let reported = 0;
  for (;;) {
    const rows = await tx.execute<{ id: string; seq: string; request: EntryRequest; request_hash: string }[]>(
      `select id, seq, request, request_hash from ${SCHEMA}.ledger_entries where seq > ? order by seq limit ${BATCH}`,
      [after],
    );
    for (const r of rows) {
      if (requestHash(r.request) !== r.request_hash && reported++ < LIMIT) {
        problems.push({
          code: 'request_tampered',
          detail: `entry ${r.id}: its stored request ${canonicalRequest(r.request)} is not the one applied`,
          entryId: r.id,
        });
      }
    }
    checked += rows.length;
    if (rows.length < BATCH) return checked;
    after = rows.at(-1)!.seq;
  }
}

/** verifyLedger for dependency injection (the admin "Verify ledger" action). */
@Injectable()
export class VerifyLedger {
  execute(em: EntityManager): Promise<LedgerVerification> {
    return verifyLedger(em);
  }
}
