import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Allow, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

export const FEATURED_DEFAULT_LIMIT = 8;
export const FEATURED_MAX_LIMIT = 24;

/** GET /products/featured: how many, and the currency of convertedMinPrice. */
export class FeaturedQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    default: FEATURED_DEFAULT_LIMIT,
    minimum: 1,
    maximum: FEATURED_MAX_LIMIT,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(FEATURED_MAX_LIMIT)
  limit?: number;

  @ApiPropertyOptional({ default: 'USD', example: 'KES', description: 'ISO 4217, one of GET /fx-rates' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() || undefined : value,
  )
  @Matches(/^[A-Z]{3}$/, { message: 'validation.isISO4217CurrencyCode' })
  currency?: string;

  /** Language of the category names (and of error messages); else Accept-Language. */
  @ApiPropertyOptional({ example: 'fr' })
  @Allow()
  lang?: string;
}
