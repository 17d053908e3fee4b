import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { hostname } from 'node:os';
import { uuidv7 } from '@sokoni/platform/db';
import { EventOutbox, PollingLoop } from '@sokoni/platform/events';
import { Product } from '../products/product.entity.js';
import type { ProductColumns } from '../products/product-writer.js';
import { readHeader } from './bulk-import-columns.js';
import { readSheetRows, type SheetRow } from './bulk-import-file.js';
import { BulkImportJobs, MAX_ATTEMPTS, type ErrorRow, type JobRow } from './bulk-import-jobs.js';
import { BulkImportRows } from './bulk-import-rows.js';

/** Rows judged and written per transaction: its drafts, errors and progress commit together. */
export const BATCH_ROWS = 500;
/** How often an idle worker looks for a job (an upload in this process nudges it at once). */
const IDLE_MS = 2_000;
/** How soon a pass that failed (database down) is tried again. */
const RETRY_MS = 10_000;

/**
 * Works through queued bulk uploads in the background of every catalogue process. A job is
 * claimed in a short transaction (SKIP LOCKED: replicas never wait on each other), then read a batch
 * per transaction from where the last committed batch stopped; each batch re-checks that this worker
 * still holds the job under lock, so a worker presumed dead that wakes up writes nothing twice.
 * At shutdown the job is handed back to the queue; after a crash its lease runs out instead.
 */
@Injectable()
export class BulkImportWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(BulkImportWorker.name);
  private readonly loop: PollingLoop;
  private stopping = false;
  /** This process's claims, told apart from another replica's (or its own earlier life's). */
  readonly id = `${hostname()}:${process.pid}:${uuidv7().slice(-12)}`;

  constructor(
    private readonly orm: MikroORM,
    private readonly rows: BulkImportRows,
    private readonly outbox: EventOutbox,
  ) {
    this.loop = new PollingLoop(
      'bulk import',
      () =>
        this.drain().catch((err: unknown) => {
          this.loop.backOff(RETRY_MS);
          throw err;
        }),
      IDLE_MS,
      this.log,
    );
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.loop.stop();
  }

  /** A job was queued: look now rather than at the next tick. */
  nudge(): void {
    this.loop.nudge(0);
  }

  /** Waits for a pass under way, then runs one more (tests, the benchmark). */
  settle(): Promise<void> {
    return this.loop.runNow();
  }

  private async drain(): Promise<void> {
    while (!this.stopping) {
      const job = await this.orm.em.fork().transactional((em) => BulkImportJobs.claim(em, this.id));
      if (!job) return;
      await this.work(job);
    }
  }

  private async work(job: JobRow): Promise<void> {
    const content = await BulkImportJobs.file(this.orm.em.fork(), job.id);
    if (!content) return this.end(job, 'failed', 'bulk_import.file_lost');
    if (job.attempts > MAX_ATTEMPTS) return this.end(job, 'failed', 'bulk_import.gave_up');
    const sheet = await readSheetRows(content, job.file_type).catch(() => null);
    const read = sheet && readHeader(sheet.header);
    // The upload read the file and checked its header; one that reads differently now is not worked on.
    if (!sheet || !read || !('index' in read)) return this.end(job, 'failed', 'bulk_import.unreadable');
    const { rows } = sheet;
    const counts = { processed: job.processed, created: job.created, failed: job.failed };
    for (let start = job.processed; start < rows.length; start += BATCH_ROWS) {
      if (this.stopping) return this.release(job);
      const held = await this.orm.em
        .fork()
        .transactional((em) =>
          this.batch(em, job, read.index, rows.slice(start, start + BATCH_ROWS), counts),
        );
      if (!held) {
        this.log.warn({ job: job.id }, 'bulk import taken over by another worker');
        return;
      }
    }
    await this.end(job, 'done');
  }

  private async batch(
    em: EntityManager,
    job: JobRow,
    index: ReadonlyMap<string, number>,
    rows: readonly SheetRow[],
    counts: { processed: number; created: number; failed: number },
  ): Promise<boolean> {
    if (!(await BulkImportJobs.lockHeld(em, job.id, this.id))) return false;
    const ctx = await this.rows.context(em, job.seller_id, job.category_id);
    const errors: ErrorRow[] = [];
    const good: ProductColumns[] = [];
    for (const { row, cells } of rows) {
      const verdict = await this.rows.check(index, cells, ctx);
      if (verdict.ok) good.push(verdict.columns);
      else
        for (const f of verdict.faults)
          errors.push({ row_number: row, field: f.field, i18n_key: f.i18nKey, args: f.args ?? null });
    }
    for (const columns of good)
      em.create(Product, {
        id: uuidv7(),
        sellerId: job.seller_id,
        ...columns,
        images: [],
        status: 'draft',
        rejectionReason: null,
        publishedAt: null,
      });
    const next = {
      processed: counts.processed + rows.length,
      created: counts.created + good.length,
      failed: counts.failed + rows.length - good.length,
    };
    // One flush: MikroORM writes the batch's drafts as multi-row inserts.
    await em.flush();
    await BulkImportJobs.addErrors(em, job.id, errors);
    await BulkImportJobs.progress(em, job.id, next);
    Object.assign(counts, next);
    return true;
  }

  private async end(job: JobRow, status: 'done' | 'failed', failureKey: string | null = null): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const held = await BulkImportJobs.lockHeld(em, job.id, this.id);
      if (!held) return;
      await BulkImportJobs.finish(em, job.id, status, failureKey);
      await this.outbox.add(
        em,
        'catalogue.bulk_import.finished.v1',
        job.id,
        {
          jobId: job.id,
          sellerId: job.seller_id,
          categoryId: job.category_id,
          status,
          totalRows: BigInt(held.total),
          createdRows: BigInt(held.created),
          failedRows: BigInt(held.failed),
        },
        { actorId: job.seller_id },
      );
      this.log.log(
        { job: job.id, status, created: held.created, failed: held.failed },
        'bulk import finished',
      );
    });
  }

  /**
   * Back to the queue at shutdown, so another replica (or the next start) carries on at once; a
   * stop asked for is not one of the attempts that give a job up.
   */
  private async release(job: JobRow): Promise<void> {
    await this.orm.em.fork().execute(
      `update catalogue.bulk_import_jobs
         set status = 'queued', worker = null, lease_until = null, attempts = attempts - 1, updated_at = now()
         where id = ? and worker = ?`,
      [job.id, this.id],
    );
  }
}
