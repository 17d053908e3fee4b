import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUrl, Length } from 'class-validator';
import { IsFreeText, REASON_MAX_LENGTH } from '@sokoni/platform/errors';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class AcceptOrderDto {
  /** A word for the buyer ("shipping Tuesday"). */
  @ApiPropertyOptional({ maxLength: REASON_MAX_LENGTH })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(1, REASON_MAX_LENGTH)
  @IsFreeText()
  note?: string;
}

export class DeclineOrderDto {
  @ApiProperty({ maxLength: REASON_MAX_LENGTH, example: 'Out of stock until next harvest' })
  @Transform(trim)
  @IsString()
  @Length(3, REASON_MAX_LENGTH)
  @IsFreeText()
  reason!: string;
}

export class CancelOrderDto {
  @ApiPropertyOptional({ maxLength: REASON_MAX_LENGTH })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(1, REASON_MAX_LENGTH)
  @IsFreeText()
  reason?: string;
}

/** The text fields of the ship form (JSON, or multipart with files in `documents`). */
export class ShipOrderDto {
  @ApiProperty({ example: 'DHL Express' })
  @Transform(trim)
  @IsString()
  @Length(2, 100)
  @IsFreeText()
  carrier!: string;

  @ApiProperty({ example: 'JD014600003828' })
  @Transform(trim)
  @IsString()
  @Length(2, 100)
  @IsFreeText()
  trackingNumber!: string;

  @ApiPropertyOptional({ example: 'https://www.dhl.com/track?AWB=JD014600003828' })
  @IsOptional()
  @Transform(trim)
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true })
  @Length(1, 500)
  trackingUrl?: string;
}
