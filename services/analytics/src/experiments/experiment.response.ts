import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EXPERIMENT_STATUSES, type Experiment, type ExperimentStatus } from '../analytics.entities.js';
import { EXPERIMENT_GOALS } from './experiment-rules.js';
import { VERDICT_CODES, type VerdictCode } from './experiment-stats.js';

export class VariantView {
  @ApiProperty() key!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Percent of the experiment’s traffic' }) weight!: number;
}

export class ExperimentResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() key!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: EXPERIMENT_STATUSES }) status!: ExperimentStatus;
  @ApiProperty() trafficPercent!: number;
  @ApiProperty({ type: VariantView, isArray: true, description: 'The first is the control' })
  variants!: VariantView[];
  @ApiProperty({ enum: EXPERIMENT_GOALS, isArray: true }) goals!: string[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) stoppedAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class VariantResultView {
  @ApiProperty() variant!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Visitors exposed to the variant' }) visitors!: number;
  @ApiProperty({ description: 'Exposed visitors who then converted, on any goal' }) conversions!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'conversions / visitors' }) rate!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'rate − control rate (absolute, 0..1 points); null for the control',
  })
  difference!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: '95 % interval of the difference (Wald), lower bound',
  })
  differenceLow!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: '95 % interval of the difference (Wald), upper bound',
  })
  differenceHigh!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'rate / control rate − 1; null for the control and when the control never converted',
  })
  uplift!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: '95 % interval of the uplift (log ratio, Katz), lower bound; null when not computable',
  })
  upliftLow!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: '95 % interval of the uplift (log ratio, Katz), upper bound; null when not computable',
  })
  upliftHigh!: number | null;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: 'Conversions per goal',
  })
  byGoal!: Record<string, number>;
}

export class ExperimentDetailResponse extends ExperimentResponse {
  @ApiProperty({ type: VariantResultView, isArray: true }) results!: VariantResultView[];
  @ApiProperty({ enum: VERDICT_CODES }) verdictCode!: VerdictCode;
  @ApiProperty({ description: 'The verdict in plain words, in the caller’s language' }) verdict!: string;
}

export function toExperiment(e: Experiment): ExperimentResponse {
  return {
    id: e.id,
    key: e.key,
    name: e.name,
    description: e.description,
    status: e.status,
    trafficPercent: e.trafficPercent,
    variants: e.variants.map((v) => ({ key: v.key, name: v.name, weight: v.weight })),
    goals: [...e.goals],
    startedAt: e.startedAt?.toISOString() ?? null,
    stoppedAt: e.stoppedAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
