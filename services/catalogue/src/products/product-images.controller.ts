import { Body, Controller, Delete, Param, Patch, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { MediaUrls } from '../storage/media-urls.js';
import { ImageUploadErrors } from './image-upload-errors.interceptor.js';
import { productIdPipe } from './product-access.js';
import { ImageOrderDto } from './product.dto.js';
import { AddProductImage } from './add-product-image.use-case.js';
import type { UploadedImage } from './product-images.js';
import { RemoveProductImage } from './remove-product-image.use-case.js';
import { ReorderProductImages } from './reorder-product-images.use-case.js';
import { ProductResponse } from './product.response.js';
import { toProductView, type ProductView } from './product.view.js';

/**
 * A seller's product photos: multipart upload (field `image`), JPEG/PNG/WebP, up to 10 per product;
 * their order (the first is the main image); deletion.
 */
@ApiTags('catalogue')
@ApiBearerAuth()
@Roles('seller')
@Controller('api/v1/products/:id/images')
export class ProductImagesController {
  constructor(
    private readonly addImage: AddProductImage,
    private readonly removeImage: RemoveProductImage,
    private readonly reorderImages: ReorderProductImages,
    private readonly media: MediaUrls,
  ) {}

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(ImageUploadErrors, FileInterceptor('image'))
  @ApiCreatedResponse({ type: ProductResponse, description: 'The product with the new image last' })
  @ApiProblemResponses(400, 401, 403, 404, 409, 413, 415)
  async add(
    @CurrentUser() seller: AuthUser,
    @Param('id', productIdPipe()) id: string,
    @UploadedFile() file: UploadedImage | undefined,
  ): Promise<ProductView> {
    return toProductView(await this.addImage.execute(seller, id, file), 'owner', this.media);
  }

  /** The images in a new order (`keys`: every key once); the first becomes the main image. */
  @Patch()
  @ApiOkResponse({ type: ProductResponse, description: 'The product with its images in that order' })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  async reorder(
    @CurrentUser() seller: AuthUser,
    @Param('id', productIdPipe()) id: string,
    @Body() body: ImageOrderDto,
  ): Promise<ProductView> {
    return toProductView(await this.reorderImages.execute(seller, id, body.keys), 'owner', this.media);
  }

  @Delete(':key')
  @ApiOkResponse({ type: ProductResponse, description: 'The product without the image' })
  @ApiProblemResponses(401, 403, 404, 409)
  async remove(
    @CurrentUser() seller: AuthUser,
    @Param('id', productIdPipe()) id: string,
    @Param('key') key: string,
  ): Promise<ProductView> {
    return toProductView(await this.removeImage.execute(seller, id, key), 'owner', this.media);
  }
}
