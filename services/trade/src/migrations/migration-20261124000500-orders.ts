import { Migration } from '@mikro-orm/migrations';

/**
 * Checkouts, their orders (one per seller), lines, timelines, payments and provider webhooks. No
 * foreign key leaves trade's schema (DESIGN §3): buyers, sellers and products are ids of other
 * services. The checks repeat the rules the code enforces, as a last line.
 */
export class Migration20261124000500Orders extends Migration {
  override name = 'Migration20261124000500Orders';

  override up(): void {
    this.addSql(`create table trade.checkout (
      id uuid primary key,
      buyer_id uuid not null,
      status text not null check (status in ('pending_payment', 'paid', 'expired', 'cancelled')),
      currency char(3) not null,
      total_minor bigint not null check (total_minor > 0),
      fx_rates jsonb not null,
      fx_locked_until timestamptz not null,
      shipping_address jsonb not null,
      incoterm text,
      note text,
      locale varchar(8) not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create index checkout_buyer_idx on trade.checkout (buyer_id, created_at desc)`);

    this.addSql(`create table trade.trade_order (
      id uuid primary key,
      checkout_id uuid not null references trade.checkout (id),
      reference text not null unique,
      buyer_id uuid not null,
      seller_id uuid not null,
      status text not null check (status in ('pending_payment', 'paid', 'accepted', 'shipped', 'delivered',
        'completed', 'declined', 'cancelled', 'expired', 'disputed', 'refunded')),
      currency char(3) not null,
      amount_minor bigint not null check (amount_minor > 0),
      fee_basis_points integer not null check (fee_basis_points between 0 and 10000),
      fee_minor bigint not null check (fee_minor >= 0 and fee_minor <= amount_minor),
      seller_currency char(3) not null,
      seller_subtotal_minor bigint not null check (seller_subtotal_minor > 0),
      fx_rate text not null,
      shipment jsonb,
      paid_at timestamptz,
      delivered_at timestamptz,
      release_due_at timestamptz,
      closed_at timestamptz,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create index trade_order_checkout_idx on trade.trade_order (checkout_id)`);
    this.addSql(`create index trade_order_buyer_idx on trade.trade_order (buyer_id, created_at desc)`);
    this.addSql(`create index trade_order_seller_idx on trade.trade_order (seller_id, created_at desc)`);
    // The two sweeps: unpaid orders past their expiry, delivered ones past their release date.
    this.addSql(`create index trade_order_expiry_idx on trade.trade_order (expires_at)
      where status = 'pending_payment'`);
    this.addSql(`create index trade_order_release_idx on trade.trade_order (release_due_at)
      where status = 'delivered'`);

    this.addSql(`create table trade.order_line (
      id uuid primary key,
      order_id uuid not null references trade.trade_order (id),
      product_id uuid not null,
      title text not null,
      unit text not null,
      image_url text,
      quantity integer not null check (quantity > 0),
      unit_price_minor bigint not null check (unit_price_minor >= 0),
      line_total_minor bigint not null check (line_total_minor = unit_price_minor * quantity)
    )`);
    this.addSql(`create index order_line_order_idx on trade.order_line (order_id)`);

    this.addSql(`create table trade.order_event (
      id uuid primary key,
      order_id uuid not null references trade.trade_order (id),
      action text not null,
      from_status text,
      to_status text not null,
      actor_id uuid,
      actor_role text not null check (actor_role in ('buyer', 'seller', 'staff', 'system')),
      note text,
      at timestamptz not null default now()
    )`);
    this.addSql(`create index order_event_order_idx on trade.order_event (order_id, at)`);

    this.addSql(`create table trade.payment (
      id uuid primary key,
      checkout_id uuid not null references trade.checkout (id),
      buyer_id uuid not null,
      provider text not null check (provider in ('sandbox', 'paystack', 'flutterwave', 'mpesa')),
      provider_reference text,
      amount_minor bigint not null check (amount_minor > 0),
      currency char(3) not null,
      status text not null check (status in ('created', 'pending', 'succeeded', 'failed')),
      action jsonb,
      failure_reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      settled_at timestamptz
    )`);
    this.addSql(`create index payment_checkout_idx on trade.payment (checkout_id)`);
    // At most one payment of a checkout can succeed: a second success is refunded, never doubled.
    this.addSql(`create unique index payment_one_success_idx on trade.payment (checkout_id)
      where status = 'succeeded'`);
    this.addSql(`create unique index payment_reference_idx on trade.payment (provider, provider_reference)
      where provider_reference is not null`);

    this.addSql(`create table trade.payment_webhook (
      id uuid primary key,
      provider text not null,
      provider_event_id text not null,
      payment_id uuid,
      provider_reference text,
      claimed_status text not null,
      payload jsonb not null,
      received_at timestamptz not null default now(),
      processed_at timestamptz,
      outcome text,
      attempts integer not null default 0,
      unique (provider, provider_event_id)
    )`);
    this.addSql(`create index payment_webhook_pending_idx on trade.payment_webhook (received_at)
      where processed_at is null`);
  }
}
