import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

export interface ExperimentVariant {
  key: string;
  name: string;
  /** Percent of the experiment's traffic; the variants' weights add up to 100. The first is the control. */
  weight: number;
}

/**
 * An A/B test. Raw facts, rollups, assignments and counters are written with plain SQL (bulk
 * upserts); the experiment is the one thing staff edit row by row, so it is the one entity.
 */
export const Experiment = defineEntity({
  name: 'Experiment',
  tableName: 'experiment',
  properties: {
    id: p.uuid().primary(),
    key: p.string().unique(),
    name: p.string(),
    description: p.text().default(''),
    status: p.enum(EXPERIMENT_STATUSES),
    trafficPercent: p.integer(),
    variants: p.json<ExperimentVariant[]>(),
    goals: p.array(),
    startedAt: p.datetime().nullable(),
    stoppedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type Experiment = InferEntity<typeof Experiment>;

export const ANALYTICS_ENTITY_LIST = [Experiment];
