import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { uuidv7 } from '@sokoni/platform/db';
import type { UploadedFile } from '@sokoni/platform/files';
import { Category } from '../categories/category.entity.js';
import { readHeader } from './bulk-import-columns.js';
import { MAX_ROWS, readSheetRows, sniffSheet, type SheetType } from './bulk-import-file.js';
import { BulkImportJobs, type JobRow } from './bulk-import-jobs.js';
import { BulkImportProblems } from './bulk-import.problems.js';
import { BulkImportWorker } from './bulk-import-worker.js';

/**
 * Accepts a seller's sheet for background import. Everything that concerns the file as a whole is
 * refused here, before anything is stored: its type (by its bytes), the category, the header row,
 * the row count. The rows themselves are the worker's; the answer is the queued job.
 */
@Injectable()
export class StartBulkImport {
  constructor(
    private readonly orm: MikroORM,
    private readonly worker: BulkImportWorker,
  ) {}

  async execute(seller: AuthUser, categoryId: string, file: UploadedFile | undefined): Promise<JobRow> {
    if (!file || file.size === 0) throw BulkImportProblems.fileMissing();
    const type = sniffSheet(file.buffer);
    if (!type) throw BulkImportProblems.fileType();
    const em = this.orm.em.fork();
    if (!(await em.findOne(Category, { id: categoryId, retiredAt: null })))
      throw BulkImportProblems.unknownCategory();
    const sheet = await readSheetRows(file.buffer, type).catch(() => {
      throw BulkImportProblems.unreadable();
    });
    const header = readHeader(sheet.header);
    if (!('index' in header)) throw BulkImportProblems.header(header.i18nKey, header.args);
    if (sheet.rows.length === 0) throw BulkImportProblems.noRows();
    if (sheet.rows.length > MAX_ROWS) throw BulkImportProblems.tooManyRows({ max: MAX_ROWS });

    const id = uuidv7();
    await em.transactional((tx) =>
      BulkImportJobs.insert(
        tx,
        {
          id,
          seller_id: seller.id,
          category_id: categoryId,
          file_name: fileName(file.originalname, type),
          file_type: type,
          total: sheet.rows.length,
        },
        file.buffer,
      ),
    );
    this.worker.nudge();
    return (await BulkImportJobs.own(em, id, seller.id))!;
  }
}

/** The name shown back to the seller: multer's latin1 reading of UTF-8 undone, no path or controls. */
function fileName(raw: string, type: SheetType): string {
  const utf8 = Buffer.from(raw, 'latin1').toString('utf8');
  const name = (utf8.includes('\uFFFD') ? raw : utf8)
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, 200);
  return name || `products.${type}`;
}
