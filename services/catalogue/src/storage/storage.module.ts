import { Module } from '@nestjs/common';
import { CONFIG } from '@sokoni/platform/config';
import type { CatalogueConfig } from '../catalogue.config.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { MediaController } from './media.controller.js';
import { S3Storage } from './s3.storage.js';
import { OBJECT_STORAGE, type ObjectStorage } from './storage.port.js';

/** Picks the adapter from STORAGE_DRIVER; a half-configured S3 fails the start, not the first upload. */
export function createObjectStorage(c: CatalogueConfig): ObjectStorage {
  if (c.STORAGE_DRIVER === 'local') return new LocalDiskStorage(c.STORAGE_DIR);
  const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (k) => !c[k],
  );
  if (missing.length) throw new Error(`STORAGE_DRIVER=s3 needs ${missing.join(', ')}`);
  return new S3Storage({
    endpoint: c.S3_ENDPOINT!,
    bucket: c.S3_BUCKET!,
    region: c.S3_REGION,
    accessKeyId: c.S3_ACCESS_KEY_ID!,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
  });
}

@Module({
  controllers: [MediaController],
  providers: [{ provide: OBJECT_STORAGE, inject: [CONFIG], useFactory: createObjectStorage }],
  exports: [OBJECT_STORAGE],
})
export class StorageModule {}
