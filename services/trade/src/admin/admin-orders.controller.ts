import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentRange, parseListQuery } from '@sokoni/platform/http';
import { Idempotent } from '@sokoni/platform/idempotency';
import { OrderSummaryResponse } from '../orders/order-summary.response.js';
import type { OrderSummaryView } from '../orders/order-summary.view.js';
import { ADMIN_ORDERS_LIST, AdminOrders, type AdminOrderView } from './admin-orders.query.js';
import { AdminOrderResponse } from './admin-orders.response.js';
import { StaffRefundDto } from './admin.dto.js';
import { StaffRefund } from './staff-refund.use-case.js';

/** Every order for staff (ra-data-simple-rest), one in full, and staff refunds; admin-only here, not just at the gateway. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/orders')
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrders,
    private readonly staffRefund: StaffRefund,
  ) {}

  @Get()
  @ApiOkResponse({
    type: OrderSummaryResponse,
    isArray: true,
    description: 'Orders; Content-Range gives the total',
  })
  @ApiProblemResponses(400, 401, 403)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OrderSummaryView[]> {
    const parsed = parseListQuery(query, ADMIN_ORDERS_LIST);
    const { items, total } = await this.orders.list(parsed);
    res.setHeader(
      'Content-Range',
      contentRange(ADMIN_ORDERS_LIST.resource, parsed.offset, items.length, total),
    );
    return items;
  }

  @Get(':id')
  @ApiOkResponse({
    type: AdminOrderResponse,
    description: 'The order with its locked rate, address, lines, timeline, escrow, refunds and dispute',
  })
  @ApiProblemResponses(401, 403, 404)
  get(@Param('id') id: string): Promise<AdminOrderView> {
    return this.orders.one(id);
  }

  /** Refunds a paid, not yet released order (all, or `amountMinor` with the rest released), with a reason. */
  @Post(':id/refund')
  @HttpCode(200)
  @Idempotent({ required: true })
  @ApiOkResponse({ type: AdminOrderResponse, description: 'The order, refunded' })
  @ApiProblemResponses(400, 401, 403, 404, 409, 422)
  async refund(
    @CurrentUser() staff: AuthUser,
    @Param('id') id: string,
    @Body() body: StaffRefundDto,
  ): Promise<AdminOrderView> {
    const order = await this.staffRefund.execute(staff, id, body);
    return this.orders.one(order.id);
  }
}
