import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { CurrentUser, Public, type AuthUser } from '@sokoni/platform/auth';
import { isStorageKey, OBJECT_STORAGE, type ObjectStorage } from '@sokoni/platform/storage';
import { Product } from '../products/product.entity.js';
import { audienceFor, isPubliclyVisible } from '../products/product-access.js';
import { ProductProblems } from '../products/products.problems.js';
import { ImageSizes } from './image-sizes.js';
import { MediaUrls } from './media-urls.js';

/** What the route may serve: product images only (see `imageStorageKeys`); the product decides who. */
const PRODUCT_MEDIA = /^products\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[^/]+$/;

/**
 * Serves stored files under one URL whatever the storage driver. Only product images: should a
 * bucket ever be shared with another service (identity's private verification documents), nothing
 * else in it is reachable from here. A product's images are
 * public once the product is (keys are write-once, so browsers and CDNs may cache them for a year);
 * before that, and after it is withdrawn, only its seller and staff get them (a bearer token, or
 * the signed address their product views carry), never cached. A width copy or demo illustration
 * that is named but not stored yet is made on this first request (ImageSizes) and stored.
 */
@ApiTags('catalogue')
@Controller('api/v1/media')
export class MediaController {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly orm: MikroORM,
    private readonly urls: MediaUrls,
    private readonly sizes: ImageSizes,
  ) {}

  @Public()
  @Get('*key')
  async get(
    @Param('key') key: string | string[],
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @CurrentUser() user: AuthUser | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const path = Array.isArray(key) ? key.join('/') : key;
    // A key that could not have been stored is simply not found: no hint about the file system.
    const productId = isStorageKey(path) ? PRODUCT_MEDIA.exec(path)?.[1] : undefined;
    const product = productId
      ? await this.orm.em.fork().findOne(Product, productId, {
          fields: ['status', 'supplierSuspended', 'sellerId', 'categoryPath', 'images'],
        })
      : null;
    if (!product) throw ProductProblems.mediaNotFound();
    const open = isPubliclyVisible(product);
    // Someone else's draft image is "not found", exactly like a missing file.
    if (!open && !audienceFor(product, user) && !this.urls.allows(path, expires, signature))
      throw ProductProblems.mediaNotFound();
    const found = (await this.storage.get(path)) ?? (await this.sizes.make(product, path));
    if (!found) throw ProductProblems.mediaNotFound();
    res.setHeader('Content-Type', found.contentType);
    res.setHeader('Cache-Control', open ? 'public, max-age=31536000, immutable' : 'private, no-store');
    // Never let a browser treat an upload as a page or script, whatever bytes it holds.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Disposition', 'inline');
    res.send(found.body);
  }
}
