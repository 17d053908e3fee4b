import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import type { RateView } from './fx-rates.js';

@ApiSchema({ name: 'FxRate', description: 'Units of a currency per 1 USD, for display conversions' })
export class FxRateResponse {
  @ApiProperty({ example: 'KES', description: 'ISO 4217' })
  currency!: string;

  @ApiProperty({ example: 150 })
  perUsd!: number;

  @ApiProperty({ type: 'integer', example: 2, description: 'ISO 4217 minor digits (TND 3, UGX 0)' })
  minorDigits!: number;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

type _Rate = AssertTrue<SameShape<FxRateResponse, RateView>>;
