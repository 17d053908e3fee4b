import { Migration } from '@mikro-orm/migrations';

/**
 * Sellers' bulk product uploads. A job row is the queue: workers in any replica claim it with
 * FOR UPDATE SKIP LOCKED and hold it by a lease they renew with each batch, so a job whose worker
 * died is taken up again once its lease has run out, from `processed` on (each batch commits its
 * drafts, its errors and the new counts together). The file waits in bulk_import_files until the
 * job is over. Errors keep a translation key and its arguments, read in the reader's language.
 */
export class Migration20261225500010BulkImport extends Migration {
  override name = 'Migration20261225500010BulkImport';

  override up(): void {
    this.addSql(`create table catalogue.bulk_import_jobs (
      id uuid primary key,
      seller_id uuid not null,
      category_id uuid not null,
      file_name text not null,
      file_type text not null check (file_type in ('csv', 'xlsx')),
      status text not null check (status in ('queued', 'running', 'done', 'failed')),
      total int not null check (total >= 0),
      processed int not null default 0,
      created int not null default 0,
      failed int not null default 0,
      failure_key text,
      worker text,
      lease_until timestamptz,
      attempts int not null default 0,
      created_at timestamptz not null,
      started_at timestamptz,
      finished_at timestamptz,
      updated_at timestamptz not null
    )`);
    this.addSql(
      `create index bulk_import_jobs_seller_idx on catalogue.bulk_import_jobs (seller_id, created_at desc)`,
    );
    this.addSql(
      `create index bulk_import_jobs_open_idx on catalogue.bulk_import_jobs (created_at) where status in ('queued', 'running')`,
    );
    this.addSql(`create table catalogue.bulk_import_files (
      job_id uuid primary key references catalogue.bulk_import_jobs (id) on delete cascade,
      content bytea not null
    )`);
    this.addSql(`create table catalogue.bulk_import_errors (
      id bigserial primary key,
      job_id uuid not null references catalogue.bulk_import_jobs (id) on delete cascade,
      row_number int not null,
      field text not null,
      i18n_key text not null,
      args jsonb
    )`);
    this.addSql(
      `create index bulk_import_errors_job_idx on catalogue.bulk_import_errors (job_id, row_number, id)`,
    );
  }
}
