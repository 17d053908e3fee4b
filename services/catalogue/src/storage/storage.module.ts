import { Module } from '@nestjs/common';
import { CONFIG } from '@sokoni/platform/config';
import { createObjectStorage, OBJECT_STORAGE } from '@sokoni/platform/storage';
import type { CatalogueConfig } from '../catalogue.config.js';
import { MediaController } from './media.controller.js';
import { ImageSizes } from './image-sizes.js';
import { MediaUrls } from './media-urls.js';

/**
 * Product images in the catalogue's own directory or bucket (STORAGE_* settings): public once their
 * product is, to its seller and staff (signed addresses) before that.
 */
@Module({
  controllers: [MediaController],
  providers: [
    { provide: OBJECT_STORAGE, inject: [CONFIG], useFactory: (c: CatalogueConfig) => createObjectStorage(c) },
    MediaUrls,
    ImageSizes,
  ],
  exports: [OBJECT_STORAGE, MediaUrls],
})
export class StorageModule {}
