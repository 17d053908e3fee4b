import type { Provider, Type } from '@nestjs/common';
import { GetSavedSuppliers } from './get-saved-suppliers.query.js';
import { SaveSupplier } from './save-supplier.use-case.js';
import { SavedSupplier } from './saved-supplier.entity.js';
import { SavedSuppliersController } from './saved-suppliers.controller.js';
import { UnsaveSupplier } from './unsave-supplier.use-case.js';

/** Buyers' saved suppliers for the cart module; migration Migration20261225300010BuyerLists. */
export const SAVED_SUPPLIER_ENTITIES = [SavedSupplier];
export const SAVED_SUPPLIER_PROVIDERS: Provider[] = [GetSavedSuppliers, SaveSupplier, UnsaveSupplier];
export const SAVED_SUPPLIER_CONTROLLERS: Type[] = [SavedSuppliersController];
export { SAVED_SUPPLIERS_MAX } from './saved-suppliers.view.js';
