import { Controller, Get, HttpCode, Param, Post, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentDisposition, type UploadedFile } from '@sokoni/platform/files';
import { Idempotent } from '@sokoni/platform/idempotency';
import { MAX_FILE_BYTES, MAX_FILES } from '../../orders/order-files.js';
import { UploadErrors } from '../../orders/upload-errors.interceptor.js';
import { RfqReader } from '../rfq-reader.js';
import { RfqDetailResponse } from '../rfq.response.js';
import type { RfqDetailView } from '../rfq.view.js';
import { ATTACHMENTS_FIELD, RfqAttachments } from './rfq-attachments.js';

/** Files on an RFQ: the buyer attaches them; whoever may read the RFQ downloads them. */
@ApiTags('rfqs')
@ApiBearerAuth()
@Controller('api/v1/rfqs/:id/attachments')
export class RfqAttachmentsController {
  constructor(
    private readonly attachments: RfqAttachments,
    private readonly reader: RfqReader,
  ) {}

  /** Up to 5 PDF/JPEG/PNG/WebP files of 10 MB per upload (10 per RFQ), checked by content. */
  @Post()
  @Roles('buyer')
  @HttpCode(200)
  @Idempotent()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [ATTACHMENTS_FIELD],
      properties: {
        [ATTACHMENTS_FIELD]: {
          type: 'array',
          items: { type: 'string', format: 'binary' },
          maxItems: MAX_FILES,
        },
      },
    },
  })
  @ApiOkResponse({ type: RfqDetailResponse })
  @ApiProblemResponses(400, 401, 403, 404, 409, 413, 415, 422)
  @UseInterceptors(
    UploadErrors,
    FilesInterceptor(ATTACHMENTS_FIELD, MAX_FILES, {
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 4, fieldSize: 1024, parts: 8 },
    }),
  )
  async upload(
    @CurrentUser() buyer: AuthUser,
    @Param('id') id: string,
    @UploadedFiles() files: UploadedFile[] | undefined,
  ): Promise<RfqDetailView> {
    await this.attachments.upload(buyer, id, files);
    return this.reader.detail(buyer, id);
  }

  @Get(':attachmentId')
  @ApiProduces('application/pdf', 'image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ description: 'The file, as an attachment', schema: { type: 'string', format: 'binary' } })
  @ApiProblemResponses(401, 404)
  async download(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('attachmentId') attachmentId: string,
    @Res() res: Response,
  ): Promise<void> {
    // Staff read any RFQ (removed ones too); everyone else only what GET /rfqs/:id shows them.
    if (user.role === 'admin') await this.reader.forStaff(id);
    else await this.reader.detail(user, id);
    const file = await this.attachments.read(id, attachmentId);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.body.length));
    res.setHeader('Content-Disposition', contentDisposition(file.fileName));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.send(file.body);
  }
}
