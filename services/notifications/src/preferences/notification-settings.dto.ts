import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Length,
  ValidateNested,
} from 'class-validator';
import { TOPICS, type Topic } from './notification-topics.js';

/** One topic's new choice; a channel left out stays as it is. */
export class TopicChoiceDto {
  /** A topic of the settings (the always-on ones cannot be changed and are refused). */
  @ApiProperty({ enum: TOPICS, enumName: 'NotificationTopic' })
  @IsIn(TOPICS, { message: 'notifications.unknown_topic' })
  topic!: Topic;

  @ApiPropertyOptional({ description: 'E-mails about this topic (for marketing: the newsletter)' })
  @IsOptional()
  @IsBoolean()
  email?: boolean;

  @ApiPropertyOptional({ description: 'Notifications in the app (the bell)' })
  @IsOptional()
  @IsBoolean()
  inApp?: boolean;

  @ApiPropertyOptional({ description: 'Text messages (SMS or WhatsApp) to a verified phone number' })
  @IsOptional()
  @IsBoolean()
  sms?: boolean;
}

/** PUT /notification-settings: the topics whose choices change; topics left out keep theirs. */
export class UpdateNotificationSettingsDto {
  @ApiProperty({ type: TopicChoiceDto, isArray: true, minItems: 1, maxItems: TOPICS.length })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(TOPICS.length)
  @ValidateNested({ each: true })
  @Type(() => TopicChoiceDto)
  topics!: TopicChoiceDto[];
}

const TOKEN = { min: 20, max: 300 };

/** Where the token may come: the query of the List-Unsubscribe URL, which mail clients POST to. */
export class UnsubscribeQueryDto {
  @ApiPropertyOptional({ description: 'The token of the link, when not in the body' })
  @IsOptional()
  @IsString()
  @Length(TOKEN.min, TOKEN.max)
  token?: string;
}

/**
 * The storefront sends `{token}` as JSON; a mail client (RFC 8058) sends the form body
 * `List-Unsubscribe=One-Click` with the token in the URL. Documents the body only: the controller
 * reads it by hand, since a multipart one-click arrives unparsed.
 */
export class UnsubscribeDto {
  @ApiPropertyOptional({ description: 'The token of the link (`?token=`) of a Sokoni e-mail' })
  @IsOptional()
  @IsString()
  @Length(TOKEN.min, TOKEN.max)
  token?: string;

  @ApiPropertyOptional({ enum: ['One-Click'], description: 'Sent by mail clients (RFC 8058)' })
  @IsOptional()
  @Equals('One-Click')
  'List-Unsubscribe'?: string;
}
