import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentRange, parseListQuery } from '@sokoni/platform/http';
import { Idempotent } from '@sokoni/platform/idempotency';
import {
  DecideDispute,
  DecideDisputeDto,
  DisputeReader,
  DISPUTES_LIST,
  DisputeSchema,
  type DisputeView,
} from '../disputes/index.js';

/** Disputes for staff, in the ra-data-simple-rest contract, and their decision; admin-only here, not just at the gateway. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/disputes')
export class AdminDisputesController {
  constructor(
    private readonly reader: DisputeReader,
    private readonly decide: DecideDispute,
  ) {}

  @Get()
  @ApiOkResponse({ type: DisputeSchema, isArray: true })
  @ApiProblemResponses(400, 401, 403)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DisputeView[]> {
    const parsed = parseListQuery(query, DISPUTES_LIST);
    const { items, total } = await this.reader.list(parsed);
    res.setHeader('Content-Range', contentRange(DISPUTES_LIST.resource, parsed.offset, items.length, total));
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: DisputeSchema })
  @ApiProblemResponses(401, 403, 404)
  get(@Param('id') id: string): Promise<DisputeView> {
    return this.reader.one(id);
  }

  /** Release to the seller, refund in full, or refund `refundMinor` (the rest released, the fee pro rata). */
  @Post(':id/decision')
  @HttpCode(200)
  @Idempotent({ required: true })
  @ApiOkResponse({ type: DisputeSchema })
  @ApiProblemResponses(400, 401, 403, 404, 409, 422)
  async decision(
    @CurrentUser() staff: AuthUser,
    @Param('id') id: string,
    @Body() body: DecideDisputeDto,
  ): Promise<DisputeView> {
    const dispute = await this.decide.execute(staff, id, body);
    return this.reader.one(dispute.id);
  }
}
