import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Length, Max, Min, ValidateIf } from 'class-validator';
import { IsFreeText, REASON_MAX_LENGTH } from '@sokoni/platform/errors';
import {
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  type DisputeOutcome,
  type DisputeReason,
} from './dispute.entities.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const EVIDENCE_FIELD = 'evidence';
export const DESCRIPTION_MAX_LENGTH = 4000;

/** The text fields of the dispute form (multipart, evidence files in `evidence`; or JSON without files). */
export class OpenDisputeDto {
  @ApiProperty({ enum: DISPUTE_REASONS })
  @IsIn(DISPUTE_REASONS)
  reason!: DisputeReason;

  @ApiProperty({ maxLength: DESCRIPTION_MAX_LENGTH, example: 'Two of the ten bags arrived torn and wet.' })
  @Transform(trim)
  @IsString()
  @Length(10, DESCRIPTION_MAX_LENGTH)
  @IsFreeText()
  description!: string;
}

export class RespondDisputeDto {
  @ApiProperty({ maxLength: DESCRIPTION_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @Length(2, DESCRIPTION_MAX_LENGTH)
  @IsFreeText()
  text!: string;
}

export class DecideDisputeDto {
  @ApiProperty({ enum: DISPUTE_OUTCOMES })
  @IsIn(DISPUTE_OUTCOMES)
  outcome!: DisputeOutcome;

  /** refund_partial only: what goes back to the buyer, in minor units of the order's currency. */
  @ApiPropertyOptional({ type: 'integer', minimum: 1 })
  @ValidateIf((o: DecideDisputeDto) => o.outcome === 'refund_partial' || o.refundMinor !== undefined)
  @IsInt()
  @Min(1)
  @Max(Number.MAX_SAFE_INTEGER)
  refundMinor?: number;

  @ApiProperty({ maxLength: REASON_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @Length(3, REASON_MAX_LENGTH)
  @IsFreeText()
  reason!: string;
}
