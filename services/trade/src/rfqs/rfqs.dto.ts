import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Allow, IsIn, IsInt, IsOptional, IsString, Length, Max, Min, ValidateNested } from 'class-validator';
import { IsFreeText, REASON_MAX_LENGTH } from '@sokoni/platform/errors';
import { ShippingAddressDto } from '../checkout/checkout.dto.js';
import { INCOTERMS, MAX_INVITED, MAX_MAX_QUOTES, MAX_PRICE_TIERS, RFQ_VISIBILITIES } from './rfq-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/*
 * The RFQ and quote bodies only declare their fields (@Allow): every rule, types included, is
 * checked by rfq-rules / quote-rules so that the buyer gets every broken rule in one 422.
 */

@ApiSchema({ name: 'PostRfqInput' })
export class PostRfqDto {
  @ApiPropertyOptional({
    type: 'string',
    format: 'uuid',
    description: 'A catalogue product; its category is matched',
  })
  @Allow()
  productId?: unknown;

  @ApiPropertyOptional({ type: 'string', description: 'Required when no product is named' })
  @Allow()
  categoryId?: unknown;

  @ApiProperty({ type: 'string', minLength: 3, maxLength: 200, example: '20 t of raw cashew nuts' })
  @Allow()
  title!: unknown;

  @ApiProperty({ type: 'string', minLength: 10, maxLength: 4000 })
  @Allow()
  description!: unknown;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 1_000_000_000 })
  @Allow()
  quantity!: unknown;

  @ApiProperty({ type: 'string', maxLength: 32, example: 'kg' })
  @Allow()
  unit!: unknown;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Unit price in minor units of currency' })
  @Allow()
  targetPriceMinor?: unknown;

  @ApiProperty({ type: 'string', example: 'KES', description: 'ISO 4217, one of the supported currencies' })
  @Allow()
  currency!: unknown;

  @ApiProperty({ type: 'string', enum: INCOTERMS })
  @Allow()
  incoterm!: unknown;

  @ApiProperty({ type: 'string', example: 'KE', description: 'ISO 3166-1 alpha-2, an African country' })
  @Allow()
  destinationCountry!: unknown;

  @ApiPropertyOptional({ type: 'string', maxLength: 120, example: 'Mombasa' })
  @Allow()
  destinationPort?: unknown;

  @ApiProperty({ type: 'string', format: 'date', example: '2027-03-01' })
  @Allow()
  neededBy!: unknown;

  @ApiProperty({ type: 'string', format: 'date-time', description: 'In the future, before neededBy' })
  @Allow()
  quoteDeadline!: unknown;

  @ApiProperty({ type: 'string', enum: RFQ_VISIBILITIES })
  @Allow()
  visibility!: unknown;

  @ApiPropertyOptional({ type: 'string', format: 'uuid', isArray: true, maxItems: MAX_INVITED })
  @Allow()
  invitedSupplierIds?: unknown;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_MAX_QUOTES, default: 10 })
  @Allow()
  maxQuotes?: unknown;

  @ApiPropertyOptional({ type: 'string', isArray: true, description: 'ISO 3166-1 alpha-2 codes' })
  @Allow()
  supplierCountries?: unknown;
}

@ApiSchema({ name: 'RfqPriceTier' })
export class PriceTierDto {
  @ApiProperty({ type: 'integer', minimum: 1 }) minQuantity!: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) unitPriceMinor!: number;
}

@ApiSchema({ name: 'RfqQuoteInput' })
export class QuoteDto {
  @ApiPropertyOptional({
    type: 'string',
    format: 'uuid',
    description: "One of the supplier's published products",
  })
  @Allow()
  productId?: unknown;

  @ApiProperty({ type: PriceTierDto, isArray: true, minItems: 1, maxItems: MAX_PRICE_TIERS })
  @Allow()
  priceTiers!: unknown;

  @ApiProperty({ type: 'string', example: 'USD' })
  @Allow()
  currency!: unknown;

  @ApiProperty({ type: 'integer', minimum: 1, description: "At most the RFQ's quantity" })
  @Allow()
  moq!: unknown;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 365 })
  @Allow()
  leadTimeDays!: unknown;

  @ApiProperty({ type: 'string', format: 'date' })
  @Allow()
  validUntil!: unknown;

  @ApiProperty({ type: 'string', enum: INCOTERMS })
  @Allow()
  incoterm!: unknown;

  @ApiProperty({
    type: 'string',
    minLength: 2,
    maxLength: 500,
    example: '30% deposit, 70% against documents',
  })
  @Allow()
  paymentTerms!: unknown;

  @ApiProperty({ type: 'boolean' })
  @Allow()
  sampleAvailable!: unknown;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, nullable: true })
  @Allow()
  samplePriceMinor?: unknown;

  @ApiPropertyOptional({ type: 'string', maxLength: 4000 })
  @Allow()
  message?: unknown;
}

@ApiSchema({ name: 'RemoveRfqInput' })
export class RemoveRfqDto {
  @ApiProperty({ maxLength: REASON_MAX_LENGTH, example: 'Spam: advertising, no real request' })
  @Transform(trim)
  @IsString()
  @Length(3, REASON_MAX_LENGTH)
  @IsFreeText()
  reason!: string;
}

export class RfqPageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}

export class SellerRfqQueryDto extends RfqPageQueryDto {
  @ApiPropertyOptional({ enum: ['matching', 'mine'], default: 'matching' })
  @IsOptional()
  @IsIn(['matching', 'mine'])
  filter?: 'matching' | 'mine';
}

@ApiSchema({ name: 'AcceptRfqQuoteInput' })
export class AcceptQuoteDto {
  /** Where the order ships; without it the order names the RFQ's destination country and port only. */
  @ApiPropertyOptional({ type: ShippingAddressDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ShippingAddressDto)
  shippingAddress?: ShippingAddressDto;
}
