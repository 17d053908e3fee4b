import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { CurrentUser, Public, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { OBJECT_STORAGE, type ObjectStorage } from '@sokoni/platform/storage';
import { SetStorefrontImage } from './set-storefront-image.use-case.js';
import { StorefrontImageErrors } from './storefront-image-errors.interceptor.js';
import { PICTURE_FILE, pictureStorageKey, type UploadedPicture } from './storefront-images.js';
import { Supplier } from './supplier.entity.js';
import { SupplierResponse } from './supplier.response.js';
import { SupplierProblems } from './suppliers.problems.js';
import type { SupplierView } from './supplier.view.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const IMAGE_BODY = {
  schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } } },
};

/**
 * The storefront's logo and banner: the seller uploads (multipart field `image`, JPEG/PNG/WebP,
 * stored as WebP) or removes their own; anyone loads those of a storefront that is shown.
 */
@ApiTags('catalogue')
@Controller('api/v1/suppliers')
export class StorefrontImagesController {
  constructor(
    private readonly images: SetStorefrontImage,
    private readonly orm: MikroORM,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  @ApiBearerAuth()
  @Roles('seller')
  @Post('me/logo')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @UseInterceptors(StorefrontImageErrors, FileInterceptor('image'))
  @ApiOkResponse({ type: SupplierResponse, description: 'The storefront with its new logo' })
  @ApiProblemResponses(400, 401, 403, 404, 413, 415)
  uploadLogo(@CurrentUser() auth: AuthUser, @UploadedFile() file?: UploadedPicture): Promise<SupplierView> {
    return this.images.upload(auth.id, 'logo', file);
  }

  @ApiBearerAuth()
  @Roles('seller')
  @Post('me/banner')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @UseInterceptors(StorefrontImageErrors, FileInterceptor('image'))
  @ApiOkResponse({ type: SupplierResponse, description: 'The storefront with its new banner' })
  @ApiProblemResponses(400, 401, 403, 404, 413, 415)
  uploadBanner(@CurrentUser() auth: AuthUser, @UploadedFile() file?: UploadedPicture): Promise<SupplierView> {
    return this.images.upload(auth.id, 'banner', file);
  }

  @ApiBearerAuth()
  @Roles('seller')
  @Delete('me/logo')
  @ApiOkResponse({ type: SupplierResponse, description: 'The storefront without a logo' })
  @ApiProblemResponses(401, 403, 404)
  removeLogo(@CurrentUser() auth: AuthUser): Promise<SupplierView> {
    return this.images.remove(auth.id, 'logo');
  }

  @ApiBearerAuth()
  @Roles('seller')
  @Delete('me/banner')
  @ApiOkResponse({ type: SupplierResponse, description: 'The storefront without a banner' })
  @ApiProblemResponses(401, 403, 404)
  removeBanner(@CurrentUser() auth: AuthUser): Promise<SupplierView> {
    return this.images.remove(auth.id, 'banner');
  }

  /**
   * A storefront's current logo or banner (the `logoUrl`/`bannerUrl` of its views). Names are
   * write-once, so a shown storefront's are cached for a year; a suspended or former seller's are
   * served to that seller only (their own preview), like the storefront itself.
   */
  @Public()
  @Get(':id/images/:file')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'file', example: '0192f1c2-8a01-7f3e-a2b4-2c6f1d0e9a77.webp' })
  @ApiProduces('image/webp')
  @ApiOkResponse({ description: 'The picture (WebP)' })
  @ApiProblemResponses(404)
  async picture(
    @Param('id') id: string,
    @Param('file') file: string,
    @CurrentUser() user: AuthUser | undefined,
    @Res() res: Response,
  ): Promise<void> {
    if (!UUID.test(id) || !PICTURE_FILE.test(file)) throw SupplierProblems.imageNotFound();
    const key = pictureStorageKey(id, file);
    const s = await this.orm.em
      .fork()
      .findOne(Supplier, id, { fields: ['seller', 'suspended', 'logoKey', 'bannerKey'] });
    const current = s && (s.logoKey === key || s.bannerKey === key);
    const shown = !!s && s.seller && !s.suspended;
    if (!current || (!shown && user?.id !== id)) throw SupplierProblems.imageNotFound();
    const found = await this.storage.get(key);
    if (!found) throw SupplierProblems.imageNotFound();
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Cache-Control', shown ? 'public, max-age=31536000, immutable' : 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.send(found.body);
  }
}
