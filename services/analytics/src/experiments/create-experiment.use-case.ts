import { Injectable } from '@nestjs/common';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { EventOutbox } from '@sokoni/platform/events';
import { Experiment } from '../analytics.entities.js';
import { experimentChanged } from './experiment-events.js';
import { EXPERIMENT_GOALS, variantFaults } from './experiment-rules.js';
import { toExperiment, type ExperimentResponse } from './experiment.response.js';
import type { CreateExperimentDto } from './experiments.dto.js';
import { ExperimentProblems } from './experiments.problems.js';

/** Staff create an experiment as a draft: nobody is assigned to it until it is started. */
@Injectable()
export class CreateExperiment {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: EventOutbox,
  ) {}

  async execute(staffId: string, input: CreateExperimentDto): Promise<ExperimentResponse> {
    const variants = input.variants.map((v) => ({ key: v.key, name: v.name, weight: v.weight }));
    const faults = variantFaults(variants);
    if (faults.length > 0) throw ExperimentProblems.invalid(faults);
    try {
      return await this.orm.em.fork().transactional(async (em) => {
        if ((await em.count(Experiment, { key: input.key })) > 0) throw ExperimentProblems.keyTaken();
        const now = new Date();
        const e = em.create(Experiment, {
          id: uuidv7(),
          key: input.key,
          name: input.name,
          description: input.description ?? '',
          status: 'draft',
          trafficPercent: input.trafficPercent,
          variants,
          goals: [...(input.goals ?? EXPERIMENT_GOALS)],
          startedAt: null,
          stoppedAt: null,
          createdAt: now,
          updatedAt: now,
        });
        await em.flush();
        await experimentChanged(this.outbox, em, e, 'created', staffId);
        return toExperiment(e);
      });
    } catch (err) {
      // Two creations of one key at once: the database's unique index decides.
      if (err instanceof UniqueConstraintViolationException) throw ExperimentProblems.keyTaken();
      throw err;
    }
  }
}
