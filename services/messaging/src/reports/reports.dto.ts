import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { IsFreeText } from '@sokoni/platform/errors';
import { REPORT_REASONS, type ReportReason } from '../messaging.entities.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const NOTE_MAX_LENGTH = 2000;

export class ReportConversationDto {
  @ApiProperty({ enum: REPORT_REASONS })
  @IsIn(REPORT_REASONS)
  reason!: ReportReason;

  @ApiPropertyOptional({ maxLength: NOTE_MAX_LENGTH, description: 'What staff should know' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(NOTE_MAX_LENGTH)
  @IsFreeText()
  note?: string;
}

export class ResolveReportDto {
  @ApiProperty({ maxLength: NOTE_MAX_LENGTH, description: 'What staff did about it' })
  @Transform(trim)
  @IsString()
  @Length(3, NOTE_MAX_LENGTH)
  @IsFreeText()
  resolution!: string;
}
