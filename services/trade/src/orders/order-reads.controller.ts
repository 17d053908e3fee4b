import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { GetOrder } from './get-order.query.js';
import { ListBuyerOrders } from './list-buyer-orders.query.js';
import { BuyerOrdersQueryDto, orderIdPipe } from './order-read.dto.js';
import { OrderDetailResponse, OrderPageResponse } from './order-read.response.js';
import type { OrderDetailView, OrderPage } from './order-read.view.js';

/** Reading orders: a buyer's purchases, and one order for its buyer, its seller or staff. */
@ApiTags('trade')
@ApiBearerAuth()
@Controller('api/v1/orders')
export class OrderReadsController {
  constructor(
    private readonly list: ListBuyerOrders,
    private readonly one: GetOrder,
  ) {}

  /** The caller's purchases, newest first (`?status=&page=&pageSize=`). */
  @Get()
  @Roles('buyer')
  @ApiOkResponse({ type: OrderPageResponse })
  @ApiProblemResponses(400, 401, 403)
  mine(@CurrentUser() buyer: AuthUser, @Query() q: BuyerOrdersQueryDto): Promise<OrderPage> {
    return this.list.execute(buyer, q);
  }

  /** One order with its lines, amounts, fee, rate, shipment, timeline and escrow. */
  @Get(':id')
  @ApiOkResponse({ type: OrderDetailResponse })
  @ApiProblemResponses(401, 404)
  get(@CurrentUser() user: AuthUser, @Param('id', orderIdPipe()) id: string): Promise<OrderDetailView> {
    return this.one.execute(user, id);
  }
}
