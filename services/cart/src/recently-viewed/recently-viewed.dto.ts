import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDateString, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { lowerCase } from '../cart/cart.dto.js';
import { RECENTLY_VIEWED_MAX } from './recent-views.js';

export class RecordViewDto {
  @ApiProperty({ format: 'uuid', description: 'The product opened' })
  @Transform(lowerCase)
  @IsUUID()
  productId!: string;
}

export class MergeViewDto extends RecordViewDto {
  @ApiPropertyOptional({
    format: 'date-time',
    description: 'When this browser opened it (never later than now)',
  })
  @IsOptional()
  @IsDateString({ strict: true })
  viewedAt?: string;
}

export class MergeViewsDto {
  @ApiProperty({ type: () => [MergeViewDto], maxItems: RECENTLY_VIEWED_MAX })
  @IsArray()
  @ArrayMaxSize(RECENTLY_VIEWED_MAX)
  @ValidateNested({ each: true })
  @Type(() => MergeViewDto)
  items!: MergeViewDto[];
}
