import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { LANGUAGE_TAG } from '../email/recipient-locale.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SubscribeNewsletterDto {
  @ApiProperty({ format: 'email', maxLength: 254, example: 'amina@coop.example' })
  @Transform(trim)
  @IsEmail({}, { message: 'notifications.invalid_email' })
  @MaxLength(254)
  email!: string;

  /** Language of the e-mails; defaults to the request's Accept-Language. */
  @ApiPropertyOptional({ example: 'fr' })
  @IsOptional()
  @Matches(LANGUAGE_TAG, { message: 'validation.isLocale' })
  locale?: string;
}

export class UnsubscribeNewsletterDto {
  @ApiProperty({ description: 'The token of the unsubscribe link (`?token=`) of a newsletter e-mail' })
  @IsString()
  @Length(20, 200)
  token!: string;
}
