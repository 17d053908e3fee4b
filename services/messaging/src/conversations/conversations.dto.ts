import { ParseUUIDPipe } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Max,
  Min,
} from 'class-validator';
import { IsFreeText } from '@sokoni/platform/errors';
import { SUBJECT_KINDS, type SubjectKind } from '../messaging.entities.js';
import { MessagingProblems } from '../messaging.problems.js';
import { MAX_ATTACHMENTS } from '../messages/message-writer.js';

export const TEXT_MAX_LENGTH = 4000;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A malformed conversation id names no conversation: the same 404 as someone else's. */
export const conversationIdPipe = () =>
  new ParseUUIDPipe({ exceptionFactory: () => MessagingProblems.conversationNotFound() });

export class SendMessageDto {
  @ApiProperty({ maxLength: TEXT_MAX_LENGTH, description: 'May be empty when files are attached' })
  @Transform(trim)
  @IsString()
  @MaxLength(TEXT_MAX_LENGTH)
  @IsFreeText()
  text!: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    isArray: true,
    maxItems: MAX_ATTACHMENTS,
    description: 'Ids from POST /api/v1/conversations/attachments, uploaded by the caller and not sent yet',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_ATTACHMENTS)
  @IsUUID('all', { each: true })
  attachmentIds?: string[];
}

/**
 * Opens the conversation about a subject, or continues it when it exists: "contact supplier" on
 * a product (`product`) or a storefront (`supplier`, the supplier's user id), a question about an
 * RFQ, or about an order.
 */
export class OpenConversationDto extends SendMessageDto {
  @ApiProperty({ enum: SUBJECT_KINDS })
  @IsIn(SUBJECT_KINDS)
  subjectKind!: SubjectKind;

  @ApiProperty({ format: 'uuid', description: "The product's, RFQ's or order's id; the supplier's user id" })
  @IsUUID()
  subjectId!: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "Only for a buyer writing about their own RFQ: the supplier's user id",
  })
  @IsOptional()
  @IsUUID()
  recipientId?: string;
}

export class InboxQueryDto {
  @ApiPropertyOptional({
    maxLength: 100,
    description: "Searches the other party's name, the subject and the messages",
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  @IsFreeText()
  q?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50)
  pageSize?: number;
}

export class MessagesQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The previous page’s nextCursor' })
  @IsOptional()
  @IsUUID()
  before?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 30 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}
