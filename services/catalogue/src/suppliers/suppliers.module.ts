import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module.js';
import { GetStorefront } from './get-storefront.query.js';
import { IdentityUsersConsumer } from './identity-users.consumer.js';
import { ListSuppliers } from './list-suppliers.query.js';
import { SetVerification } from './set-verification.use-case.js';
import { SupplierVerificationConsumer } from './supplier-verification.consumer.js';
import { SuppliersController } from './suppliers.controller.js';
import { TraderSync } from './trader-sync.js';
import { UpdateStorefront } from './update-storefront.use-case.js';

/**
 * Supplier storefronts: a read model fed by identity's events (IdentityUsersConsumer → TraderSync,
 * SupplierVerificationConsumer → SetVerification) plus the seller's own edits, and the public
 * directory.
 */
@Module({
  imports: [CategoriesModule],
  controllers: [SuppliersController],
  providers: [
    TraderSync,
    IdentityUsersConsumer,
    SupplierVerificationConsumer,
    ListSuppliers,
    GetStorefront,
    UpdateStorefront,
    SetVerification,
  ],
  exports: [SetVerification],
})
export class SuppliersModule {}
