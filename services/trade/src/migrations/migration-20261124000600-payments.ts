import { Migration } from '@mikro-orm/migrations';

/**
 * What payments need beyond the orders migration: the payer's e-mail (a payment started again by
 * the recovery sweep has no request to read it from), the `refunded` status (a provider success
 * that could no longer pay its orders: captured and returned at once), the webhook retry clock,
 * and the sandbox provider's own state, so that a restart forgets no payment a tester left pending.
 */
export class Migration20261124000600Payments extends Migration {
  override name = 'Migration20261124000600Payments';

  override up(): void {
    this.addSql(`alter table trade.payment add column payer_email text`);
    this.addSql(`alter table trade.payment drop constraint payment_status_check`);
    this.addSql(`alter table trade.payment add constraint payment_status_check
      check (status in ('created', 'pending', 'succeeded', 'failed', 'refunded'))`);
    // The recovery sweep: payments recorded with their orders and never handed to the provider.
    this.addSql(`create index payment_created_idx on trade.payment (updated_at) where status = 'created'`);

    // When the webhook may be tried again: a lease while one worker verifies it, a back-off after a failure.
    this.addSql(`alter table trade.payment_webhook add column next_attempt_at timestamptz`);
    this.addSql(`alter table trade.payment_webhook add column subject text not null default 'payment'`);
    this.addSql(`drop index trade.payment_webhook_pending_idx`);
    this.addSql(`create index payment_webhook_pending_idx
      on trade.payment_webhook (coalesce(next_attempt_at, received_at)) where processed_at is null`);

    this.addSql(`create table trade.sandbox_payment (
      payment_id text primary key,
      amount_minor bigint not null check (amount_minor >= 0),
      currency char(3) not null,
      email text not null,
      status text not null check (status in ('pending', 'succeeded', 'failed')),
      provider_reference text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`);
    this.addSql(`create table trade.sandbox_payout (
      payout_id text primary key,
      amount_minor bigint not null check (amount_minor >= 0),
      currency char(3) not null,
      destination text not null,
      status text not null check (status in ('pending', 'succeeded', 'failed')),
      provider_reference text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`);
    this.addSql(`create table trade.sandbox_refund (
      refund_id text primary key,
      payment_id text not null,
      amount_minor bigint not null check (amount_minor > 0),
      currency char(3) not null,
      reason text not null,
      status text not null check (status in ('pending', 'succeeded', 'failed')),
      provider_reference text not null,
      created_at timestamptz not null
    )`);
    this.addSql(`create index sandbox_refund_payment_idx on trade.sandbox_refund (payment_id)`);
  }
}
