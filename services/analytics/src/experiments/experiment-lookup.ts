import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Experiment } from '../analytics.entities.js';
import { AnalyticsProblems } from '../analytics.problems.js';
import { isUuid } from './experiment-rules.js';

/** The experiment, locked for the rest of the transaction (staff changes one at a time); 404 otherwise. */
export async function lockedExperiment(em: EntityManager, id: string): Promise<Experiment> {
  const e = isUuid(id)
    ? await em.findOne(Experiment, { id: id.toLowerCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE })
    : null;
  if (!e) throw AnalyticsProblems.experimentNotFound();
  return e;
}
