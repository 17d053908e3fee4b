import { ApiProperty } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { JOB_STATUSES, type JobStatus } from './bulk-import-jobs.js';
import type { BulkImportErrorPage, BulkImportErrorView, BulkImportJobView } from './bulk-import.view.js';

export class BulkImportJobResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) categoryId!: string;
  @ApiProperty({ example: 'cocoa-products.xlsx' }) fileName!: string;
  @ApiProperty({ enum: ['csv', 'xlsx'] }) fileType!: 'csv' | 'xlsx';
  @ApiProperty({ enum: JOB_STATUSES }) status!: JobStatus;
  @ApiProperty({ type: 'integer', description: 'Product rows in the file' }) total!: number;
  @ApiProperty({ type: 'integer', description: 'Rows worked through so far' }) processed!: number;
  @ApiProperty({ type: 'integer', description: 'Rows stored as drafts' }) created!: number;
  @ApiProperty({ type: 'integer', description: 'Rows refused (see the errors)' }) failed!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why a failed job stopped' })
  failure!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt!: string | null;
}

export class BulkImportJobListResponse {
  @ApiProperty({ type: [BulkImportJobResponse] }) items!: BulkImportJobResponse[];
}

export class BulkImportErrorResponse {
  @ApiProperty({
    type: 'integer',
    example: 7,
    description: 'Row number as a spreadsheet shows it (header = 1)',
  })
  row!: number;
  @ApiProperty({ example: 'tier_1_min_quantity', description: 'Column of the file' }) field!: string;
  @ApiProperty({ example: 'products.tiers_first_moq' }) code!: string;
  @ApiProperty({ example: 'The first price tier must start at the MOQ (5).' }) message!: string;
}

export class BulkImportErrorPageResponse {
  @ApiProperty({ type: [BulkImportErrorResponse] }) items!: BulkImportErrorResponse[];
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) pageSize!: number;
}

type _Job = AssertTrue<SameShape<BulkImportJobResponse, BulkImportJobView>>;
type _List = AssertTrue<SameShape<BulkImportJobListResponse, { items: BulkImportJobView[] }>>;
type _Error = AssertTrue<SameShape<BulkImportErrorResponse, BulkImportErrorView>>;
type _Page = AssertTrue<SameShape<BulkImportErrorPageResponse, BulkImportErrorPage>>;
