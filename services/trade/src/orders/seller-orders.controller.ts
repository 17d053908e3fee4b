import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { SellerOrdersQueryDto } from './seller-orders.dto.js';
import { ListSellerOrders, type SellerOrderPage } from './seller-orders.query.js';
import { SellerOrderPageResponse } from './seller-orders.response.js';

/** The orders placed with the calling seller (never another seller's). */
@ApiTags('orders')
@ApiBearerAuth()
@Roles('seller')
@Controller('api/v1/seller/orders')
export class SellerOrdersController {
  constructor(private readonly listOrders: ListSellerOrders) {}

  /** Newest first; `?status=paid,accepted&q=SK-7F&page=&pageSize=`. */
  @Get()
  @ApiOkResponse({ type: SellerOrderPageResponse })
  @ApiProblemResponses(400, 401, 403)
  list(@CurrentUser() seller: AuthUser, @Query() q: SellerOrdersQueryDto): Promise<SellerOrderPage> {
    return this.listOrders.execute(seller, { status: q.status, q: q.q }, q.page ?? 1, q.pageSize ?? 20);
  }
}
