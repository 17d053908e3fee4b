import { ParseUUIDPipe } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PaymentProblems } from './payment.problems.js';

/** A malformed payment id names no payment: the same 404 as another buyer's. */
export const paymentIdPipe = () => new ParseUUIDPipe({ exceptionFactory: () => PaymentProblems.notFound() });

export class SandboxCompleteDto {
  @ApiProperty({ enum: ['succeeded', 'failed'] })
  @IsIn(['succeeded', 'failed'])
  outcome!: 'succeeded' | 'failed';

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 10,
    description: 'Extra copies of the final webhook (same event id)',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10)
  duplicates?: number;

  @ApiPropertyOptional({ description: 'Deliver the final webhook first, then stale earlier ones' })
  @IsOptional()
  @IsBoolean()
  outOfOrder?: boolean;
}
