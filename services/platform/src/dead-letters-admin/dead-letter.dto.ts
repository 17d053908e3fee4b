import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { IsFreeText, REASON_MAX_LENGTH } from '../errors/index.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class DiscardDeadLetterDto {
  /** Kept with the letter and in the audit log; staff read it in the console. */
  @ApiProperty({
    minLength: 3,
    maxLength: REASON_MAX_LENGTH,
    example: 'Duplicate of an event handled by hand',
  })
  @Transform(trim)
  @IsString()
  @Length(3, REASON_MAX_LENGTH)
  @IsFreeText()
  reason!: string;
}
