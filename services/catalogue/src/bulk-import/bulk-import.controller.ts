import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses, negotiateLanguage } from '@sokoni/platform/errors';
import { contentDisposition, type UploadedFile as UploadedPart } from '@sokoni/platform/files';
import { CATEGORY_LANGUAGES } from '../categories/category.entity.js';
import { MAX_FILE_BYTES } from './bulk-import-file.js';
import { BulkImportReads } from './bulk-import-reads.query.js';
import { BulkImportTemplate, type TemplateFile } from './bulk-import-template.query.js';
import {
  BulkImportErrorsQueryDto,
  BulkImportTemplateQueryDto,
  BulkImportUploadDto,
} from './bulk-import.dto.js';
import {
  BulkImportErrorPageResponse,
  BulkImportJobListResponse,
  BulkImportJobResponse,
} from './bulk-import.response.js';
import { toJobView, type BulkImportErrorPage, type BulkImportJobView } from './bulk-import.view.js';
import { BulkUploadErrors } from './bulk-upload-errors.interceptor.js';
import { StartBulkImport } from './start-bulk-import.use-case.js';
import { Translator } from '@sokoni/platform/errors';

/**
 * A seller's bulk product upload: the template per category, the upload (answered 202 with the
 * queued job), its progress, its row errors and the error report.
 */
@ApiTags('catalogue')
@ApiBearerAuth()
@Roles('seller')
@Controller('api/v1/seller/bulk-imports')
export class BulkImportController {
  constructor(
    private readonly start: StartBulkImport,
    private readonly reads: BulkImportReads,
    private readonly template: BulkImportTemplate,
    private readonly t: Translator,
  ) {}

  /** The empty sheet for a category (`format=csv|xlsx`); the XLSX explains each column in a second sheet. */
  @Get('template')
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse({
    description: 'The template, as an attachment',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiProblemResponses(400, 401, 403)
  async getTemplate(
    @Query() query: BulkImportTemplateQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const lang = negotiateLanguage(acceptLanguage, CATEGORY_LANGUAGES);
    send(res, await this.template.execute(query.categoryId, query.format, lang));
  }

  @Post()
  @HttpCode(202)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['categoryId', 'file'],
      properties: {
        categoryId: { type: 'string', format: 'uuid' },
        file: { type: 'string', format: 'binary', description: 'CSV (UTF-8) or XLSX, from the template' },
      },
    },
  })
  @UseInterceptors(
    BulkUploadErrors,
    FileInterceptor('file', { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 2, parts: 3 } }),
  )
  @ApiAcceptedResponse({ type: BulkImportJobResponse, description: 'The queued job' })
  @ApiProblemResponses(400, 401, 403, 413, 415)
  async upload(
    @CurrentUser() seller: AuthUser,
    @Body() body: BulkImportUploadDto,
    @UploadedFile() file: UploadedPart | undefined,
  ): Promise<BulkImportJobView> {
    return toJobView(await this.start.execute(seller, body.categoryId, file), this.t);
  }

  /** The caller's 20 most recent imports. */
  @Get()
  @ApiOkResponse({ type: BulkImportJobListResponse })
  @ApiProblemResponses(401, 403)
  list(@CurrentUser() seller: AuthUser): Promise<{ items: BulkImportJobView[] }> {
    return this.reads.recent(seller);
  }

  @Get(':id')
  @ApiOkResponse({ type: BulkImportJobResponse })
  @ApiProblemResponses(400, 401, 403, 404)
  get(
    @CurrentUser() seller: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<BulkImportJobView> {
    return this.reads.job(seller, id);
  }

  /** The refused rows' errors in row order, in the caller's language (`page`, `pageSize` ≤ 200). */
  @Get(':id/errors')
  @ApiOkResponse({ type: BulkImportErrorPageResponse })
  @ApiProblemResponses(400, 401, 403, 404)
  errors(
    @CurrentUser() seller: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query() query: BulkImportErrorsQueryDto,
  ): Promise<BulkImportErrorPage> {
    return this.reads.errors(seller, id, query.page, query.pageSize);
  }

  @Get(':id/error-report')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'Every error as CSV (row, field, message)',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiProblemResponses(400, 401, 403, 404)
  async report(
    @CurrentUser() seller: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Res() res: Response,
  ): Promise<void> {
    const { fileName, body } = await this.reads.report(seller, id);
    send(res, { fileName, body, contentType: 'text/csv; charset=utf-8' });
  }
}

function send(res: Response, file: TemplateFile): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.body.length));
  res.setHeader('Content-Disposition', contentDisposition(file.fileName));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.send(file.body);
}
