import { Migration } from '@mikro-orm/migrations';

/**
 * RFQs, the suppliers each was sent to, quotes and attachments (services/trade/src/rfqs). What
 * matching reads comes first, in Migration20261226090000RfqMatching.
 */
export class Migration20261226100000Rfqs extends Migration {
  override name = 'Migration20261226100000Rfqs';

  override up(): void {
    this.addSql(`create table trade.rfq (
      id uuid primary key,
      buyer_id uuid not null,
      buyer_name text not null,
      buyer_locale text not null,
      product_id uuid,
      category_id text,
      title text not null,
      description text not null,
      quantity integer not null check (quantity > 0),
      unit text not null,
      target_price_minor bigint check (target_price_minor >= 0),
      currency char(3) not null,
      incoterm text not null,
      destination_country char(2) not null,
      destination_port text,
      needed_by date not null,
      quote_deadline timestamptz not null,
      visibility text not null check (visibility in ('open', 'invited')),
      max_quotes integer not null check (max_quotes between 1 and 50),
      supplier_countries jsonb not null default '[]',
      status text not null check (status in ('open', 'accepted', 'closed', 'removed')),
      accepted_quote_id uuid,
      order_id uuid,
      checkout_id uuid,
      removed_by uuid,
      removed_reason text,
      removed_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`);
    this.addSql(`create index rfq_buyer_idx on trade.rfq (buyer_id, created_at desc)`);
    this.addSql(`create index rfq_created_idx on trade.rfq (created_at desc)`);

    // Who may see an RFQ besides its buyer: the suppliers matched when it was posted and the invited.
    this.addSql(`create table trade.rfq_recipient (
      rfq_id uuid not null references trade.rfq (id),
      supplier_id uuid not null,
      invited boolean not null,
      primary key (rfq_id, supplier_id)
    )`);
    this.addSql(`create index rfq_recipient_supplier_idx on trade.rfq_recipient (supplier_id, rfq_id)`);

    this.addSql(`create table trade.rfq_quote (
      id uuid primary key,
      rfq_id uuid not null references trade.rfq (id),
      supplier_id uuid not null,
      supplier_name text not null,
      product_id uuid,
      price_tiers jsonb not null,
      currency char(3) not null,
      moq integer not null check (moq > 0),
      lead_time_days integer not null check (lead_time_days >= 0),
      valid_until date not null,
      incoterm text not null,
      payment_terms text not null,
      sample_available boolean not null,
      sample_price_minor bigint check (sample_price_minor >= 0),
      message text not null,
      status text not null check (status in ('active', 'withdrawn', 'accepted', 'declined')),
      declined_reason text,
      revisions integer not null default 0 check (revisions between 0 and 1),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      unique (rfq_id, supplier_id)
    )`);
    // The buyer's attachments (specifications, drawings), in trade's private storage like order files.
    this.addSql(`create table trade.rfq_attachment (
      id uuid primary key,
      rfq_id uuid not null references trade.rfq (id),
      file_name text not null,
      content_type text not null,
      size_bytes integer not null check (size_bytes > 0),
      sha256 char(64) not null,
      storage_key text not null unique,
      uploaded_by uuid not null,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create index rfq_attachment_rfq_idx on trade.rfq_attachment (rfq_id, created_at)`);
    this.addSql(`create index rfq_quote_supplier_idx on trade.rfq_quote (supplier_id, created_at desc)`);
  }
}
