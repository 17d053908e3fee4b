import { Controller, Get, Param, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentDisposition, type UploadedFile as UploadedPart } from '@sokoni/platform/files';
import { AttachmentResponse } from '../conversations/conversation.response.js';
import { AttachmentStore } from './attachment-store.js';
import { UploadErrors } from './upload-errors.interceptor.js';

// multer's own ceiling; the configured ATTACHMENT_MAX_MB (at most 50) is checked by AttachmentStore.
const MULTER_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Message attachments: uploaded first (checked by content), then sent by id with a message. Only
 * the uploader, and once sent the conversation's two parties, can download one.
 */
@ApiTags('messaging')
@ApiBearerAuth()
@Controller('api/v1/conversations/attachments')
export class AttachmentsController {
  constructor(private readonly store: AttachmentStore) {}

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          description:
            'A JPEG, PNG or WebP image or a PDF (checked by content), at most ATTACHMENT_MAX_MB (10 MB)',
        },
      },
    },
  })
  @ApiCreatedResponse({ type: AttachmentResponse })
  @ApiProblemResponses(400, 401, 413, 422)
  @UseInterceptors(
    UploadErrors,
    FileInterceptor('file', { limits: { fileSize: MULTER_MAX_BYTES, files: 1, fields: 0, parts: 1 } }),
  )
  upload(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: UploadedPart | undefined,
  ): Promise<AttachmentResponse> {
    return this.store.upload(user.id, file);
  }

  @Get(':id')
  @ApiProduces('application/pdf', 'image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ description: 'The file, as an attachment', schema: { type: 'string', format: 'binary' } })
  @ApiProblemResponses(401, 404)
  async download(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Res() res: Response,
  ): Promise<void> {
    const { attachment, body } = await this.store.download(user.id, id);
    sendFile(res, attachment, body);
  }
}

/** Private papers: never kept by a shared cache, never run as a page whatever the bytes hold. */
export function sendFile(res: Response, a: { contentType: string; fileName: string }, body: Buffer): void {
  res.setHeader('Content-Type', a.contentType);
  res.setHeader('Content-Length', String(body.length));
  res.setHeader('Content-Disposition', contentDisposition(a.fileName));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.send(body);
}
