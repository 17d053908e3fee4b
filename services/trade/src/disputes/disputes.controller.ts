import { Body, Controller, Get, Param, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import type { UploadedFile } from '@sokoni/platform/files';
import { Idempotent } from '@sokoni/platform/idempotency';
import { MAX_FILE_BYTES, MAX_FILES } from '../orders/order-files.js';
import { ApiUploadBody } from '../orders/upload-body.decorator.js';
import { UploadErrors } from '../orders/upload-errors.interceptor.js';
import { DisputeReader } from './dispute-reader.js';
import { DisputeSchema } from './dispute.response.js';
import type { DisputeView } from './dispute.view.js';
import { EVIDENCE_FIELD, OpenDisputeDto, RespondDisputeDto } from './disputes.dto.js';
import { OpenDispute } from './open-dispute.use-case.js';
import { RespondDispute } from './respond-dispute.use-case.js';

const evidenceUpload = () =>
  UseInterceptors(
    UploadErrors,
    FilesInterceptor(EVIDENCE_FIELD, MAX_FILES, {
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 8, fieldSize: 8192, parts: 16 },
    }),
  );

/**
 * Disputes on an order, for its parties: the buyer opens one (shipped or delivered, before
 * release), the seller answers; both read it. Evidence: up to 5 PDF/JPEG/PNG/WebP files of 10 MB,
 * checked by content, in the `evidence` field of a multipart form.
 */
@ApiTags('disputes')
@ApiBearerAuth()
@Controller('api/v1/orders/:id/disputes')
export class DisputesController {
  constructor(
    private readonly openDispute: OpenDispute,
    private readonly respondDispute: RespondDispute,
    private readonly reader: DisputeReader,
  ) {}

  /** The buyer disputes the order: its escrow is frozen until staff decide. */
  @Post()
  @Idempotent({ required: true })
  @ApiUploadBody(OpenDisputeDto, EVIDENCE_FIELD)
  @ApiCreatedResponse({ type: DisputeSchema })
  @ApiProblemResponses(400, 401, 403, 404, 409, 413, 415)
  // Below @Idempotent: multer reads the form first, so the key's fingerprint covers its text fields.
  @evidenceUpload()
  async open(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: OpenDisputeDto,
    @UploadedFiles() files: UploadedFile[] | undefined,
  ): Promise<DisputeView> {
    const dispute = await this.openDispute.execute(user, id, body, files);
    return this.reader.one(dispute.id);
  }

  @Get()
  @ApiOkResponse({ type: DisputeSchema, isArray: true })
  @ApiProblemResponses(401, 404)
  list(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<DisputeView[]> {
    return this.reader.ofOrder(user, id);
  }

  /** The seller answers with text and their own evidence. */
  @Post(':disputeId/responses')
  @Idempotent()
  @ApiUploadBody(RespondDisputeDto, EVIDENCE_FIELD)
  @ApiCreatedResponse({ type: DisputeSchema, description: 'The dispute with the answer' })
  @ApiProblemResponses(400, 401, 403, 404, 409, 413, 415)
  @evidenceUpload()
  async respond(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('disputeId') disputeId: string,
    @Body() body: RespondDisputeDto,
    @UploadedFiles() files: UploadedFile[] | undefined,
  ): Promise<DisputeView> {
    await this.respondDispute.execute(user, id, disputeId, body.text, files);
    return this.reader.one(disputeId);
  }
}
