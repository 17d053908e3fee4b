import { Module } from '@nestjs/common';
import { FxModule } from '../fx/fx.module.js';
import { ProductWriter } from '../products/product-writer.js';
import { BulkImportController } from './bulk-import.controller.js';
import { BulkImportReads } from './bulk-import-reads.query.js';
import { BulkImportRows } from './bulk-import-rows.js';
import { BulkImportTemplate } from './bulk-import-template.query.js';
import { BulkImportWorker } from './bulk-import-worker.js';
import { BulkUploadErrors } from './bulk-upload-errors.interceptor.js';
import { StartBulkImport } from './start-bulk-import.use-case.js';

/**
 * Sellers' bulk product uploads (CSV/XLSX): rows judged by the product form's own rules
 * (ProductWriter, CreateProductDto), good ones stored as drafts by a background worker.
 */
@Module({
  imports: [FxModule],
  controllers: [BulkImportController],
  providers: [
    ProductWriter,
    BulkImportRows,
    BulkImportWorker,
    BulkImportReads,
    BulkImportTemplate,
    BulkUploadErrors,
    StartBulkImport,
  ],
})
export class BulkImportModule {}
