import type { EntityManager } from '@mikro-orm/postgresql';
import type { I18nArgs } from '@sokoni/platform/errors';
import type { SheetType } from './bulk-import-file.js';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export interface JobRow {
  id: string;
  seller_id: string;
  category_id: string;
  file_name: string;
  file_type: SheetType;
  status: JobStatus;
  total: number;
  processed: number;
  created: number;
  failed: number;
  failure_key: string | null;
  worker: string | null;
  attempts: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface ErrorRow {
  row_number: number;
  field: string;
  i18n_key: string;
  args: I18nArgs | null;
}

/** How long a claim holds without a sign of life; each batch renews it. */
export const LEASE_SECONDS = 60;
/** Claims after which a job that keeps killing its worker is given up (a poison file). */
export const MAX_ATTEMPTS = 5;

const COLUMNS = `id, seller_id, category_id, file_name, file_type, status, total, processed, created, failed,
  failure_key, worker, attempts, created_at, started_at, finished_at`;

/**
 * The job table's statements. Workers take the oldest open job nobody holds: queued, or running
 * under a lease that has run out (its worker died); SKIP LOCKED lets replicas claim side by side.
 */
export const BulkImportJobs = {
  async insert(
    em: EntityManager,
    job: Pick<JobRow, 'id' | 'seller_id' | 'category_id' | 'file_name' | 'file_type' | 'total'>,
    content: Buffer,
  ): Promise<void> {
    await em.execute(
      `insert into catalogue.bulk_import_jobs
         (id, seller_id, category_id, file_name, file_type, status, total, created_at, updated_at)
       values (?, ?, ?, ?, ?, 'queued', ?, now(), now())`,
      [job.id, job.seller_id, job.category_id, job.file_name, job.file_type, job.total],
    );
    await em.execute(`insert into catalogue.bulk_import_files (job_id, content) values (?, ?)`, [
      job.id,
      content,
    ]);
  },

  async claim(em: EntityManager, worker: string): Promise<JobRow | undefined> {
    const [job] = await em.execute<JobRow[]>(
      `update catalogue.bulk_import_jobs j
       set status = 'running', worker = ?, lease_until = now() + make_interval(secs => ?),
           attempts = attempts + 1, started_at = coalesce(started_at, now()), updated_at = now()
       where id = (
         select id from catalogue.bulk_import_jobs
         where status = 'queued' or (status = 'running' and lease_until < now())
         order by created_at
         for update skip locked
         limit 1)
       returning ${COLUMNS}`,
      [worker, LEASE_SECONDS],
    );
    return job;
  },

  /** The job locked for this transaction while `worker` still holds it; undefined once it lost it. */
  async lockHeld(em: EntityManager, id: string, worker: string): Promise<JobRow | undefined> {
    const [job] = await em.execute<JobRow[]>(
      `select ${COLUMNS} from catalogue.bulk_import_jobs
       where id = ? and worker = ? and status = 'running' for update`,
      [id, worker],
    );
    return job;
  },

  async file(em: EntityManager, id: string): Promise<Buffer | undefined> {
    const [row] = await em.execute<{ content: Buffer }[]>(
      `select content from catalogue.bulk_import_files where job_id = ?`,
      [id],
    );
    return row?.content;
  },

  async progress(
    em: EntityManager,
    id: string,
    counts: { processed: number; created: number; failed: number },
  ): Promise<void> {
    await em.execute(
      `update catalogue.bulk_import_jobs
       set processed = ?, created = ?, failed = ?, lease_until = now() + make_interval(secs => ?), updated_at = now()
       where id = ?`,
      [counts.processed, counts.created, counts.failed, LEASE_SECONDS, id],
    );
  },

  /** Ends the job and drops its file, which nothing reads again. */
  async finish(em: EntityManager, id: string, status: 'done' | 'failed', failureKey: string | null = null) {
    await em.execute(
      `update catalogue.bulk_import_jobs
       set status = ?, failure_key = ?, worker = null, lease_until = null, finished_at = now(), updated_at = now()
       where id = ?`,
      [status, failureKey, id],
    );
    await em.execute(`delete from catalogue.bulk_import_files where job_id = ?`, [id]);
  },

  async addErrors(em: EntityManager, id: string, errors: readonly ErrorRow[]): Promise<void> {
    if (errors.length === 0) return;
    await em.execute(
      `insert into catalogue.bulk_import_errors (job_id, row_number, field, i18n_key, args)
       select ?, e.row_number, e.field, e.i18n_key, e.args
       from jsonb_to_recordset(?::jsonb) as e(row_number int, field text, i18n_key text, args jsonb)`,
      [id, JSON.stringify(errors)],
    );
  },

  /** The seller's own job: another seller's id reads as unknown. */
  async own(em: EntityManager, id: string, sellerId: string): Promise<JobRow | undefined> {
    const [job] = await em.execute<JobRow[]>(
      `select ${COLUMNS} from catalogue.bulk_import_jobs where id = ? and seller_id = ?`,
      [id, sellerId],
    );
    return job;
  },

  async recent(em: EntityManager, sellerId: string, limit: number): Promise<JobRow[]> {
    return em.execute<JobRow[]>(
      `select ${COLUMNS} from catalogue.bulk_import_jobs where seller_id = ? order by created_at desc limit ?`,
      [sellerId, limit],
    );
  },

  async errors(em: EntityManager, id: string, offset: number, limit: number | null): Promise<ErrorRow[]> {
    return em.execute<ErrorRow[]>(
      `select row_number, field, i18n_key, args from catalogue.bulk_import_errors
       where job_id = ? order by row_number, id offset ? ${limit === null ? '' : 'limit ?'}`,
      limit === null ? [id, offset] : [id, offset, limit],
    );
  },

  async errorCount(em: EntityManager, id: string): Promise<number> {
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from catalogue.bulk_import_errors where job_id = ?`,
      [id],
    );
    return row?.n ?? 0;
  },
};
