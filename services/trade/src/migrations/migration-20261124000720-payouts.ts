import { Migration } from '@mikro-orm/migrations';

/**
 * Sellers' payouts: one row per request, written in the transaction that moved the amount from the
 * seller's balance to payouts in transit (ledger entry `payout:<id>`), so a crash before the
 * provider call is found and retried by the payout job.
 */
export class Migration20261124000720Payouts extends Migration {
  override name = 'Migration20261124000720Payouts';

  override up(): void {
    this.addSql(`create table trade.payout (
      id uuid primary key,
      seller_id uuid not null,
      currency char(3) not null,
      amount_minor bigint not null check (amount_minor > 0),
      provider text not null,
      destination text not null,
      status text not null check (status in ('requested', 'pending', 'succeeded', 'failed')),
      provider_reference text,
      failure_reason text,
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      settled_at timestamptz
    )`);
    this.addSql(`create index payout_seller_idx on trade.payout (seller_id, created_at desc)`);
    this.addSql(`create index payout_due_idx on trade.payout (next_attempt_at)
      where status in ('requested', 'pending')`);
  }
}
