import { Controller, Delete, Get, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponse, ApiProblemResponses, ProblemException } from '@sokoni/platform/errors';
import { GetSavedSuppliers } from './get-saved-suppliers.query.js';
import { SaveSupplier } from './save-supplier.use-case.js';
import { SavedSuppliersResponse } from './saved-suppliers.response.js';
import type { SavedSuppliersView } from './saved-suppliers.view.js';
import { UnsaveSupplier } from './unsave-supplier.use-case.js';

/** A supplier id is a UUID; anything else is a field error, as the product ids of the cart are. */
function supplierIdPipe(): ParseUUIDPipe {
  return new ParseUUIDPipe({
    exceptionFactory: () =>
      ProblemException.validation([{ field: 'supplierId', code: 'isUuid', i18nKey: 'validation.isUuid' }]),
  });
}

/** The signed-in buyer's saved suppliers. Changes answer with the whole list. */
@ApiTags('cart')
@ApiBearerAuth()
@Roles('buyer')
@ApiProblemResponses(401, 403)
@Controller('api/v1/saved-suppliers')
export class SavedSuppliersController {
  constructor(
    private readonly list: GetSavedSuppliers,
    private readonly save: SaveSupplier,
    private readonly unsave: UnsaveSupplier,
  ) {}

  @Get()
  @ApiOkResponse({ type: SavedSuppliersResponse })
  get(@CurrentUser() buyer: AuthUser): Promise<SavedSuppliersView> {
    return this.list.execute(buyer);
  }

  @Put(':supplierId')
  @ApiOkResponse({
    type: SavedSuppliersResponse,
    description: 'Saved (saving a saved supplier changes nothing)',
  })
  @ApiProblemResponses(400)
  @ApiProblemResponse(409, 'The list is full (saved_suppliers.full)')
  @ApiProblemResponse(422, 'The buyer is this supplier (saved_suppliers.own_supplier)')
  put(
    @CurrentUser() buyer: AuthUser,
    @Param('supplierId', supplierIdPipe()) supplierId: string,
  ): Promise<SavedSuppliersView> {
    return this.save.execute(buyer, supplierId.toLowerCase());
  }

  @Delete(':supplierId')
  @ApiOkResponse({ type: SavedSuppliersResponse, description: 'Forgotten (or was not saved)' })
  @ApiProblemResponses(400)
  remove(
    @CurrentUser() buyer: AuthUser,
    @Param('supplierId', supplierIdPipe()) supplierId: string,
  ): Promise<SavedSuppliersView> {
    return this.unsave.execute(buyer, supplierId.toLowerCase());
  }
}
