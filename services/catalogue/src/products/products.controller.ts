import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ArchiveProduct } from './archive-product.use-case.js';
import { CompareProducts } from './compare-products.query.js';
import { CreateProduct } from './create-product.use-case.js';
import { GetProduct } from './get-product.query.js';
import { CreateProductDto, UpdateProductDto } from './product.dto.js';
import { productIdPipe } from './product-access.js';
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
    private readonly createProduct: CreateProduct,
    private readonly updateProduct: UpdateProduct,
    private readonly submitProduct: SubmitProduct,
    private readonly archiveProduct: ArchiveProduct,
  ) {}

  @Roles('seller')
  @Post()
  async create(@CurrentUser() seller: AuthUser, @Body() body: CreateProductDto): Promise<ProductView> {
    return toProductView(await this.createProduct.execute(seller, body));
  }

  /** Declared before `:id` so "compare" is never read as an id. */
  @Public()
  @Get('compare')
  compare(@Query('ids') ids?: string): Promise<{ items: ProductView[] }> {
    return this.compareProducts.execute(ids);
  }

  @Public()
  @Get(':id')
  get(
    @CurrentUser() user: AuthUser | undefined,
    @Param('id', productIdPipe()) id: string,
  ): Promise<ProductView> {
    return this.getProduct.execute(id, user);
  }

  @Roles('seller')
  @Patch(':id')
  async update(
    @CurrentUser() seller: AuthUser,
    @Param('id', productIdPipe()) id: string,
    @Body() body: UpdateProductDto,
  ): Promise<ProductView> {
    return toProductView(await this.updateProduct.execute(seller, id, body));
  }

  @Roles('seller')
  @Post(':id/submit')
  @HttpCode(200)
  async submit(
    @CurrentUser() seller: AuthUser,
    @Param('id', productIdPipe()) id: string,
  ): Promise<ProductView> {
    return toProductView(await this.submitProduct.execute(seller, id));
  }

  @Roles('seller')
  @Post(':id/archive')
  @HttpCode(200)
  async archive(
    @CurrentUser() seller: AuthUser,
    @Param('id', productIdPipe()) id: string,
  ): Promise<ProductView> {
    return toProductView(await this.archiveProduct.execute(seller, id));
  }
}
