import { Migration } from '@mikro-orm/migrations';

/**
 * Supplier verification: a seller's submissions (company papers) and the documents sent with them.
 * One open submission per seller is a partial unique index, so two concurrent submissions cannot
 * both get in; the expiry job reads approvals by expiry through a partial index of its own.
 */
export class Migration20261201000100SupplierVerification extends Migration {
  override name = 'Migration20261201000100SupplierVerification';

  override up(): void {
    this.addSql(`create table supplier_verifications (
      id uuid primary key,
      seller_id uuid not null references users (id),
      status text not null default 'pending'
        check (status in ('pending', 'approved', 'rejected', 'expired')),
      company_name text not null,
      company_registration_number text not null,
      tax_id text not null,
      country char(2) not null,
      submitted_at timestamptz not null default now(),
      decided_at timestamptz,
      decided_by uuid references users (id),
      reason text,
      expires_at timestamptz,
      expired_at timestamptz,
      updated_at timestamptz not null default now(),
      check (status <> 'approved' or expires_at is not null),
      check (status <> 'rejected' or reason is not null)
    )`);
    this.addSql(`create index supplier_verifications_seller_id_index on supplier_verifications (seller_id)`);
    this.addSql(
      `create unique index supplier_verifications_one_pending on supplier_verifications (seller_id) where status = 'pending'`,
    );
    this.addSql(
      `create index supplier_verifications_expiry_idx on supplier_verifications (expires_at) where status = 'approved'`,
    );
    this.addSql(
      `create index supplier_verifications_submitted_idx on supplier_verifications (submitted_at, id)`,
    );
    this.addSql(`create table verification_documents (
      id uuid primary key,
      verification_id uuid not null references supplier_verifications (id),
      file_name text not null,
      content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
      size_bytes integer not null check (size_bytes > 0),
      sha256 text not null,
      storage_key text not null unique,
      created_at timestamptz not null default now()
    )`);
    this.addSql(
      `create index verification_documents_verification_id_index on verification_documents (verification_id)`,
    );
  }
}
