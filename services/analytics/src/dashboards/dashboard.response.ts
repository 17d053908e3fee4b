import { ApiProperty } from '@nestjs/swagger';
import { GRANULARITIES, type Granularity } from '../rollup/calendar.js';
import { isPartial, type ComparedRanges, type DashboardPeriod } from './dashboard-period.js';

export class RangeResponse {
  @ApiProperty({ format: 'date-time', description: 'First instant (UTC)' }) start!: string;
  @ApiProperty({ format: 'date-time', description: 'First instant after (exclusive)' }) end!: string;
}

export class ComparisonResponse {
  @ApiProperty({ type: RangeResponse, description: "The part of this period the KPIs' `current` covers" })
  current!: RangeResponse;
  @ApiProperty({
    type: RangeResponse,
    description: "The part of the previous period the KPIs' `previous` covers: as long as `current`",
  })
  previous!: RangeResponse;
  @ApiProperty({
    description:
      'true while the period is under way: both are cut at the same elapsed time (whole hours; whole days on the seller dashboard)',
  })
  partial!: boolean;
}

export class PeriodResponse {
  @ApiProperty({ enum: GRANULARITIES })
  granularity!: Granularity;
  @ApiProperty({ format: 'date-time', description: 'First instant of the period (UTC)' })
  start!: string;
  @ApiProperty({ format: 'date-time', description: 'First instant after the period (exclusive)' })
  end!: string;
  @ApiProperty({ format: 'date-time' })
  previousStart!: string;
  @ApiProperty({ format: 'date-time' })
  previousEnd!: string;
  @ApiProperty({ type: ComparisonResponse, description: 'What is compared with what' })
  compared!: ComparisonResponse;
}

export class KpiResponse {
  @ApiProperty({ description: 'This period; money in US cents, rates 0..1' })
  current!: number;
  @ApiProperty({
    description: 'The previous period of the same kind, up to the same elapsed point (see period.compared)',
  })
  previous!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'current / previous − 1; null when previous is 0',
  })
  change!: number | null;
}

export const toPeriod = (p: DashboardPeriod, c: ComparedRanges = p.compared): PeriodResponse => ({
  granularity: p.granularity,
  start: p.start.toISOString(),
  end: p.end.toISOString(),
  previousStart: p.previousStart.toISOString(),
  previousEnd: p.previousEnd.toISOString(),
  compared: {
    current: { start: p.start.toISOString(), end: c.end.toISOString() },
    previous: { start: p.previousStart.toISOString(), end: c.previousEnd.toISOString() },
    partial: isPartial(p, c),
  },
});
