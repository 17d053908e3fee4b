import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Allow, IsBoolean, IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Query strings are text; only the exact words true/false are booleans, anything else is refused. */
const bool = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** GET /suppliers: the supplier directory's filters. Empty parameters mean "no filter". */
export class ListSuppliersDto {
  @ApiPropertyOptional({ example: 'GH', description: 'ISO 3166-1 alpha-2' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() || undefined : value,
  )
  @Matches(/^[A-Z]{2}$/, { message: 'suppliers.country_code' })
  country?: string;

  /** A category path (or unique slug): suppliers with published products in that subtree. */
  @ApiPropertyOptional({ example: 'agriculture/cocoa-coffee' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() || undefined : value,
  )
  @IsString()
  @Length(1, 200)
  category?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(bool)
  @IsBoolean()
  verified?: boolean;

  /** Company name; accents and small typos are forgiven. */
  @ApiPropertyOptional({ example: 'ashanti cocoa' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(0, 100)
  q?: string;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  page?: number;

  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;

  /** The language of error messages (read by i18n, not here); declared so it is not refused. */
  @ApiPropertyOptional({ example: 'fr' })
  @Allow()
  lang?: string;
}
