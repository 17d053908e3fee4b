import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { CONFIG } from '@sokoni/platform/config';
import type { CatalogueConfig } from '../catalogue.config.js';
import { FeaturedModule } from '../featured/featured.module.js';
import { FxModule } from '../fx/fx.module.js';
import { ReadCacheModule } from '../read-cache/read-cache.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { AddProductImage } from './add-product-image.use-case.js';
import { AdminProductsController } from './admin-products.controller.js';
import { ApproveProduct } from './approve-product.use-case.js';
import { ArchiveProduct } from './archive-product.use-case.js';
import { CompareProducts } from './compare-products.query.js';
import { CreateProduct } from './create-product.use-case.js';
import { DuplicateProduct } from './duplicate-product.use-case.js';
import { GetProduct } from './get-product.query.js';
import { ImageUploadErrors } from './image-upload-errors.interceptor.js';
import { ListAdminProducts } from './list-admin-products.query.js';
import { ListSellerProducts } from './list-seller-products.query.js';
import { ProductAnnouncement } from './product-announcement.js';
import { ProductAnnouncer } from './product-announcer.js';
import { ProductEvents } from './product-events.js';
import { ProductImagesController } from './product-images.controller.js';
import { ProductViews } from './product-views.js';
import { ProductWriter } from './product-writer.js';
import { ProductsController } from './products.controller.js';
import { RejectProduct } from './reject-product.use-case.js';
import { RemoveProductImage } from './remove-product-image.use-case.js';
import { ReorderProductImages } from './reorder-product-images.use-case.js';
import { SellerProductsController } from './seller-products.controller.js';
import { SellerProductSummaryQuery } from './seller-summary.query.js';
import { SubmitProduct } from './submit-product.use-case.js';
import { TradeStockConsumer } from './trade-stock.consumer.js';
import { UpdateProduct } from './update-product.use-case.js';

/**
 * B2B products: sellers' drafts, moderation, images, product pages and comparison, and the
 * announcement of the whole published catalogue to other services.
 */
@Module({
  imports: [
    FxModule,
    FeaturedModule,
    ReadCacheModule,
    StorageModule,
    // Uploads stay in memory (at most MAX_IMAGE_BYTES, one file) until their type is proven.
    MulterModule.registerAsync({
      inject: [CONFIG],
      useFactory: (c: CatalogueConfig) => ({
        limits: { fileSize: c.MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 },
      }),
    }),
  ],
  controllers: [
    ProductsController,
    ProductImagesController,
    SellerProductsController,
    AdminProductsController,
  ],
  providers: [
    ProductWriter,
    ProductEvents,
    GetProduct,
    ProductViews,
    SellerProductSummaryQuery,
    DuplicateProduct,
    CompareProducts,
    ListSellerProducts,
    AddProductImage,
    RemoveProductImage,
    ReorderProductImages,
    ImageUploadErrors,
    CreateProduct,
    UpdateProduct,
    SubmitProduct,
    ArchiveProduct,
    ApproveProduct,
    RejectProduct,
    ListAdminProducts,
    TradeStockConsumer,
    ProductAnnouncement,
    ProductAnnouncer,
  ],
  exports: [ProductAnnouncement],
})
export class ProductsModule {}
