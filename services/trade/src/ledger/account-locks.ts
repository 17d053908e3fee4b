import type { EntityManager } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { currencyCode } from '../money/index.js';
import { SCHEMA } from '../trade.schema.js';
import { accountLabel, lockOrder, type AccountKey, type AccountKind } from './account.js';

/** A locked account row as the writer reads and rewrites it. */
export interface AccountState extends AccountKey {
  id: string;
  debitsPosted: bigint;
  creditsPosted: bigint;
  debitsPending: bigint;
  creditsPending: bigint;
  frozen: boolean;
}

/** The accounts an entry locked, by key: what its plan may look at and post to. */
export class AccountBook {
  constructor(private readonly rows: ReadonlyMap<string, AccountState>) {}

  get(key: AccountKey): AccountState {
    const row = this.rows.get(accountLabel(key));
    if (!row) throw new Error(`ledger: ${accountLabel(key)} was not locked by this entry`);
    return row;
  }
}

interface AccountRow {
  id: string;
  kind: AccountKind;
  owner_id: string;
  currency: string;
  debits_posted: string;
  credits_posted: string;
  debits_pending: string;
  credits_pending: string;
  frozen: boolean;
}

export async function lockAccounts(tx: EntityManager, keys: readonly AccountKey[]): Promise<AccountBook> {
  const rows = new Map<string, AccountState>();
  for (const key of lockOrder(keys)) {
    let row = await lockAccount(tx, key);
    if (!row) {
      // A concurrent creator's uncommitted insert makes this one wait for it, like a row lock
      // would, in the same global order.
      await tx.execute(
        `insert into ${SCHEMA}.ledger_accounts (id, kind, owner_id, currency) values (?, ?, ?, ?)
         on conflict (kind, owner_id, currency) do nothing`,
        [uuidv7(), key.kind, key.ownerId, key.currency],
      );
      row = await lockAccount(tx, key);
    }
    if (!row) throw new Error(`ledger: could not create ${accountLabel(key)}`);
    rows.set(accountLabel(key), row);
  }
  return new AccountBook(rows);
}

async function lockAccount(tx: EntityManager, key: AccountKey): Promise<AccountState | null> {
  const [row] = await tx.execute<AccountRow[]>(
    `select id, kind, owner_id, currency, debits_posted, credits_posted, debits_pending, credits_pending, frozen
     from ${SCHEMA}.ledger_accounts where kind = ? and owner_id = ? and currency = ?
     for no key update`,
    [key.kind, key.ownerId, key.currency],
  );
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    ownerId: row.owner_id,
    currency: currencyCode(row.currency),
    debitsPosted: BigInt(row.debits_posted),
    creditsPosted: BigInt(row.credits_posted),
    debitsPending: BigInt(row.debits_pending),
    creditsPending: BigInt(row.credits_pending),
    frozen: row.frozen,
  };
}
