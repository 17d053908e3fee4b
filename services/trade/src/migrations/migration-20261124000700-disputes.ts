import { Migration } from '@mikro-orm/migrations';

/**
 * Disputes and the seller's answers. At most one dispute per order (a decision ends the order);
 * a decided dispute says how the escrow was split, and by whom.
 */
export class Migration20261124000700Disputes extends Migration {
  override name = 'Migration20261124000700Disputes';

  override up(): void {
    this.addSql(`create table trade.dispute (
      id uuid primary key,
      order_id uuid not null unique references trade.trade_order (id),
      buyer_id uuid not null,
      seller_id uuid not null,
      reason text not null check (reason in ('not_received', 'not_as_described', 'damaged', 'wrong_item',
        'quantity_short', 'other')),
      description text not null,
      status text not null check (status in ('open', 'decided')),
      currency char(3) not null,
      amount_minor bigint not null check (amount_minor > 0),
      outcome text check (outcome in ('release', 'refund_full', 'refund_partial')),
      refunded_minor bigint check (refunded_minor >= 0),
      released_minor bigint check (released_minor >= 0),
      fee_minor bigint check (fee_minor >= 0),
      decision_reason text,
      decided_by uuid,
      decided_at timestamptz,
      opened_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((status = 'decided') = (outcome is not null and decided_at is not null)),
      check (status = 'open' or refunded_minor + released_minor = amount_minor)
    )`);
    this.addSql(`create index dispute_open_idx on trade.dispute (opened_at) where status = 'open'`);
    this.addSql(`create index dispute_seller_idx on trade.dispute (seller_id, opened_at desc)`);

    this.addSql(`create table trade.dispute_response (
      id uuid primary key,
      dispute_id uuid not null references trade.dispute (id),
      author_id uuid not null,
      author_role text not null check (author_role in ('buyer', 'seller', 'staff')),
      text text not null,
      created_at timestamptz not null default now()
    )`);
    this.addSql(
      `create index dispute_response_dispute_idx on trade.dispute_response (dispute_id, created_at)`,
    );
  }
}
