import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentDisposition } from '@sokoni/platform/files';
import { contentRange, parseListQuery } from '@sokoni/platform/http';
import { Problems } from '../identity.problems.js';
import { DecideVerification, type Decision } from './decide-verification.use-case.js';
import { ListVerifications, VERIFICATIONS_LIST } from './list-verifications.query.js';
import { ApproveVerificationDto, RejectVerificationDto, UpdateVerificationDto } from './verification.dto.js';
import { VerificationReader } from './verification-reader.js';
import { AdminVerificationListResponse, AdminVerificationResponse } from './verification.response.js';
import type { AdminVerificationListView, AdminVerificationView } from './verification.view.js';

/**
 * Staff review of supplier verification in the ra-data-simple-rest contract; admin-only here, not
 * just at the gateway. Documents are private: only this route streams them, never the media route.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/supplier-verifications')
export class AdminSupplierVerificationsController {
  constructor(
    private readonly list: ListVerifications,
    private readonly reader: VerificationReader,
    private readonly decide: DecideVerification,
  ) {}

  @Get()
  @ApiOkResponse({ type: [AdminVerificationListResponse], description: 'With Content-Range' })
  @ApiProblemResponses(400, 401, 403)
  async index(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminVerificationListView[]> {
    const parsed = parseListQuery(query, VERIFICATIONS_LIST);
    const { items, total } = await this.list.execute(parsed);
    res.setHeader(
      'Content-Range',
      contentRange(VERIFICATIONS_LIST.resource, parsed.offset, items.length, total),
    );
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminVerificationResponse })
  @ApiProblemResponses(400, 401, 403, 404)
  get(@Param('id', new ParseUUIDPipe()) id: string): Promise<AdminVerificationView> {
    return this.reader.adminView(id);
  }

  @Get(':id/documents/:documentId')
  @ApiProduces('application/pdf', 'image/jpeg', 'image/png')
  @ApiOkResponse({ description: 'The file, as an attachment', schema: { type: 'string', format: 'binary' } })
  @ApiProblemResponses(400, 401, 403, 404)
  async document(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Param('documentId', new ParseUUIDPipe()) documentId: string,
    @Res() res: Response,
  ): Promise<void> {
    const { document, file } = await this.reader.document(id, documentId);
    res.setHeader('Content-Type', document.contentType);
    res.setHeader('Content-Length', String(file.body.length));
    res.setHeader('Content-Disposition', contentDisposition(document.fileName));
    // Identity papers: never kept by a shared cache, never run as a page whatever the bytes hold.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.send(file.body);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminVerificationResponse, description: 'Approved' })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  async approve(
    @CurrentUser() admin: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: ApproveVerificationDto,
  ): Promise<AdminVerificationView> {
    await this.decide.execute(admin.id, id, {
      kind: 'approve',
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : undefined,
    });
    return this.reader.adminView(id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminVerificationResponse, description: 'Rejected' })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  async reject(
    @CurrentUser() admin: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: RejectVerificationDto,
  ): Promise<AdminVerificationView> {
    await this.decide.execute(admin.id, id, { kind: 'reject', reason: body.reason });
    return this.reader.adminView(id);
  }

  /** react-admin's edit form: the whole record back, `status` saying the decision. */
  @Put(':id')
  @ApiOkResponse({ type: AdminVerificationResponse })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  async update(
    @CurrentUser() admin: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateVerificationDto,
  ): Promise<AdminVerificationView> {
    const current = await this.reader.adminView(id);
    // Saving the form unchanged is not a decision.
    if (body.status === current.status) return current;
    if (current.status !== 'pending') throw Problems.alreadyDecided(current.status);
    let decision: Decision;
    if (body.status === 'approved')
      decision = { kind: 'approve', expiresAt: body.expiresAt ? new Date(body.expiresAt) : undefined };
    else if (body.status === 'rejected') {
      if (!body.reason) throw Problems.reasonRequired();
      decision = { kind: 'reject', reason: body.reason };
    } else throw Problems.statusNotSettable();
    await this.decide.execute(admin.id, id, decision);
    return this.reader.adminView(id);
  }
}
