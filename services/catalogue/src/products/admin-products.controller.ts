import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { Roles } from '@sokoni/platform/auth';
import { contentRange, parseListQuery } from '@sokoni/platform/http';
import { MediaUrls } from '../storage/media-urls.js';
import { ApproveProduct } from './approve-product.use-case.js';
import { ADMIN_PRODUCTS_LIST, ListAdminProducts } from './list-admin-products.query.js';
import { Product } from './product.entity.js';
import { RejectProductDto } from './product.dto.js';
import { productIdPipe } from './product-access.js';
import { toProductView, type ProductView } from './product.view.js';
import { ProductProblems } from './products.problems.js';
import { RejectProduct } from './reject-product.use-case.js';

/** Moderation in the ra-data-simple-rest contract; admin-only here, not just at the gateway. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/products')
export class AdminProductsController {
  constructor(
    private readonly orm: MikroORM,
    private readonly listProducts: ListAdminProducts,
    private readonly approveProduct: ApproveProduct,
    private readonly rejectProduct: RejectProduct,
    private readonly media: MediaUrls,
  ) {}

  @Get()
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ProductView[]> {
    const parsed = parseListQuery(query, ADMIN_PRODUCTS_LIST);
    const { items, total } = await this.listProducts.execute(parsed);
    res.setHeader(
      'Content-Range',
      contentRange(ADMIN_PRODUCTS_LIST.resource, parsed.offset, items.length, total),
    );
    return items.map((p) => toProductView(p, 'admin', this.media));
  }

  @Get(':id')
  async get(@Param('id', productIdPipe()) id: string): Promise<ProductView> {
    const product = await this.orm.em.fork().findOne(Product, id);
    if (!product) throw ProductProblems.notFound();
    return toProductView(product, 'admin', this.media);
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(@Param('id', productIdPipe()) id: string): Promise<ProductView> {
    return toProductView(await this.approveProduct.execute(id), 'admin', this.media);
  }

  @Post(':id/reject')
  @HttpCode(200)
  async reject(
    @Param('id', productIdPipe()) id: string,
    @Body() body: RejectProductDto,
  ): Promise<ProductView> {
    return toProductView(await this.rejectProduct.execute(id, body.reason), 'admin', this.media);
  }
}
