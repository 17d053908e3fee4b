import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentRange, parseListQuery } from '@sokoni/platform/http';
import { ADMIN_PAYMENTS_LIST, AdminPayments, type AdminPaymentView } from './admin-payments.query.js';

/** Buyers' payments for staff (ra-data-simple-rest); admin-only here, not just at the gateway. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/payments')
export class AdminPaymentsController {
  constructor(private readonly payments: AdminPayments) {}

  @Get()
  @ApiOkResponse({ description: 'Payments; Content-Range gives the total' })
  @ApiProblemResponses(400, 401, 403)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminPaymentView[]> {
    const parsed = parseListQuery(query, ADMIN_PAYMENTS_LIST);
    const { items, total } = await this.payments.list(parsed);
    res.setHeader(
      'Content-Range',
      contentRange(ADMIN_PAYMENTS_LIST.resource, parsed.offset, items.length, total),
    );
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One payment with the orders it pays' })
  @ApiProblemResponses(401, 403, 404)
  get(@Param('id') id: string): ReturnType<AdminPayments['one']> {
    return this.payments.one(id);
  }
}
