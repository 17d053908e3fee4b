import { Module } from '@nestjs/common';
import { CONFIG } from '@sokoni/platform/config';
import { createObjectStorage, OBJECT_STORAGE } from '@sokoni/platform/storage';
import type { CatalogueConfig } from '../catalogue.config.js';
import { MediaController } from './media.controller.js';

/** Product images in the catalogue's own directory or bucket (STORAGE_* settings), served publicly. */
@Module({
  controllers: [MediaController],
  providers: [
    { provide: OBJECT_STORAGE, inject: [CONFIG], useFactory: (c: CatalogueConfig) => createObjectStorage(c) },
  ],
  exports: [OBJECT_STORAGE],
})
export class StorageModule {}
