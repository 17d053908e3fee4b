import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@sokoni/platform/auth';
import { ProductProblems } from '../products/products.problems.js';
import { isStorageKey, OBJECT_STORAGE, type ObjectStorage } from '@sokoni/platform/storage';

/** What the public route may serve: product images only (see `imageStorageKeys`). */
export const PUBLIC_MEDIA_PREFIX = 'products/';

/**
 * Serves stored files under one public URL whatever the storage driver. Keys are write-once
 * (a new upload gets a new key), so browsers and CDNs may cache them for a year. Only keys under
 * PUBLIC_MEDIA_PREFIX: should a bucket ever be shared with another service (identity's private
 * verification documents), nothing else in it is reachable from here.
 */
@ApiTags('catalogue')
@Controller('api/v1/media')
export class MediaController {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  @Public()
  @Get('*key')
  async get(@Param('key') key: string | string[], @Res() res: Response): Promise<void> {
    const path = Array.isArray(key) ? key.join('/') : key;
    // A key that could not have been stored is simply not found: no hint about the file system.
    const found =
      isStorageKey(path) && path.startsWith(PUBLIC_MEDIA_PREFIX) ? await this.storage.get(path) : null;
    if (!found) throw ProductProblems.mediaNotFound();
    res.setHeader('Content-Type', found.contentType);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    // Never let a browser treat an upload as a page or script, whatever bytes it holds.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Disposition', 'inline');
    res.send(found.body);
  }
}
