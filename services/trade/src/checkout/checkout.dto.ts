import { applyDecorators, ParseUUIDPipe } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO31661Alpha2,
  IsNotEmpty,
  IsOptional,
  IsPhoneNumber,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsFreeText } from '@sokoni/platform/errors';
import { MAX_LINE_QUANTITY } from '../catalog/index.js';
import { SUPPORTED_CURRENCIES } from '../money/index.js';
import { CheckoutProblems } from './checkout.problems.js';

/** Most lines one checkout may buy: a large cart, and a bound on the work of one request. */
export const MAX_CHECKOUT_ITEMS = 100;
/** Catalogue's largest unit price, in minor units. */
const MAX_UNIT_PRICE_MINOR = 10_000_000_000_000;
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;

/** A malformed checkout id names no checkout: the same 404 as another buyer's. */
export const checkoutIdPipe = () =>
  new ParseUUIDPipe({ exceptionFactory: () => CheckoutProblems.notFound() });

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
const lower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** Text people type and sellers read: trimmed, present, bounded, plain. */
const Text = (max: number) =>
  applyDecorators(Transform(trim), IsString(), IsNotEmpty(), MaxLength(max), IsFreeText());
const OptionalText = (max: number) => applyDecorators(IsOptional(), Text(max));

export class ShippingAddressDto {
  @ApiProperty({ example: 'Wanjiru Kamau', maxLength: 120 })
  @Text(120)
  fullName!: string;

  @ApiPropertyOptional({ example: 'Kamau Traders Ltd', maxLength: 160 })
  @OptionalText(160)
  company?: string;

  @ApiProperty({ example: '12 Moi Avenue', maxLength: 200 })
  @Text(200)
  line1!: string;

  @ApiPropertyOptional({ example: 'Warehouse 4', maxLength: 200 })
  @OptionalText(200)
  line2?: string;

  @ApiProperty({ example: 'Nairobi', maxLength: 100 })
  @Text(100)
  city!: string;

  @ApiPropertyOptional({ example: 'Nairobi County', maxLength: 100 })
  @OptionalText(100)
  region?: string;

  @ApiPropertyOptional({ example: '00100', maxLength: 20 })
  @OptionalText(20)
  postalCode?: string;

  @ApiProperty({ example: 'KE', description: 'ISO 3166-1 alpha-2' })
  @Transform(upper)
  @IsISO31661Alpha2()
  country!: string;

  @ApiProperty({ example: '+254712345678', description: 'With the country code' })
  @Transform(trim)
  @IsString()
  @MaxLength(32)
  @IsPhoneNumber()
  phone!: string;
}

export class CheckoutItemDto {
  @ApiProperty({ format: 'uuid', description: 'A published product (one line per product)' })
  @Transform(lower)
  @IsUUID()
  productId!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_LINE_QUANTITY, example: 20 })
  @IsInt()
  @Min(1)
  @Max(MAX_LINE_QUANTITY)
  quantity!: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    example: 2900000,
    description:
      'The unit price the buyer was shown (the cart line); another current price → 409 checkout.prices_changed',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_UNIT_PRICE_MINOR)
  expectedUnitPriceMinor?: number;

  @ApiPropertyOptional({ example: 'GHS', description: 'The currency of expectedUnitPriceMinor' })
  @IsOptional()
  @Matches(/^[A-Z]{3}$/)
  expectedCurrency?: string;
}

export class PlaceCheckoutDto {
  @ApiProperty({ enum: SUPPORTED_CURRENCIES, example: 'KES', description: 'What the buyer pays in' })
  @IsIn(SUPPORTED_CURRENCIES)
  currency!: string;

  @ApiProperty({ type: ShippingAddressDto })
  @ValidateNested()
  @Type(() => ShippingAddressDto)
  shippingAddress!: ShippingAddressDto;

  @ApiPropertyOptional({ enum: INCOTERMS })
  @IsOptional()
  @IsIn(INCOTERMS)
  incoterm?: string;

  @ApiPropertyOptional({ maxLength: 1000, description: 'For the sellers' })
  @OptionalText(1000)
  note?: string;

  @ApiProperty({
    type: () => [CheckoutItemDto],
    minItems: 1,
    maxItems: MAX_CHECKOUT_ITEMS,
    description: 'The lines bought, from the buyer’s server cart; trade prices them itself',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CHECKOUT_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => CheckoutItemDto)
  items!: CheckoutItemDto[];
}
