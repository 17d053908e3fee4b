import { Migration } from '@mikro-orm/migrations';

/**
 * Conversations, their messages and attachments, blocks and reports, and the read models fed by
 * identity, catalogue and trade events (names, product titles and sellers, RFQ titles, orders).
 */
export class Migration20261226200000Messaging extends Migration {
  override name = 'Migration20261226200000Messaging';

  override up(): void {
    this.addSql(`create table messaging.party (
      user_id uuid primary key,
      name text not null default '',
      seller boolean not null default false,
      updated_at timestamptz not null
    )`);
    this.addSql(`create table messaging.product (
      product_id uuid primary key,
      seller_id uuid not null,
      title text not null,
      status text not null,
      updated_at timestamptz not null
    )`);
    this.addSql(`create table messaging.rfq (
      rfq_id uuid primary key,
      buyer_id uuid not null,
      title text not null,
      -- 'open' (any supplier may ask about it) or 'invited' (only the suppliers it was sent to).
      visibility text not null default 'open',
      supplier_ids uuid[] not null default '{}',
      removed boolean not null default false,
      updated_at timestamptz not null
    )`);
    this.addSql(`create table messaging.trade_order (
      order_id uuid primary key,
      buyer_id uuid not null,
      seller_id uuid not null,
      reference text not null default '',
      paid boolean not null default false,
      updated_at timestamptz not null
    )`);
    this.addSql(`create index trade_order_pair_idx on messaging.trade_order (buyer_id, seller_id)`);
    this.addSql(`create table messaging.conversation (
      id uuid primary key,
      buyer_id uuid not null,
      supplier_id uuid not null,
      subject_kind text not null check (subject_kind in ('product', 'supplier', 'rfq', 'order')),
      subject_id uuid not null,
      created_at timestamptz not null,
      last_message_at timestamptz not null,
      check (buyer_id <> supplier_id)
    )`);
    // One conversation per buyer, supplier and subject: two "contact supplier" clicks at once meet here.
    this.addSql(`create unique index conversation_subject_uq
      on messaging.conversation (buyer_id, supplier_id, subject_kind, subject_id)`);
    this.addSql(
      `create index conversation_buyer_idx on messaging.conversation (buyer_id, last_message_at desc)`,
    );
    this.addSql(
      `create index conversation_supplier_idx on messaging.conversation (supplier_id, last_message_at desc)`,
    );
    this.addSql(`create table messaging.message (
      id uuid primary key,
      conversation_id uuid not null references messaging.conversation (id),
      sender_id uuid not null,
      recipient_id uuid not null,
      body text not null,
      display_body text not null,
      masked boolean not null default false,
      created_at timestamptz not null,
      read_at timestamptz
    )`);
    this.addSql(`create index message_conversation_idx on messaging.message (conversation_id, id desc)`);
    this.addSql(`create index message_unread_idx on messaging.message (recipient_id, conversation_id)
      where read_at is null`);
    this.addSql(`create table messaging.attachment (
      id uuid primary key,
      uploader_id uuid not null,
      message_id uuid references messaging.message (id),
      conversation_id uuid references messaging.conversation (id),
      file_name text not null,
      content_type text not null,
      size_bytes integer not null,
      sha256 text not null,
      storage_key text not null,
      created_at timestamptz not null
    )`);
    this.addSql(`create index attachment_message_idx on messaging.attachment (message_id)`);
    this.addSql(`create table messaging.block (
      blocker_id uuid not null,
      blocked_id uuid not null,
      created_at timestamptz not null,
      primary key (blocker_id, blocked_id)
    )`);
    this.addSql(`create table messaging.conversation_report (
      id uuid primary key,
      conversation_id uuid not null references messaging.conversation (id),
      reporter_id uuid not null,
      reason text not null,
      note text not null default '',
      status text not null default 'open' check (status in ('open', 'resolved')),
      created_at timestamptz not null,
      resolved_at timestamptz,
      resolved_by uuid,
      resolution text
    )`);
    this.addSql(
      `create index conversation_report_status_idx on messaging.conversation_report (status, created_at)`,
    );
  }
}
