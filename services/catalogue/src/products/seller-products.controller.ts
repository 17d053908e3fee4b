import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { SellerProductsQueryDto } from './product.dto.js';
import { ListSellerProducts, type Page } from './list-seller-products.query.js';
import { SellerProductPageResponse } from './product.response.js';
import type { ProductView } from './product.view.js';

@ApiTags('catalogue')
@ApiBearerAuth()
@Roles('seller')
@Controller('api/v1/seller/products')
export class SellerProductsController {
  constructor(private readonly listProducts: ListSellerProducts) {}

  /** The caller's own products in any status (`?status=&page=&pageSize=`). */
  @Get()
  @ApiOkResponse({ type: SellerProductPageResponse })
  @ApiProblemResponses(400, 401, 403)
  list(@CurrentUser() seller: AuthUser, @Query() query: SellerProductsQueryDto): Promise<Page<ProductView>> {
    return this.listProducts.execute(seller, query);
  }
}
