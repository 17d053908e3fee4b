import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import type { Page } from './list-seller-products.query.js';
import type { ImageVariant, ProductImageView } from '../storage/image-variants.js';
import {
  PRODUCT_STATUSES,
  type PriceTier,
  type ProductStatus,
  type Specification,
} from './product.entity.js';
import { INCOTERMS, UNITS } from './product-rules.js';
import type { ProductView } from './product.view.js';

/** OpenAPI schemas of ProductView and its parts; each is checked against the type the code returns. */
@ApiSchema({ name: 'ImageVariant', description: 'One srcset candidate of a product image' })
export class ImageVariantResponse {
  @ApiProperty({ type: 'integer', example: 640, description: 'Width in pixels (the `w` of srcset)' })
  width!: number;

  @ApiProperty({ example: '/api/v1/media/products/0192f1c2/3f9a.w640.webp' })
  url!: string;
}

@ApiSchema({ name: 'ProductImage' })
export class ProductImageResponse {
  @ApiProperty({ example: 'products/0192f1c2/3f9a.webp', description: 'Storage key (to delete the image)' })
  key!: string;

  @ApiProperty({ example: '/api/v1/media/products/0192f1c2/3f9a.webp' })
  url!: string;

  @ApiProperty({ example: '/api/v1/media/products/0192f1c2/3f9a-thumb.webp' })
  thumbnailUrl!: string;

  @ApiProperty({ example: 'image/webp' })
  contentType!: string;

  @ApiProperty({ type: 'integer', example: 1200 })
  width!: number;

  @ApiProperty({ type: 'integer', example: 900 })
  height!: number;

  @ApiProperty({
    type: () => [ImageVariantResponse],
    description:
      'The srcset candidates, narrowest first: WebP copies at 160/320/640/1280 pixels below the original width, and the original when it is no wider than 1280',
  })
  variants!: ImageVariantResponse[];
}

@ApiSchema({ name: 'PriceTier', description: 'A quantity break: from minQuantity units, this unit price' })
export class PriceTierResponse {
  @ApiProperty({ type: 'integer', example: 100 })
  minQuantity!: number;

  @ApiProperty({
    type: 'integer',
    example: 245000,
    description: 'Integer minor units of the product currency',
  })
  unitPriceMinor!: number;
}

@ApiSchema({ name: 'ProductSpecification' })
export class SpecificationResponse {
  @ApiProperty({ example: 'Moisture' })
  key!: string;

  @ApiProperty({ example: '≤ 7.5%' })
  value!: string;
}

@ApiSchema({ name: 'ProductCategoryRef' })
export class ProductCategoryRefResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'agriculture/cocoa-coffee' })
  path!: string;
}

@ApiSchema({
  name: 'SupplierRef',
  description: 'The supplier of a product, as product pages and cards show it',
})
export class SupplierRefResponse {
  @ApiProperty({ format: 'uuid', description: 'Also the id of the storefront (GET /suppliers/{id})' })
  id!: string;

  @ApiProperty({ example: 'Ashanti Cocoa Co-op' })
  name!: string;

  @ApiProperty({ description: 'Sokoni verified the supplier' })
  verified!: boolean;
}

@ApiSchema({
  name: 'Product',
  description: 'A product page (owners and staff also see their unpublished ones)',
})
export class ProductResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: PRODUCT_STATUSES, enumName: 'ProductStatus' })
  status!: ProductStatus;

  @ApiProperty({ example: 'Grade A fermented cocoa beans' })
  title!: string;

  @ApiProperty({ description: 'Plain text or simple Markdown (render with HTML off)' })
  description!: string;

  @ApiProperty({ type: () => ProductCategoryRefResponse })
  category!: ProductCategoryRefResponse;

  @ApiProperty({ type: () => SupplierRefResponse })
  supplier!: SupplierRefResponse;

  @ApiProperty({ type: () => [ProductImageResponse] })
  images!: ProductImageResponse[];

  @ApiProperty({ example: 'tonne', description: `One of: ${UNITS.join(', ')}` })
  unit!: string;

  @ApiProperty({ type: 'integer', example: 5, description: 'Minimum order quantity, in `unit`' })
  moq!: number;

  @ApiProperty({ type: () => [PriceTierResponse] })
  priceTiers!: PriceTierResponse[];

  @ApiProperty({ example: 'GHS', description: 'ISO 4217 code of every price of the product' })
  currency!: string;

  @ApiProperty({ type: 'integer', description: 'Lowest tier price, minor units of `currency`' })
  minPriceMinor!: number;

  @ApiProperty({ type: 'integer', description: 'The same in US cents (at the current FX rate)' })
  minPriceUsdCents!: number;

  @ApiProperty()
  readyToShip!: boolean;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 120,
    description: 'Units that can be ordered now (stock kept by trade); null: not limited (made to order)',
  })
  available!: number | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 14 })
  leadTimeDays!: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'In `unit` per month' })
  capacityPerMonth!: number | null;

  @ApiProperty({ example: 'GH', description: 'ISO 3166-1 alpha-2' })
  originCountry!: string;

  @ApiProperty({ type: String, nullable: true, example: '1801.00' })
  hsCode!: string | null;

  @ApiProperty({ type: [String], example: ['FOB', 'CIF'], description: `Of: ${INCOTERMS.join(', ')}` })
  incoterms!: string[];

  @ApiProperty({ type: [String], example: ['Fairtrade'] })
  certifications!: string[];

  @ApiProperty({ type: () => [SpecificationResponse] })
  specifications!: SpecificationResponse[];

  @ApiProperty()
  sampleAvailable!: boolean;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Minor units of `currency`' })
  samplePriceMinor!: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Why moderation refused it: only in the owner’s and staff’s answers',
  })
  rejectionReason?: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

@ApiSchema({
  name: 'ProductComparison',
  description: 'Published products side by side, in the order asked for',
})
export class ProductComparisonResponse {
  @ApiProperty({ type: () => [ProductResponse], minItems: 2, maxItems: 4 })
  items!: ProductResponse[];
}

@ApiSchema({ name: 'SellerProductPage', description: "A page of the seller's own products, any status" })
export class SellerProductPageResponse {
  @ApiProperty({ type: () => [ProductResponse] })
  items!: ProductResponse[];

  @ApiProperty({ type: 'integer' })
  total!: number;

  @ApiProperty({ type: 'integer', example: 1 })
  page!: number;

  @ApiProperty({ type: 'integer', example: 20 })
  pageSize!: number;
}

type _Image = AssertTrue<SameShape<ProductImageResponse, ProductImageView>>;
type _Variant = AssertTrue<SameShape<ImageVariantResponse, ImageVariant>>;
type _Tier = AssertTrue<SameShape<PriceTierResponse, PriceTier>>;
type _Spec = AssertTrue<SameShape<SpecificationResponse, Specification>>;
type _Product = AssertTrue<SameShape<ProductResponse, ProductView>>;
type _Comparison = AssertTrue<SameShape<ProductComparisonResponse, { items: ProductView[] }>>;
type _SellerPage = AssertTrue<SameShape<SellerProductPageResponse, Page<ProductView>>>;
