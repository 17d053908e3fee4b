import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { ORDER_STATUSES, type OrderStatus } from './order-lifecycle.js';

const list = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : value;

export class SellerOrdersQueryDto {
  /** One status or several, comma-separated (`paid,accepted`). */
  @ApiPropertyOptional({
    example: 'paid,accepted',
    description: `Comma-separated: ${ORDER_STATUSES.join(', ')}`,
  })
  @IsOptional()
  @Transform(list)
  @IsIn(ORDER_STATUSES, { each: true })
  status?: OrderStatus[];

  /** A reference, or the start of one (`SK-7F3K`). */
  @ApiPropertyOptional({ example: 'SK-7F3K' })
  @IsOptional()
  @IsString()
  @Length(1, 40)
  q?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}
