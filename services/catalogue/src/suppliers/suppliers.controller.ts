import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import { CurrentUser, Public, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { GetStorefront } from './get-storefront.query.js';
import { ListSuppliers, type SupplierPage } from './list-suppliers.query.js';
import { ListSuppliersDto } from './list-suppliers.dto.js';
import { Supplier } from './supplier.entity.js';
import { StorefrontResponse, SupplierPageResponse, SupplierResponse } from './supplier.response.js';
import { SupplierProblems } from './suppliers.problems.js';
import { visibleProductCounts } from './supplier-products.js';
import { toSupplierView, type StorefrontView, type SupplierView } from './supplier.view.js';
import { UpdateStorefrontDto } from './update-storefront.dto.js';
import { UpdateStorefront } from './update-storefront.use-case.js';

@ApiTags('catalogue')
@Controller('api/v1/suppliers')
export class SuppliersController {
  constructor(
    private readonly orm: MikroORM,
    private readonly listSuppliers: ListSuppliers,
    private readonly storefront: GetStorefront,
    private readonly updateStorefront: UpdateStorefront,
  ) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: SupplierPageResponse })
  @ApiProblemResponses(400)
  list(@Query() query: ListSuppliersDto): Promise<SupplierPage> {
    return this.listSuppliers.execute(query);
  }

  /** The caller's own storefront as they edit it (also while suspended, unlike the public page). */
  @ApiBearerAuth()
  @Roles('seller')
  @Get('me')
  @ApiOkResponse({ type: SupplierResponse })
  @ApiProblemResponses(401, 403, 404)
  async me(@CurrentUser() auth: AuthUser): Promise<SupplierView> {
    const em = this.orm.em.fork();
    const s = await em.findOne(Supplier, { id: auth.id, seller: true });
    if (!s) throw SupplierProblems.storefrontMissing();
    return toSupplierView(s, (await visibleProductCounts(em, [s.id])).get(s.id) ?? 0);
  }

  @ApiBearerAuth()
  @Roles('seller')
  @Patch('me')
  @ApiOkResponse({ type: SupplierResponse, description: 'The storefront as changed' })
  @ApiProblemResponses(400, 401, 403, 404)
  update(@CurrentUser() auth: AuthUser, @Body() body: UpdateStorefrontDto): Promise<SupplierView> {
    return this.updateStorefront.execute(auth.id, body);
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ type: StorefrontResponse })
  @ApiProblemResponses(404)
  get(@Param('id') id: string): Promise<StorefrontView> {
    return this.storefront.execute(id);
  }
}
