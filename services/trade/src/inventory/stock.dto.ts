import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ParseUUIDPipe } from '@nestjs/common';
import { StockProblems } from './stock.problems.js';

/** A malformed product id names no product: the same 404 as another seller's. */
export const productIdPipe = () =>
  new ParseUUIDPipe({ exceptionFactory: () => StockProblems.productNotFound() });

/** Catalogue's bound on quantities: far below 2^31 (the column) and 2^53 (JSON). */
export const MAX_STOCK = 1_000_000_000;

export class SetStockDto {
  @ApiProperty({ example: 120, description: 'Units on hand, including those held by unpaid orders' })
  @IsInt()
  @Min(0)
  @Max(MAX_STOCK)
  quantity!: number;
}

export class StockQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}
