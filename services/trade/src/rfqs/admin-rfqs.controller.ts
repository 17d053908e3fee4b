import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentRange, parseListQuery } from '@sokoni/platform/http';
import { Idempotent } from '@sokoni/platform/idempotency';
import { RemoveRfq } from './remove-rfq.use-case.js';
import { RfqReader, RFQS_LIST } from './rfq-reader.js';
import { RfqDetailResponse, RfqResponse } from './rfq.response.js';
import type { RfqDetailView, RfqView } from './rfq.view.js';
import { RemoveRfqDto } from './rfqs.dto.js';

/** RFQs for staff (ra-data-simple-rest), with every quote, and removal of spam; admin-only here too. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/rfqs')
export class AdminRfqsController {
  constructor(
    private readonly reader: RfqReader,
    private readonly remove: RemoveRfq,
  ) {}

  @Get()
  @ApiOkResponse({ type: RfqResponse, isArray: true })
  @ApiProblemResponses(400, 401, 403)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RfqView[]> {
    const parsed = parseListQuery(query, RFQS_LIST);
    const { items, total } = await this.reader.list(parsed);
    res.setHeader('Content-Range', contentRange(RFQS_LIST.resource, parsed.offset, items.length, total));
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: RfqDetailResponse })
  @ApiProblemResponses(401, 403, 404)
  get(@Param('id') id: string): Promise<RfqDetailView> {
    return this.reader.forStaff(id);
  }

  /** Removes an RFQ as spam (reason required): hidden from everyone, its quotes declined, audited. */
  @Post(':id/remove')
  @HttpCode(200)
  @Idempotent()
  @ApiOkResponse({ type: RfqDetailResponse })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  async removePost(@CurrentUser() staff: AuthUser, @Param('id') id: string, @Body() body: RemoveRfqDto) {
    await this.remove.execute(staff, id, body.reason);
    return this.reader.forStaff(id);
  }

  /** The same as POST …/remove, for react-admin's delete button (the reason in the body). */
  @Delete(':id')
  @ApiOkResponse({ type: RfqDetailResponse })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  async delete(@CurrentUser() staff: AuthUser, @Param('id') id: string, @Body() body: RemoveRfqDto) {
    await this.remove.execute(staff, id, body.reason);
    return this.reader.forStaff(id);
  }
}
