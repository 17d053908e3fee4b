import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO31661Alpha2,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsFreeText, REASON_MAX_LENGTH } from '@sokoni/platform/errors';
import { IMAGE_KEY } from './product-images.js';
import { HS_CODE, INCOTERMS, MAX_IMAGES, MAX_TIERS, UNITS } from './product-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
/** Money and quantities stay far below 2^53 so JSON numbers never lose precision. */
const MAX_MINOR = 1e13;
const MAX_QUANTITY = 1e9;

export class PriceTierDto {
  @ApiProperty({ example: 100 })
  @IsInt()
  @Min(1)
  @Max(MAX_QUANTITY)
  minQuantity!: number;

  @ApiProperty({ example: 245000, description: 'Integer minor units of the product currency' })
  @IsInt()
  @Min(1)
  @Max(MAX_MINOR)
  unitPriceMinor!: number;
}

export class SpecificationDto {
  @ApiProperty({ example: 'Moisture' })
  @Transform(trim)
  @IsString()
  @Length(1, 80)
  key!: string;

  @ApiProperty({ example: '≤ 7.5%' })
  @Transform(trim)
  @IsString()
  @Length(1, 500)
  value!: string;
}

/**
 * A product as a seller writes it. Shape and ranges are checked here; what needs the database or
 * looks across fields (category, currency, tiers against the MOQ, no HTML) is the use-case's.
 */
export class CreateProductDto {
  @ApiProperty({ example: 'Grade A fermented cocoa beans' })
  @Transform(trim)
  @IsString()
  @Length(3, 200)
  title!: string;

  @ApiPropertyOptional({ description: 'Plain text or a safe Markdown subset; HTML tags are refused.' })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  description?: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  categoryId!: string;

  @ApiProperty({ enum: UNITS })
  @IsIn(UNITS)
  unit!: (typeof UNITS)[number];

  @ApiProperty({ example: 100, description: 'Minimum order quantity, in `unit`' })
  @IsInt()
  @Min(1)
  @Max(MAX_QUANTITY)
  moq!: number;

  @ApiProperty({ type: [PriceTierDto], description: '1–6 quantity breaks; the first starts at the MOQ' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_TIERS)
  @ValidateNested({ each: true })
  @Type(() => PriceTierDto)
  priceTiers!: PriceTierDto[];

  @ApiProperty({ example: 'GHS', description: 'ISO 4217, one of /api/v1/fx-rates' })
  @Transform(upper)
  @Matches(/^[A-Z]{3}$/)
  currency!: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  readyToShip?: boolean;

  @ApiPropertyOptional({ type: 'integer', nullable: true, example: 14 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(365)
  leadTimeDays?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, example: 5000, description: 'In `unit` per month' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_000_000_000)
  capacityPerMonth?: number | null;

  @ApiProperty({ example: 'GH', description: 'ISO 3166-1 alpha-2' })
  @Transform(upper)
  @IsISO31661Alpha2()
  originCountry!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '1801.00' })
  @IsOptional()
  @Transform(trim)
  @Matches(HS_CODE, { message: 'products.hs_code_format' })
  hsCode?: string | null;

  @ApiPropertyOptional({ enum: INCOTERMS, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayUnique()
  @IsIn(INCOTERMS, { each: true })
  incoterms?: string[];

  @ApiPropertyOptional({ type: [String], example: ['Fairtrade', 'Organic (EU)'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ArrayUnique()
  @IsString({ each: true })
  @Length(1, 80, { each: true })
  certifications?: string[];

  @ApiPropertyOptional({ type: [SpecificationDto], maxItems: 30 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  @Type(() => SpecificationDto)
  specifications?: SpecificationDto[];

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  sampleAvailable?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Minor units of `currency`; only with a sample',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_MINOR)
  samplePriceMinor?: number | null;
}

/** Any subset of the fields; null clears an optional one (lead time, capacity, HS code, sample price). */
export class UpdateProductDto extends PartialType(CreateProductDto) {}

export class RejectProductDto {
  @ApiProperty({
    example: 'Photos show a different product than the title.',
    minLength: 3,
    maxLength: REASON_MAX_LENGTH,
  })
  @Transform(trim)
  @IsString()
  @Length(3, REASON_MAX_LENGTH)
  @IsFreeText()
  reason!: string;
}

/** The product's images in the order buyers see them; the first one is the main image. */
export class ImageOrderDto {
  @ApiProperty({
    type: [String],
    maxItems: MAX_IMAGES,
    example: ['0192f1c2-7c1e-7cc4-9d51-9f0d3c0a3b11.jpg', '0192f1c2-8a01-7f3e-a2b4-2c6f1d0e9a77.webp'],
    description: 'Every image key of the product, each once; the first is the main image',
  })
  @IsArray()
  @ArrayMaxSize(MAX_IMAGES)
  @ArrayUnique()
  @IsString({ each: true })
  @Matches(IMAGE_KEY, { each: true })
  keys!: string[];
}

export class SellerProductsQueryDto {
  @ApiPropertyOptional({ description: 'Words of the title, case-insensitive', maxLength: 200 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ enum: ['draft', 'pending_review', 'published', 'rejected', 'archived'] })
  @IsOptional()
  @IsIn(['draft', 'pending_review', 'published', 'rejected', 'archived'])
  status?: 'draft' | 'pending_review' | 'published' | 'rejected' | 'archived';

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  page?: number;

  @ApiPropertyOptional({ default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}

/** POST /seller/products/:id/duplicate: the copy's title (the client words "Copy of …" in its language). */
export class DuplicateProductDto {
  @ApiPropertyOptional({
    example: 'Copy of Grade A fermented cocoa beans',
    minLength: 3,
    maxLength: 200,
    description: 'Absent: the same title as the original',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(3, 200)
  title?: string;
}
