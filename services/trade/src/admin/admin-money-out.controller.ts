import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentRange, parseListQuery } from '@sokoni/platform/http';
import type { PayoutView } from '../payouts/payout.view.js';
import {
  ADMIN_PAYOUTS_LIST,
  ADMIN_REFUNDS_LIST,
  AdminMoneyOut,
  type AdminRefundView,
} from './admin-payouts.query.js';

/** Sellers' payouts for staff (ra-data-simple-rest); admin-only here, not just at the gateway. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/payouts')
export class AdminPayoutsController {
  constructor(private readonly moneyOut: AdminMoneyOut) {}

  @Get()
  @ApiOkResponse({ description: 'Payouts; Content-Range gives the total' })
  @ApiProblemResponses(400, 401, 403)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PayoutView[]> {
    const parsed = parseListQuery(query, ADMIN_PAYOUTS_LIST);
    const { items, total } = await this.moneyOut.payouts(parsed);
    res.setHeader(
      'Content-Range',
      contentRange(ADMIN_PAYOUTS_LIST.resource, parsed.offset, items.length, total),
    );
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One payout' })
  @ApiProblemResponses(401, 403, 404)
  get(@Param('id') id: string): Promise<PayoutView> {
    return this.moneyOut.payout(id);
  }
}

/**
 * Refunds to buyers for staff: `status: failed` or `manual` are the ones staff must make by hand
 * (a provider that refused, or one that cannot refund through its API).
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/refunds')
export class AdminRefundsController {
  constructor(private readonly moneyOut: AdminMoneyOut) {}

  @Get()
  @ApiOkResponse({ description: 'Refunds; Content-Range gives the total' })
  @ApiProblemResponses(400, 401, 403)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminRefundView[]> {
    const parsed = parseListQuery(query, ADMIN_REFUNDS_LIST);
    const { items, total } = await this.moneyOut.refunds(parsed);
    res.setHeader(
      'Content-Range',
      contentRange(ADMIN_REFUNDS_LIST.resource, parsed.offset, items.length, total),
    );
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One refund' })
  @ApiProblemResponses(401, 403, 404)
  get(@Param('id') id: string): Promise<AdminRefundView> {
    return this.moneyOut.refund(id);
  }
}
