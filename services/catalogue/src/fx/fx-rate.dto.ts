import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';

/**
 * A positive decimal below one billion with at most 8 decimals (the column is numeric(20, 8)):
 * "150", "0.85", "3700.125". No exponent, sign or grouping.
 */
export const PER_USD = /^(?=.*[1-9])(0|[1-9]\d{0,8})(\.\d{1,8})?$/;

export class UpdateFxRateDto {
  @ApiProperty({
    example: '150.25',
    description:
      'Units of the currency per 1 USD: a positive decimal below 1,000,000,000 with at most 8 decimals. ' +
      'Send it as a string to keep it exact; a JSON number is read as the decimal it is written as.',
  })
  // A JSON number is taken as written (0.85 → "0.85"); one that only an exponent can spell fails.
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' && Number.isFinite(value) ? String(value) : value,
  )
  @IsString()
  @Matches(PER_USD, { message: 'fx.per_usd_format' })
  perUsd!: string;
}
