import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import type { Request } from 'express';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, Roles, type AuthUser } from '@sokoni/platform/auth';
import {
  ApiAcceptLanguage,
  ApiProblemResponses,
  negotiateLanguage,
  normalizeLanguage,
} from '@sokoni/platform/errors';
import { CATEGORY_LANGUAGES } from '../categories/category.entity.js';
import { FEATURED_DEFAULT_LIMIT, FeaturedQueryDto } from '../featured/featured.dto.js';
import { FeaturedProducts, type FeaturedProduct } from '../featured/featured-products.query.js';
import { FeaturedProductsResponse } from '../featured/featured.response.js';
import { MediaUrls } from '../storage/media-urls.js';
import { ArchiveProduct } from './archive-product.use-case.js';
import { COMPARE_MAX, COMPARE_MIN, CompareProducts } from './compare-products.query.js';
import { CreateProduct } from './create-product.use-case.js';
import { GetProduct } from './get-product.query.js';
import { CreateProductDto, UpdateProductDto } from './product.dto.js';
import { productIdPipe } from './product-access.js';
import { ProductComparisonResponse, ProductResponse } from './product.response.js';
import { toProductView, type ProductView } from './product.view.js';
import { SubmitProduct } from './submit-product.use-case.js';
import { UpdateProduct } from './update-product.use-case.js';

/** Product pages and a seller's changes to their own products. Search (GET /products) is SearchModule's. */
@ApiTags('catalogue')
@ApiBearerAuth()
@Controller('api/v1/products')
export class ProductsController {
  constructor(
    private readonly getProduct: GetProduct,
    private readonly compareProducts: CompareProducts,
    private readonly featuredProducts: FeaturedProducts,
    private readonly createProduct: CreateProduct,
    private readonly updateProduct: UpdateProduct,
    private readonly submitProduct: SubmitProduct,
    private readonly archiveProduct: ArchiveProduct,
    private readonly media: MediaUrls,
  ) {}

  @Roles('seller')
  @Post()
  @ApiCreatedResponse({ type: ProductResponse, description: 'A draft' })
  @ApiProblemResponses(400, 401, 403)
  async create(@CurrentUser() seller: AuthUser, @Body() body: CreateProductDto): Promise<ProductView> {
    return toProductView(await this.createProduct.execute(seller, body), 'owner', this.media);
  }

  /** Declared before `:id` so "compare" is never read as an id. */
  @Public()
  @Get('compare')
  @ApiQuery({
    name: 'ids',
    required: true,
    type: String,
    example: '0192f1c2-7c1e-7cc4-9d51-9f0d3c0a3b11,0192f1c2-8a01-7f3e-a2b4-2c6f1d0e9a77',
    description: `${COMPARE_MIN}–${COMPARE_MAX} product ids, comma-separated`,
  })
  @ApiOkResponse({ type: ProductComparisonResponse })
  @ApiProblemResponses(400)
  compare(@Query('ids') ids?: string): Promise<{ items: ProductView[] }> {
    return this.compareProducts.execute(ids);
  }

  /**
   * The home page's strip (see FeaturedProducts for the order). Declared before `:id`, like
   * compare, so "featured" is never read as an id.
   */
  @Public()
  @Get('featured')
  @Header('Cache-Control', 'public, max-age=60')
  @Header('Vary', 'Accept-Language')
  @ApiOkResponse({ type: FeaturedProductsResponse })
  @ApiProblemResponses(400)
  @ApiAcceptLanguage()
  featured(
    @Query() query: FeaturedQueryDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<{ items: FeaturedProduct[] }> {
    const lang = query.lang
      ? normalizeLanguage(query.lang, CATEGORY_LANGUAGES)
      : negotiateLanguage(acceptLanguage, CATEGORY_LANGUAGES);
    return this.featuredProducts.execute(
      query.limit ?? FEATURED_DEFAULT_LIMIT,
      query.currency ?? 'USD',
      lang,
    );
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({
    type: ProductResponse,
    description: 'Published products for everyone; owners and staff also see the others',
  })
  @ApiProblemResponses(404)
  get(
    @CurrentUser() user: AuthUser | undefined,
    @Param('id', productIdPipe()) id: string,
    @Req() req: Request,
  ): Promise<ProductView> {
    // The address (behind the gateway: the one it forwards) and browser tell anonymous visitors apart.
    return this.getProduct.execute(id, user, { ip: req.ip, userAgent: req.headers['user-agent'] });
  }

  @Roles('seller')
  @Patch(':id')
  @ApiOkResponse({ type: ProductResponse, description: 'The product as changed' })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  async update(
    @CurrentUser() seller: AuthUser,
    @Param('id', productIdPipe()) id: string,
    @Body() body: UpdateProductDto,
  ): Promise<ProductView> {
    return toProductView(await this.updateProduct.execute(seller, id, body), 'owner', this.media);
  }

  @Roles('seller')
  @Post(':id/submit')
  @HttpCode(200)
  @ApiOkResponse({ type: ProductResponse, description: 'Now pending review' })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  async submit(
    @CurrentUser() seller: AuthUser,
    @Param('id', productIdPipe()) id: string,
  ): Promise<ProductView> {
    return toProductView(await this.submitProduct.execute(seller, id), 'owner', this.media);
  }

  @Roles('seller')
  @Post(':id/archive')
  @HttpCode(200)
  @ApiOkResponse({ type: ProductResponse, description: 'Archived (final)' })
  @ApiProblemResponses(401, 403, 404, 409)
  async archive(
    @CurrentUser() seller: AuthUser,
    @Param('id', productIdPipe()) id: string,
  ): Promise<ProductView> {
    return toProductView(await this.archiveProduct.execute(seller, id), 'owner', this.media);
  }
}
