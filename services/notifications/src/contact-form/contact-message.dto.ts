import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, Length, Matches, MaxLength, ValidateBy } from 'class-validator';
import { IsFreeText } from '@sokoni/platform/errors';
import { LANGUAGE_TAG } from '../email/recipient-locale.js';
import { CONTACT_TOPICS, type ContactTopic } from './contact-message.entity.js';

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** One line of text: no line breaks or other control characters (names go into e-mail subjects). */
export const ONE_LINE = /^[^\p{Cc}]*$/u;
const LINK = /(https?:\/\/|www\.)/i;

/**
 * The name is written back in the acknowledgement; refusing links in it keeps the form from
 * mailing someone else's advertisement to any address.
 */
export const NoLink = () =>
  ValidateBy({
    name: 'noLink',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !LINK.test(value),
      defaultMessage: () => 'notifications.name_has_link',
    },
  });

/** POST /contact-messages: the storefront's contact form. */
export class ContactMessageDto {
  @ApiProperty({ minLength: 1, maxLength: 120, example: 'Amina Diallo' })
  @Transform(trim)
  @IsString()
  @Length(1, 120)
  @Matches(ONE_LINE, { message: 'notifications.one_line' })
  @NoLink()
  @IsFreeText()
  name!: string;

  @ApiProperty({ format: 'email', maxLength: 254, example: 'amina@coop.example' })
  @Transform(trim)
  @IsEmail({}, { message: 'notifications.invalid_email' })
  @MaxLength(254)
  email!: string;

  @ApiPropertyOptional({ maxLength: 160, example: 'Diallo Shea Cooperative' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() || undefined : value,
  )
  @IsString()
  @MaxLength(160)
  @Matches(ONE_LINE, { message: 'notifications.one_line' })
  @IsFreeText()
  company?: string;

  @ApiProperty({ enum: CONTACT_TOPICS, enumName: 'ContactTopic' })
  @IsIn(CONTACT_TOPICS)
  topic!: ContactTopic;

  @ApiProperty({ minLength: 10, maxLength: 5000 })
  @Transform(trim)
  @IsString()
  @Length(10, 5000)
  @IsFreeText()
  message!: string;

  /** Language of the acknowledgement; defaults to the request's Accept-Language. */
  @ApiPropertyOptional({ example: 'fr' })
  @IsOptional()
  @Matches(LANGUAGE_TAG, { message: 'validation.isLocale' })
  locale?: string;
}
