import { Migration } from '@mikro-orm/migrations';

/**
 * Sellers' stored payout destinations (bank accounts, mobile-money wallets, sandbox labels), the
 * destination each payout goes to, and webhooks about payouts and refunds: which payout or refund
 * a provider's event is about, so the webhook processor can have it verified.
 */
export class Migration20261124000740PayoutDestinations extends Migration {
  override name = 'Migration20261124000740PayoutDestinations';

  override up(): void {
    this.addSql(`create table trade.payout_destination (
      id uuid primary key,
      seller_id uuid not null,
      kind text not null check (kind in ('bank_account', 'mobile_money', 'sandbox')),
      currency char(3) not null,
      country char(2),
      account_name text not null,
      bank_code text,
      account_number text,
      network text,
      phone text,
      fingerprint text not null,
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      removed_at timestamptz,
      check (kind <> 'bank_account' or (bank_code is not null and account_number is not null and country is not null)),
      check (kind <> 'mobile_money' or (network is not null and phone is not null and country is not null)),
      check (removed_at is null or not is_default)
    )`);
    this
      .addSql(`create index payout_destination_seller_idx on trade.payout_destination (seller_id, created_at)
      where removed_at is null`);
    // One default per seller and currency; the same account once among a seller's live destinations.
    this
      .addSql(`create unique index payout_destination_default_uq on trade.payout_destination (seller_id, currency)
      where is_default and removed_at is null`);
    this.addSql(`create unique index payout_destination_fingerprint_uq
      on trade.payout_destination (seller_id, fingerprint) where removed_at is null`);

    this.addSql(
      `alter table trade.payout add column destination_id uuid references trade.payout_destination (id)`,
    );
    // "Is a payout in flight using it?" when a seller removes a destination.
    this.addSql(`create index payout_destination_in_flight_idx on trade.payout (destination_id)
      where status in ('requested', 'pending')`);

    this.addSql(`alter table trade.payment_webhook add column payout_id uuid`);
    this.addSql(`alter table trade.payment_webhook add column refund_id uuid`);
  }
}
