import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Length, Matches, ValidateIf } from 'class-validator';
import { IsFreeText } from '@sokoni/platform/errors';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** What a user may change about themselves. Role and verification are read-only here. */
export class UpdateProfileDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(2, 120)
  @IsFreeText()
  fullName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(2, 160)
  @IsFreeText()
  businessName?: string;

  /** null or '' clears it. */
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @ValidateIf((_o, v) => v !== null && v !== '')
  @Matches(/^\+?[0-9 ()-]{6,20}$/)
  phone?: string | null;

  @ApiPropertyOptional({ example: 'KE' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @Matches(/^[A-Z]{2}$/)
  country?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @ValidateIf((_o, v) => v !== null && v !== '')
  @IsString()
  @Length(1, 120)
  @IsFreeText()
  city?: string | null;

  @ApiPropertyOptional({ example: 'sw', description: 'Language of e-mails' })
  @IsOptional()
  @Matches(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
  locale?: string;

  /** The storefront language applied on sign-in; null clears it. */
  @ApiPropertyOptional({ type: String, nullable: true, example: 'ha' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @Length(2, 3)
  language?: string | null;

  /** The display currency applied on sign-in (ISO 4217); null clears it. */
  @ApiPropertyOptional({ type: String, nullable: true, example: 'KES' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @Length(3, 3)
  currency?: string | null;
}
