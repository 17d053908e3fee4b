import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify/sync';
import type { AuthUser } from '@sokoni/platform/auth';
import { Translator } from '@sokoni/platform/errors';
import { BulkImportJobs, type JobRow } from './bulk-import-jobs.js';
import { BulkImportProblems } from './bulk-import.problems.js';
import {
  toErrorView,
  toJobView,
  type BulkImportErrorPage,
  type BulkImportJobView,
} from './bulk-import.view.js';

const RECENT_JOBS = 20;

/** A seller's own imports, their progress and their row errors; another seller's job is a 404. */
@Injectable()
export class BulkImportReads {
  constructor(
    private readonly orm: MikroORM,
    private readonly t: Translator,
  ) {}

  async job(seller: AuthUser, id: string): Promise<BulkImportJobView> {
    return toJobView(await this.own(seller, id), this.t);
  }

  async recent(seller: AuthUser): Promise<{ items: BulkImportJobView[] }> {
    const jobs = await BulkImportJobs.recent(this.orm.em.fork(), seller.id, RECENT_JOBS);
    return { items: jobs.map((j) => toJobView(j, this.t)) };
  }

  async errors(seller: AuthUser, id: string, page = 1, pageSize = 50): Promise<BulkImportErrorPage> {
    await this.own(seller, id);
    const em = this.orm.em.fork();
    const rows = await BulkImportJobs.errors(em, id, (page - 1) * pageSize, pageSize);
    const total = await BulkImportJobs.errorCount(em, id);
    return { items: rows.map((e) => toErrorView(e, this.t)), total, page, pageSize };
  }

  /** Every error as CSV (UTF-8 with a BOM, so spreadsheet apps read accents and Arabic right). */
  async report(seller: AuthUser, id: string): Promise<{ fileName: string; body: Buffer }> {
    const job = await this.own(seller, id);
    const rows = await BulkImportJobs.errors(this.orm.em.fork(), id, 0, null);
    const header = ['row', 'field', 'message'].map((c) => this.t.translate(`bulk_import.report.${c}`));
    const csv = stringify([
      header,
      ...rows.map((e) => [e.row_number, e.field, toErrorView(e, this.t).message]),
    ]);
    const base = job.file_name.replace(/\.(csv|xlsx)$/i, '');
    return { fileName: `${base}-errors.csv`, body: Buffer.from(`\uFEFF${csv}`, 'utf8') };
  }

  private async own(seller: AuthUser, id: string): Promise<JobRow> {
    const job = await BulkImportJobs.own(this.orm.em.fork(), id, seller.id);
    if (!job) throw BulkImportProblems.notFound();
    return job;
  }
}
