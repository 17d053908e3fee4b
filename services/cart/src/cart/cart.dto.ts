import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsUUID,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { MAX_QUANTITY } from '../pricing/pricing.js';

/** Most items one merge request may carry (a guest cart is small; this bounds the work of one request). */
export const MERGE_MAX_ITEMS = 200;
/** The largest unit price catalogue accepts, in minor units. */
const MAX_UNIT_PRICE_MINOR = 10_000_000_000_000;

/** Ids are compared as text in memory: one spelling for all. */
export const lowerCase = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export class AddCartItemDto {
  @ApiProperty({ format: 'uuid', description: 'A published product' })
  @Transform(lowerCase)
  @IsUUID()
  productId!: string;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: MAX_QUANTITY,
    example: 20,
    description: "Units to add (to the line's quantity when the product is already in the cart)",
  })
  @IsInt()
  @Min(1)
  @Max(MAX_QUANTITY)
  quantity!: number;
}

export class UpdateCartItemDto {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: MAX_QUANTITY,
    example: 50,
    description:
      "The line's new quantity. The line takes the current tier price for it; sending the same quantity accepts a new price.",
  })
  @IsInt()
  @Min(1)
  @Max(MAX_QUANTITY)
  quantity!: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    example: 2900000,
    description: 'The unit price the buyer was shown; if the current price differs, 409 cart.price_changed',
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

export class MergeCartItemDto extends AddCartItemDto {}

export class MergeCartDto {
  @ApiProperty({ type: () => [MergeCartItemDto], maxItems: MERGE_MAX_ITEMS })
  @IsArray()
  @ArrayMaxSize(MERGE_MAX_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => MergeCartItemDto)
  items!: MergeCartItemDto[];
}
