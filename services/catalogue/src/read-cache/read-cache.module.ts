import { Module } from '@nestjs/common';
import { ReadCaches } from './read-caches.js';

/** One ReadCaches per app, whichever modules import it. */
@Module({ providers: [ReadCaches], exports: [ReadCaches] })
export class ReadCacheModule {}
