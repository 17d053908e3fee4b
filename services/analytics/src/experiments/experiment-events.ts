import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampFromDate } from '@sokoni/contracts';
import type { EventOutbox } from '@sokoni/platform/events';
import type { Experiment } from '../analytics.entities.js';

export type ExperimentAction = 'created' | 'updated' | 'started' | 'stopped';

/** analytics.experiment.changed.v1, in the transaction of the change (audit records who did it). */
export async function experimentChanged(
  outbox: EventOutbox,
  em: EntityManager,
  e: Experiment,
  action: ExperimentAction,
  staffId: string,
): Promise<void> {
  await outbox.add(
    em,
    'analytics.experiment.changed.v1',
    e.id,
    {
      experiment: {
        experimentId: e.id,
        key: e.key,
        name: e.name,
        status: e.status,
        trafficPercent: e.trafficPercent,
        variants: e.variants.map((v) => ({ key: v.key, name: v.name, weight: v.weight })),
        goals: [...e.goals],
      },
      action,
      changedAt: timestampFromDate(e.updatedAt),
    },
    { actorId: staffId },
  );
}
