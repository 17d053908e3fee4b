import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsFreeText } from '@sokoni/platform/errors';
import { EMPLOYEE_BANDS } from './supplier.entity.js';
import { IsEstablishedYear, IsLanguageCode } from './storefront.validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimEach = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value) ? value.map((v: unknown) => (typeof v === 'string' ? v.trim() : v)) : value;
const lowerEach = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value)
    ? value.map((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v))
    : value;

/**
 * PATCH /suppliers/me: what a seller edits about their storefront. Absent = unchanged; null clears
 * (an empty list for the lists). Company name, country and city are the account's (identity's
 * profile) and arrive here by its events, so they are not editable here.
 */
export class UpdateStorefrontDto {
  @ApiPropertyOptional({ type: 'integer', example: 1998, nullable: true })
  @IsOptional()
  @IsEstablishedYear()
  yearEstablished?: number | null;

  @ApiPropertyOptional({ enum: EMPLOYEE_BANDS, nullable: true })
  @IsOptional()
  @IsIn(EMPLOYEE_BANDS)
  employeesBand?: (typeof EMPLOYEE_BANDS)[number] | null;

  @ApiPropertyOptional({
    type: [String],
    maxItems: 10,
    nullable: true,
    example: ['Cocoa beans', 'Cocoa butter'],
  })
  @IsOptional()
  @Transform(trimEach)
  @IsArray()
  @ArrayMaxSize(10)
  @ArrayUnique()
  @IsString({ each: true })
  @Length(1, 80, { each: true })
  @IsFreeText({ each: true })
  mainProducts?: string[] | null;

  @ApiPropertyOptional({ type: [String], maxItems: 20, nullable: true, example: ['ISO 22000', 'Fairtrade'] })
  @IsOptional()
  @Transform(trimEach)
  @IsArray()
  @ArrayMaxSize(20)
  @ArrayUnique()
  @IsString({ each: true })
  @Length(1, 80, { each: true })
  @IsFreeText({ each: true })
  certifications?: string[] | null;

  @ApiPropertyOptional({
    type: [String],
    nullable: true,
    description: 'ISO 639-1 codes',
    example: ['en', 'fr', 'tw'],
  })
  @IsOptional()
  @Transform(lowerEach)
  @IsArray()
  @ArrayMaxSize(20)
  @ArrayUnique()
  @IsLanguageCode({ each: true })
  languages?: string[] | null;

  @ApiPropertyOptional({ type: 'integer', example: 24, minimum: 1, maximum: 168, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(168)
  responseTimeHours?: number | null;

  /** Plain text only: markup is refused, not stripped, so the seller sees exactly what is stored. */
  @ApiPropertyOptional({ type: String, maxLength: 4000, nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(4000)
  @IsFreeText()
  description?: string | null;
}
