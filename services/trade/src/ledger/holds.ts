import type { EntityManager } from '@mikro-orm/postgresql';
import { currencyCode, type CurrencyCode } from '../money/index.js';
import { SCHEMA } from '../trade.schema.js';

/** One pending posting of a hold: its id and the amount it reserves. */
export interface PendingPart {
  postingId: bigint;
  amount: bigint;
}

/** A hold as recorded: the order's escrow reserved for one seller (net) and the platform (fee). */
export interface HoldRecord {
  holdId: string;
  orderId: string;
  sellerId: string;
  currency: CurrencyCode;
  amount: bigint;
  fee: bigint;
  net: PendingPart | null;
  feePart: PendingPart | null;
}

/** A hold entry and its pending postings; immutable once written, so it may be read before any lock. */
export async function readHold(em: EntityManager, holdId: string): Promise<HoldRecord | null> {
  const rows = await em.execute<
    {
      order_id: string;
      seller_id: string;
      currency: string;
      id: string;
      amount: string;
      credit_kind: string;
    }[]
  >(
    `select e.order_id, e.seller_id, e.currency, p.id, p.amount, ca.kind as credit_kind
     from ${SCHEMA}.ledger_entries e
     join ${SCHEMA}.ledger_postings p on p.entry_id = e.id and p.phase = 'pending'
     join ${SCHEMA}.ledger_accounts ca on ca.id = p.credit_account_id
     where e.id = ? and e.operation = 'hold'
     order by p.line`,
    [holdId],
  );
  const first = rows[0];
  if (!first) return null;
  const part = (kind: string): PendingPart | null => {
    const r = rows.find((x) => x.credit_kind === kind);
    return r ? { postingId: BigInt(r.id), amount: BigInt(r.amount) } : null;
  };
  const net = part('seller_payable');
  const feePart = part('platform_fees');
  return {
    holdId,
    orderId: first.order_id,
    sellerId: first.seller_id,
    currency: currencyCode(first.currency),
    amount: (net?.amount ?? 0n) + (feePart?.amount ?? 0n),
    fee: feePart?.amount ?? 0n,
    net,
    feePart,
  };
}

/**
 * The entry that resolved a hold or a payout, if any. Run after the accounts are locked: a
 * concurrent resolver locks the same escrow (or in-transit) account, so by then it has committed.
 */
export async function resolvedBy(em: EntityManager, entryId: string): Promise<string | null> {
  const [row] = await em.execute<{ id: string }[]>(
    `select id from ${SCHEMA}.ledger_entries where resolves = ?`,
    [entryId],
  );
  return row?.id ?? null;
}
