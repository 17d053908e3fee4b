import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

export class BulkImportUploadDto {
  @ApiProperty({ format: 'uuid', description: 'The category every row of the file is listed in' })
  @IsUUID()
  categoryId!: string;
}

export const TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;

export class BulkImportTemplateQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  categoryId!: string;

  @ApiProperty({ enum: TEMPLATE_FORMATS })
  @IsIn(TEMPLATE_FORMATS)
  format!: (typeof TEMPLATE_FORMATS)[number];
}

export class BulkImportErrorsQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  page?: number;

  @ApiPropertyOptional({ default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  pageSize?: number;
}
