import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { IsFreeText, REASON_MAX_LENGTH } from '@sokoni/platform/errors';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class StaffRefundDto {
  /** Part of what the order holds, in minor units; all of it when omitted. */
  @ApiPropertyOptional({ type: 'integer', minimum: 1 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(Number.MAX_SAFE_INTEGER)
  amountMinor?: number;

  @ApiProperty({ maxLength: REASON_MAX_LENGTH, example: 'Support case 4411: goods lost by the carrier' })
  @Transform(trim)
  @IsString()
  @Length(3, REASON_MAX_LENGTH)
  @IsFreeText()
  reason!: string;
}
