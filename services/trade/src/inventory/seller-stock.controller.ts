import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { ListSellerStock } from './list-seller-stock.query.js';
import { SetStock } from './set-stock.use-case.js';
import { productIdPipe, SetStockDto, StockQueryDto } from './stock.dto.js';
import { StockPageResponse, StockResponse } from './stock.response.js';
import type { StockPage, StockView } from './stock.view.js';

/** Sellers' stock of their ready-to-ship products (trade owns stock; catalogue shows availability). */
@ApiTags('trade')
@ApiBearerAuth()
@Roles('seller')
@Controller('api/v1/seller/stock')
export class SellerStockController {
  constructor(
    private readonly listStock: ListSellerStock,
    private readonly setStock: SetStock,
  ) {}

  /** The caller's ready-to-ship products with their stock, tracked or not (`?page=&pageSize=`). */
  @Get()
  @ApiOkResponse({ type: StockPageResponse })
  @ApiProblemResponses(400, 401, 403)
  list(@CurrentUser() seller: AuthUser, @Query() q: StockQueryDto): Promise<StockPage> {
    return this.listStock.execute(seller, q.page ?? 1, q.pageSize ?? 50);
  }

  /** Sets the units on hand of one of the caller's ready-to-ship products. */
  @Put(':productId')
  @ApiOkResponse({ type: StockResponse })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  set(
    @CurrentUser() seller: AuthUser,
    @Param('productId', productIdPipe()) productId: string,
    @Body() body: SetStockDto,
  ): Promise<StockView> {
    return this.setStock.execute(seller, productId.toLowerCase(), body.quantity);
  }
}
