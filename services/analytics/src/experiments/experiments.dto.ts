import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsFreeText } from '@sokoni/platform/errors';
import { EXPERIMENT_GOALS, type ExperimentGoal } from './experiment-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const EXPERIMENT_KEY = /^[a-z][a-z0-9_]{2,63}$/;
export const VARIANT_KEY = /^[a-z][a-z0-9_]{0,31}$/;
export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 5;

export class VariantDto {
  @ApiProperty({ pattern: VARIANT_KEY.source, example: 'variant_a' })
  @IsString()
  @Matches(VARIANT_KEY, { message: 'experiments.variant_key_format' })
  key!: string;

  @ApiProperty({ minLength: 1, maxLength: 60, example: 'Variant A' })
  @Transform(trim)
  @IsString()
  @Length(1, 60)
  @IsFreeText()
  name!: string;

  @ApiProperty({ minimum: 0, maximum: 100, description: 'Percent of the traffic; all weights add up to 100' })
  @IsInt()
  @Min(0)
  @Max(100)
  weight!: number;
}

/** PUT /:id — everything but the key (fixed once created) and the status (start and stop change it). */
export class UpdateExperimentDto {
  @ApiProperty({ minLength: 1, maxLength: 120 })
  @Transform(trim)
  @IsString()
  @Length(1, 120)
  @IsFreeText()
  name!: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(1000)
  @IsFreeText()
  description?: string;

  @ApiProperty({ minimum: 0, maximum: 100, description: 'Percent of visitors in the experiment' })
  @IsInt()
  @Min(0)
  @Max(100)
  trafficPercent!: number;

  @ApiProperty({
    type: VariantDto,
    isArray: true,
    minItems: MIN_VARIANTS,
    maxItems: MAX_VARIANTS,
    description: 'The first is the control',
  })
  @IsArray()
  @ArrayMinSize(MIN_VARIANTS)
  @ArrayMaxSize(MAX_VARIANTS)
  @ValidateNested({ each: true })
  @Type(() => VariantDto)
  variants!: VariantDto[];

  @ApiPropertyOptional({ enum: EXPERIMENT_GOALS, isArray: true, description: 'Default: all three' })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayUnique()
  @IsIn(EXPERIMENT_GOALS, { each: true })
  goals?: ExperimentGoal[];
}

/** POST — a new draft. */
export class CreateExperimentDto extends UpdateExperimentDto {
  @ApiProperty({ pattern: EXPERIMENT_KEY.source, example: 'checkout_copy_test' })
  @IsString()
  @Matches(EXPERIMENT_KEY, { message: 'experiments.key_format' })
  key!: string;
}

/** POST /identify */
export class IdentifyDto {
  /** Checked by the use-case (422, as for GET /assignments), so both answer a bad id alike. */
  @ApiProperty({
    format: 'uuid',
    description: 'The storefront’s anonymous id (localStorage sokoni.anonymousId)',
  })
  @IsString()
  @MaxLength(100)
  anonymousId!: string;
}
