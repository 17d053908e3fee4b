import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import type { SupplierPage } from './list-suppliers.query.js';
import { EMPLOYEE_BANDS, VERIFICATION_STATUSES, type VerificationStatus } from './supplier.entity.js';
import type { StorefrontProductView, StorefrontView, SupplierView } from './supplier.view.js';

/** OpenAPI schemas of the supplier views (supplier.view.ts); checked against them below. */
@ApiSchema({ name: 'Supplier', description: 'A supplier storefront (company profile)' })
export class SupplierResponse {
  @ApiProperty({ format: 'uuid', description: "The seller's account id" })
  id!: string;

  @ApiProperty({ example: 'Ashanti Cocoa Co-op' })
  companyName!: string;

  @ApiProperty({ example: 'GH', description: 'ISO 3166-1 alpha-2' })
  country!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Kumasi' })
  city!: string | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 1998 })
  yearEstablished!: number | null;

  @ApiProperty({ type: String, enum: EMPLOYEE_BANDS, nullable: true })
  employeesBand!: string | null;

  @ApiProperty({ type: [String], example: ['Cocoa beans', 'Cocoa butter'] })
  mainProducts!: string[];

  @ApiProperty({ type: [String], example: ['ISO 22000', 'Fairtrade'] })
  certifications!: string[];

  @ApiProperty({ type: [String], example: ['en', 'fr', 'tw'], description: 'ISO 639-1 codes' })
  languages!: string[];

  @ApiProperty({ type: 'integer', nullable: true, example: 24 })
  responseTimeHours!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Plain text' })
  description!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example:
      '/api/v1/suppliers/0192f1c2-7c1e-7cc4-9d51-9f0d3c0a3b11/images/0192f1c2-8a01-7f3e-a2b4-2c6f1d0e9a77.webp',
    description: 'The logo (WebP, at most 512 × 512), null when none is set',
  })
  logoUrl!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The banner (WebP, at most 1920 × 640), null when none is set',
  })
  bannerUrl!: string | null;

  @ApiProperty({ enum: VERIFICATION_STATUSES, enumName: 'SupplierVerificationStatus' })
  verificationStatus!: VerificationStatus;

  @ApiProperty({ description: 'verificationStatus is verified' })
  verified!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  verifiedAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the Verified badge runs out unless renewed; null when not verified or without a set end',
  })
  verificationExpiresAt!: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 4.6, description: 'Average review rating, 1–5' })
  rating!: number | null;

  @ApiProperty({ type: 'integer' })
  ratingCount!: number;

  @ApiProperty({ type: 'integer', description: 'Published products buyers can see' })
  productCount!: number;

  @ApiProperty({ format: 'date-time' })
  memberSince!: string;
}

@ApiSchema({ name: 'StorefrontProduct', description: 'A product on a storefront' })
export class StorefrontProductResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Thumbnail of the first image' })
  imageUrl!: string | null;

  @ApiProperty({ example: 'agriculture/cocoa-coffee' })
  categoryPath!: string;

  @ApiProperty({ example: 'tonne' })
  unit!: string;

  @ApiProperty({ type: 'integer' })
  moq!: number;

  @ApiProperty({ example: 'GHS' })
  currency!: string;

  @ApiProperty({ type: 'integer', description: 'Lowest tier price, minor units of `currency`' })
  minPriceMinor!: number;

  @ApiProperty({ type: 'integer' })
  minPriceUsdCents!: number;

  @ApiProperty()
  readyToShip!: boolean;

  @ApiProperty({ example: 'GH' })
  originCountry!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt!: string | null;
}

@ApiSchema({ name: 'SupplierStorefront', description: 'A public storefront with its newest products' })
export class StorefrontResponse extends SupplierResponse {
  @ApiProperty({
    type: () => [StorefrontProductResponse],
    maxItems: 20,
    description: 'The newest published products; productCount says how many there are in all',
  })
  products!: StorefrontProductResponse[];
}

@ApiSchema({ name: 'SupplierPage', description: 'A page of the supplier directory' })
export class SupplierPageResponse {
  @ApiProperty({ type: () => [SupplierResponse] })
  items!: SupplierResponse[];

  @ApiProperty({ type: 'integer' })
  total!: number;

  @ApiProperty({ type: 'integer', example: 1 })
  page!: number;

  @ApiProperty({ type: 'integer', example: 20 })
  pageSize!: number;
}

type _Supplier = AssertTrue<SameShape<SupplierResponse, SupplierView>>;
type _StorefrontProduct = AssertTrue<SameShape<StorefrontProductResponse, StorefrontProductView>>;
type _Storefront = AssertTrue<SameShape<StorefrontResponse, StorefrontView>>;
type _Page = AssertTrue<SameShape<SupplierPageResponse, SupplierPage>>;
