import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { IsFreeText } from '@sokoni/platform/errors';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

export class RegisterDto {
  @ApiProperty({ example: 'ama@cocoa-coop.gh' })
  @Transform(trim)
  @IsEmail({}, { message: 'validation.isEmail' })
  @MaxLength(254)
  email!: string;

  /** Strength is checked by the use-case, which says exactly why a password is refused. */
  @ApiProperty({ minLength: 10, maxLength: 128 })
  @IsString()
  password!: string;

  @ApiProperty({ example: 'Ama Owusu' })
  @Transform(trim)
  @IsString()
  @Length(2, 120)
  @IsFreeText()
  fullName!: string;

  @ApiProperty({ example: 'Ashanti Cocoa Cooperative' })
  @Transform(trim)
  @IsString()
  @Length(2, 160)
  @IsFreeText()
  businessName!: string;

  /** buyer, seller or both; anything else (the staff roles admin and analyst included) registers a buyer. */
  @ApiPropertyOptional({ enum: ['buyer', 'seller', 'both'], default: 'buyer' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  role?: string;

  @ApiProperty({ example: 'GH', description: 'ISO 3166-1 alpha-2' })
  @Transform(upper)
  @Matches(/^[A-Z]{2}$/)
  country!: string;

  @ApiPropertyOptional({ example: '+233 24 123 4567' })
  @IsOptional()
  @Transform(trim)
  @Matches(/^\+?[0-9 ()-]{6,20}$/)
  phone?: string;

  @ApiPropertyOptional({ example: 'Kumasi' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(1, 120)
  @IsFreeText()
  city?: string;

  /** Language for e-mails; defaults to the request's Accept-Language. */
  @ApiPropertyOptional({ example: 'fr' })
  @IsOptional()
  @Matches(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
  locale?: string;
}
