import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { CONFIG } from '@sokoni/platform/config';
import type { CatalogueConfig } from '../catalogue.config.js';
import { CategoriesModule } from '../categories/categories.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { GetStorefront } from './get-storefront.query.js';
import { IdentityUsersConsumer } from './identity-users.consumer.js';
import { ListSuppliers } from './list-suppliers.query.js';
import { SetStorefrontImage } from './set-storefront-image.use-case.js';
import { SetVerification } from './set-verification.use-case.js';
import { StorefrontImageErrors } from './storefront-image-errors.interceptor.js';
import { StorefrontImagesController } from './storefront-images.controller.js';
import { SupplierVerificationConsumer } from './supplier-verification.consumer.js';
import { SuppliersController } from './suppliers.controller.js';
import { TraderSync } from './trader-sync.js';
import { UpdateStorefront } from './update-storefront.use-case.js';

/**
 * Supplier storefronts: a read model fed by identity's events (IdentityUsersConsumer → TraderSync,
 * SupplierVerificationConsumer → SetVerification) plus the seller's own edits (profile, logo and
 * banner), and the public directory.
 */
@Module({
  imports: [
    CategoriesModule,
    StorageModule,
    // Logo and banner uploads stay in memory (at most MAX_IMAGE_BYTES, one file) until checked.
    MulterModule.registerAsync({
      inject: [CONFIG],
      useFactory: (c: CatalogueConfig) => ({
        limits: { fileSize: c.MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 },
      }),
    }),
  ],
  controllers: [StorefrontImagesController, SuppliersController],
  providers: [
    TraderSync,
    IdentityUsersConsumer,
    SupplierVerificationConsumer,
    ListSuppliers,
    GetStorefront,
    UpdateStorefront,
    SetVerification,
    SetStorefrontImage,
    StorefrontImageErrors,
  ],
  exports: [SetVerification],
})
export class SuppliersModule {}
