import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { EventOutbox } from '@sokoni/platform/events';
import { experimentChanged } from './experiment-events.js';
import { lockedExperiment } from './experiment-lookup.js';
import { variantFaults } from './experiment-rules.js';
import { toExperiment, type ExperimentResponse } from './experiment.response.js';
import type { UpdateExperimentDto } from './experiments.dto.js';
import { ExperimentProblems } from './experiments.problems.js';

/**
 * Staff edit a draft. Once started, an experiment's variants, weights and traffic are fixed:
 * stored assignments were decided by them, and counts mean something only against one definition.
 */
@Injectable()
export class UpdateExperiment {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: EventOutbox,
  ) {}

  async execute(staffId: string, id: string, input: UpdateExperimentDto): Promise<ExperimentResponse> {
    const variants = input.variants.map((v) => ({ key: v.key, name: v.name, weight: v.weight }));
    return this.orm.em.fork().transactional(async (em) => {
      const e = await lockedExperiment(em, id);
      if (e.status !== 'draft') throw ExperimentProblems.notDraft();
      const faults = variantFaults(variants);
      if (faults.length > 0) throw ExperimentProblems.invalid(faults);
      e.name = input.name;
      if (input.description !== undefined) e.description = input.description;
      e.trafficPercent = input.trafficPercent;
      e.variants = variants;
      if (input.goals) e.goals = [...input.goals];
      e.updatedAt = new Date();
      await em.flush();
      await experimentChanged(this.outbox, em, e, 'updated', staffId);
      return toExperiment(e);
    });
  }
}
