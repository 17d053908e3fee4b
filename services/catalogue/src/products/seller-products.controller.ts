import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { MediaUrls } from '../storage/media-urls.js';
import { DuplicateProduct } from './duplicate-product.use-case.js';
import { DuplicateProductDto, SellerProductsQueryDto } from './product.dto.js';
import { productIdPipe } from './product-access.js';
import { ListSellerProducts, type Page } from './list-seller-products.query.js';
import { ProductResponse, SellerProductPageResponse } from './product.response.js';
import { toProductView, type ProductView } from './product.view.js';
import { SellerProductSummaryQuery, type SellerProductSummary } from './seller-summary.query.js';
import { SellerProductSummaryResponse } from './seller-summary.response.js';

@ApiTags('catalogue')
@ApiBearerAuth()
@Roles('seller')
@Controller('api/v1/seller/products')
export class SellerProductsController {
  constructor(
    private readonly listProducts: ListSellerProducts,
    private readonly summaryQuery: SellerProductSummaryQuery,
    private readonly duplicateProduct: DuplicateProduct,
    private readonly media: MediaUrls,
  ) {}

  /** The caller's own products in any status (`?status=&page=&pageSize=`). */
  @Get()
  @ApiOkResponse({ type: SellerProductPageResponse })
  @ApiProblemResponses(400, 401, 403)
  list(@CurrentUser() seller: AuthUser, @Query() query: SellerProductsQueryDto): Promise<Page<ProductView>> {
    return this.listProducts.execute(seller, query);
  }

  /** The caller's dashboard figures: products per status and views of their product pages. */
  @Get('summary')
  @ApiOkResponse({ type: SellerProductSummaryResponse })
  @ApiProblemResponses(401, 403)
  summary(@CurrentUser() seller: AuthUser): Promise<SellerProductSummary> {
    return this.summaryQuery.execute(seller);
  }

  /** A new draft with the fields and photos of one of the caller's products. */
  @Post(':id/duplicate')
  @ApiCreatedResponse({ type: ProductResponse, description: 'The new draft' })
  @ApiProblemResponses(400, 401, 403, 404)
  async duplicate(
    @CurrentUser() seller: AuthUser,
    @Param('id', productIdPipe()) id: string,
    @Body() body: DuplicateProductDto,
  ): Promise<ProductView> {
    return toProductView(await this.duplicateProduct.execute(seller, id, body.title), 'owner', this.media);
  }
}
