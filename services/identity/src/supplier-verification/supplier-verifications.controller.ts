import { Body, Controller, Get, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import type { UploadedFile } from '@sokoni/platform/files';
import { DocumentUploadErrors } from './document-upload-errors.interceptor.js';
import { SubmitVerification } from './submit-verification.use-case.js';
import { SubmitVerificationDto } from './verification.dto.js';
import { DOCUMENTS_FIELD, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from './verification-documents.js';
import { VerificationReader } from './verification-reader.js';
import { SellerVerificationResponse } from './verification.response.js';
import { toSellerVerificationView, type SellerVerificationView } from './verification.view.js';

/**
 * A seller's side of supplier verification: send company papers (multipart, 1–5 PDF/JPEG/PNG files
 * of at most 10 MB in `documents`) and follow the decision. Buyers are refused (403).
 */
@ApiTags('supplier-verification')
@ApiBearerAuth()
@Roles('seller')
@Controller('api/v1/supplier-verifications')
export class SupplierVerificationsController {
  constructor(
    private readonly submitVerification: SubmitVerification,
    private readonly reader: VerificationReader,
  ) {}

  @Post()
  @ApiCreatedResponse({ type: SellerVerificationResponse, description: 'Submitted: pending review' })
  @ApiProblemResponses(400, 401, 403, 409, 413, 415)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['companyRegistrationNumber', 'taxId', DOCUMENTS_FIELD],
      properties: {
        companyRegistrationNumber: { type: 'string' },
        taxId: { type: 'string' },
        companyName: { type: 'string' },
        country: { type: 'string', example: 'KE' },
        [DOCUMENTS_FIELD]: {
          type: 'array',
          items: { type: 'string', format: 'binary' },
          maxItems: MAX_DOCUMENTS,
        },
      },
    },
  })
  // Files stay in memory (at most 5 × 10 MB) until their content proves their type (@sokoni/platform/files).
  @UseInterceptors(
    DocumentUploadErrors,
    FilesInterceptor(DOCUMENTS_FIELD, MAX_DOCUMENTS, {
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: MAX_DOCUMENTS, fields: 8, fieldSize: 4096, parts: 16 },
    }),
  )
  async submit(
    @CurrentUser() seller: AuthUser,
    @Body() body: SubmitVerificationDto,
    @UploadedFiles() files: UploadedFile[] | undefined,
  ): Promise<SellerVerificationView> {
    const { verification, documentCount } = await this.submitVerification.execute(seller.id, body, files);
    return toSellerVerificationView(verification, documentCount);
  }

  @Get('mine')
  @ApiOkResponse({ type: [SellerVerificationResponse], description: 'Newest first' })
  @ApiProblemResponses(401, 403)
  mine(@CurrentUser() seller: AuthUser): Promise<SellerVerificationView[]> {
    return this.reader.mine(seller.id);
  }
}
