import { Migration } from '@mikro-orm/migrations';

/**
 * The account page (issue 12): storefront language and currency stored on the account, the country
 * a session was started from (only from a header the operator trusts), e-mail change links, deleted
 * (anonymised) accounts, and the view of trade's open orders and payouts that decides whether an
 * account may be deleted (fed by trade's events; no foreign keys across services).
 */
export class Migration20261225100010Account extends Migration {
  override name = 'Migration20261225100010Account';

  override up(): void {
    this.addSql(`alter table users add column language text`);
    this.addSql(`alter table users add column currency char(3)`);
    this.addSql(`alter table users add column deleted_at timestamptz`);
    this.addSql(`alter table sessions add column country char(2)`);
    this.addSql(`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`);
    this.addSql(`alter table one_time_tokens add constraint one_time_tokens_purpose_check
      check (purpose in ('verify_email', 'reset_password', 'change_email'))`);
    this.addSql(`alter table one_time_tokens add column new_email text`);
    this.addSql(`create table trade_orders (
      order_id text primary key,
      buyer_id text not null,
      seller_id text not null,
      status text not null,
      occurred_at timestamptz not null
    )`);
    this.addSql(`create index trade_orders_seller_idx on trade_orders (seller_id)`);
    this.addSql(`create index trade_orders_buyer_idx on trade_orders (buyer_id)`);
    this.addSql(`create table trade_payouts (
      payout_id text primary key,
      seller_id text not null,
      status text not null,
      occurred_at timestamptz not null
    )`);
    this.addSql(`create index trade_payouts_seller_idx on trade_payouts (seller_id)`);
  }
}
