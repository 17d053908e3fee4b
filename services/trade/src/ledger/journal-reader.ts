import type { EntityManager } from '@mikro-orm/postgresql';
import { currencyCode } from '../money/index.js';
import { SCHEMA } from '../trade.schema.js';
import type { AccountKind } from './account.js';
import type { LedgerEntryResult, LedgerOperation, PostingPhase } from './ledger-entry.js';

/** An entry as recorded, and the hash of the request that wrote it. */
export interface StoredEntry {
  result: LedgerEntryResult;
  hash: string;
}

/** An entry as recorded, with its postings, or null. */
export async function readEntry(tx: EntityManager, id: string): Promise<StoredEntry | null> {
  const [e] = await tx.execute<
    {
      id: string;
      seq: string;
      operation: LedgerOperation;
      currency: string;
      order_id: string | null;
      seller_id: string | null;
      provider: string | null;
      resolves: string | null;
      freeze_change: boolean | null;
      request_hash: string;
      created_at: Date;
    }[]
  >(
    `select id, seq, operation, currency, order_id, seller_id, provider, resolves, freeze_change, request_hash,
       created_at
     from ${SCHEMA}.ledger_entries where id = ?`,
    [id],
  );
  if (!e) return null;
  const rows = await tx.execute<
    {
      id: string;
      line: number;
      amount: string;
      phase: PostingPhase;
      pending_id: string | null;
      currency: string;
      debit_kind: AccountKind;
      debit_owner: string;
      credit_kind: AccountKind;
      credit_owner: string;
    }[]
  >(
    `select p.id, p.line, p.amount, p.phase, p.pending_id, p.currency,
       da.kind as debit_kind, da.owner_id as debit_owner, ca.kind as credit_kind, ca.owner_id as credit_owner
     from ${SCHEMA}.ledger_postings p
     join ${SCHEMA}.ledger_accounts da on da.id = p.debit_account_id
     join ${SCHEMA}.ledger_accounts ca on ca.id = p.credit_account_id
     where p.entry_id = ? order by p.line`,
    [id],
  );
  const currency = currencyCode(e.currency);
  return {
    hash: e.request_hash,
    result: {
      entryId: e.id,
      seq: BigInt(e.seq),
      operation: e.operation,
      currency,
      orderId: e.order_id,
      sellerId: e.seller_id,
      provider: e.provider,
      resolves: e.resolves,
      freezeChange: e.freeze_change,
      createdAt: e.created_at,
      postings: rows.map((r) => ({
        id: BigInt(r.id),
        line: Number(r.line),
        debit: { kind: r.debit_kind, ownerId: r.debit_owner, currency },
        credit: { kind: r.credit_kind, ownerId: r.credit_owner, currency },
        amount: BigInt(r.amount),
        phase: r.phase,
        pendingId: r.pending_id === null ? null : BigInt(r.pending_id),
      })),
      replayed: false,
    },
  };
}
