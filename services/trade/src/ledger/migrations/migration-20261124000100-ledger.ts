import { Migration } from '@mikro-orm/migrations';
import { SCHEMA } from '../../trade.schema.js';

/**
 * The escrow ledger: accounts with their running balances, and the append-only journal (entries,
 * each with its postings) the balances are the sum of. Checks here repeat what the writer already
 * enforces, so that no code path (nor a hand-written statement) can store what the writer would
 * refuse. Function bodies name the schema: they run with the caller's search_path.
 */
export class Migration20261124000100Ledger extends Migration {
  override name = 'Migration20261124000100Ledger';

  override up(): void {
    // Balances as TigerBeetle keeps them: posted and pending, debits and credits, never netted, so
    // each column only adds up postings of one phase and side. An account is credit-normal:
    // available = credits_posted − debits_posted − debits_pending. Only provider clearing may go
    // below zero (it mirrors money the provider holds for us or is owed back).
    this.addSql(`create table ledger_accounts (
      id uuid primary key,
      kind text not null check (kind in
        ('provider_clearing', 'escrow', 'seller_payable', 'platform_fees', 'payouts_in_transit')),
      owner_id text not null check (owner_id ~ '^[!-~]{1,200}$'),
      currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
      debits_posted bigint not null default 0 check (debits_posted >= 0),
      credits_posted bigint not null default 0 check (credits_posted >= 0),
      debits_pending bigint not null default 0 check (debits_pending >= 0),
      credits_pending bigint not null default 0 check (credits_pending >= 0),
      frozen boolean not null default false check (not frozen or kind = 'escrow'),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint ledger_accounts_key unique (kind, owner_id, currency),
      constraint ledger_accounts_not_negative check (
        kind = 'provider_clearing' or credits_posted - debits_posted - debits_pending >= 0)
    )`);

    this.addSql(`create table ledger_entries (
      id text primary key check (id ~ '^[!-~]{1,200}$'),
      seq bigint generated always as identity unique,
      operation text not null check (operation in ('capture', 'hold', 'release', 'void', 'settle',
        'refund', 'freeze', 'unfreeze', 'payout', 'payout_settled', 'payout_failed')),
      currency char(3) not null,
      order_id text,
      seller_id text,
      provider text,
      resolves text unique references ledger_entries (id),
      freeze_change boolean,
      request jsonb not null,
      request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
      created_at timestamptz not null default now()
    )`);
    this.addSql(
      `create index ledger_entries_order_idx on ledger_entries (order_id, seq) where order_id is not null`,
    );
    this.addSql(
      `create index ledger_entries_seller_idx on ledger_entries (seller_id, seq) where seller_id is not null`,
    );
    this.addSql(`create index ledger_entries_created_idx on ledger_entries (created_at desc)`);

    // One posting moves one amount from one account to another: the journal balances line by line.
    // A resolution (post or void of a pending posting) names the posting it resolves; the partial
    // unique index makes "resolves at most once" a fact of the table, not only of the code.
    this.addSql(`create table ledger_postings (
      id bigint generated always as identity primary key,
      entry_id text not null references ledger_entries (id),
      line smallint not null check (line >= 1),
      debit_account_id uuid not null references ledger_accounts (id),
      credit_account_id uuid not null references ledger_accounts (id),
      currency char(3) not null,
      amount bigint not null check (amount > 0),
      phase text not null check (phase in ('posted', 'pending', 'post_pending', 'void_pending')),
      pending_id bigint references ledger_postings (id),
      constraint ledger_postings_line unique (entry_id, line),
      constraint ledger_postings_two_accounts check (debit_account_id <> credit_account_id),
      constraint ledger_postings_resolution check ((phase in ('post_pending', 'void_pending')) = (pending_id is not null))
    )`);
    this.addSql(`create unique index ledger_postings_resolved_once on ledger_postings (pending_id)
      where pending_id is not null`);
    this.addSql(`create index ledger_postings_debit_idx on ledger_postings (debit_account_id)`);
    this.addSql(`create index ledger_postings_credit_idx on ledger_postings (credit_account_id)`);

    this.addSql(`create or replace function ${SCHEMA}.ledger_append_only() returns trigger
      language plpgsql as $$
      begin
        raise exception 'the ledger is append-only: % on % refused', tg_op, tg_table_name
          using errcode = 'insufficient_privilege';
      end $$`);
    for (const table of ['ledger_entries', 'ledger_postings']) {
      this.addSql(`create trigger ${table}_append_only before update or delete on ${table}
        for each row execute function ${SCHEMA}.ledger_append_only()`);
      this.addSql(`create trigger ${table}_no_truncate before truncate on ${table}
        for each statement execute function ${SCHEMA}.ledger_append_only()`);
    }
    // Balances change, but an account never disappears, never changes what it is, and its posted
    // totals only grow (a reversal is a new posting the other way).
    this.addSql(`create or replace function ${SCHEMA}.ledger_account_guard() returns trigger
      language plpgsql as $$
      begin
        if tg_op <> 'UPDATE' or new.id <> old.id or new.kind <> old.kind or new.owner_id <> old.owner_id
           or new.currency <> old.currency or new.debits_posted < old.debits_posted
           or new.credits_posted < old.credits_posted then
          raise exception 'ledger accounts keep their identity and posted totals: % on % refused', tg_op, tg_table_name
            using errcode = 'insufficient_privilege';
        end if;
        return new;
      end $$`);
    this.addSql(`create trigger ledger_accounts_guard before update or delete on ledger_accounts
      for each row execute function ${SCHEMA}.ledger_account_guard()`);
    this.addSql(`create trigger ledger_accounts_no_truncate before truncate on ledger_accounts
      for each statement execute function ${SCHEMA}.ledger_account_guard()`);
  }
}
