import { Migration } from '@mikro-orm/migrations';

/**
 * Files attached to orders (shipping documents, dispute evidence) and the refunds that send money
 * back to buyers through the provider. A refund row is written in the transaction that moved the
 * money in the ledger, so a crash before the provider call is found and retried by the refund job.
 */
export class Migration20261124000710OrderFilesRefunds extends Migration {
  override name = 'Migration20261124000710OrderFilesRefunds';

  override up(): void {
    this.addSql(`create table trade.order_document (
      id uuid primary key,
      order_id uuid not null references trade.trade_order (id),
      kind text not null check (kind in ('shipping', 'evidence')),
      dispute_id uuid,
      response_id uuid,
      file_name text not null,
      content_type text not null,
      size_bytes integer not null check (size_bytes > 0),
      sha256 char(64) not null,
      storage_key text not null unique,
      uploaded_by uuid not null,
      uploaded_by_role text not null check (uploaded_by_role in ('buyer', 'seller', 'staff')),
      created_at timestamptz not null default now(),
      check ((kind = 'evidence') = (dispute_id is not null))
    )`);
    this.addSql(`create index order_document_order_idx on trade.order_document (order_id, created_at)`);
    this.addSql(`create index order_document_dispute_idx on trade.order_document (dispute_id)
      where dispute_id is not null`);

    this.addSql(`create table trade.order_refund (
      id uuid primary key,
      order_id uuid not null references trade.trade_order (id),
      payment_id uuid references trade.payment (id),
      provider text not null,
      amount_minor bigint not null check (amount_minor > 0),
      currency char(3) not null,
      reason text not null,
      cause text not null,
      status text not null check (status in ('requested', 'pending', 'succeeded', 'failed', 'manual')),
      provider_reference text,
      failure_reason text,
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      requested_by uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      settled_at timestamptz
    )`);
    this.addSql(`create index order_refund_order_idx on trade.order_refund (order_id)`);
    // The refund job's work: refunds the provider has not settled yet, by when to look again.
    this.addSql(`create index order_refund_due_idx on trade.order_refund (next_attempt_at)
      where status in ('requested', 'pending')`);
  }
}
