import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { EventOutbox } from '@sokoni/platform/events';
import { experimentChanged } from './experiment-events.js';
import { lockedExperiment } from './experiment-lookup.js';
import { toExperiment, type ExperimentResponse } from './experiment.response.js';
import { ExperimentProblems } from './experiments.problems.js';

/**
 * Start (draft → running: visitors are assigned from now on) and stop (running → stopped: no more
 * assignments, exposures or conversions; the results stay readable). Neither goes back: a stopped
 * experiment's figures stay those of its one run.
 */
@Injectable()
export class ChangeExperimentStatus {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: EventOutbox,
  ) {}

  async execute(staffId: string, id: string, change: 'start' | 'stop'): Promise<ExperimentResponse> {
    return this.orm.em.fork().transactional(async (em) => {
      const e = await lockedExperiment(em, id);
      const now = new Date();
      if (change === 'start') {
        if (e.status !== 'draft') throw ExperimentProblems.cannotStart();
        e.status = 'running';
        e.startedAt = now;
      } else {
        if (e.status !== 'running') throw ExperimentProblems.cannotStop();
        e.status = 'stopped';
        e.stoppedAt = now;
      }
      e.updatedAt = now;
      await em.flush();
      await experimentChanged(this.outbox, em, e, change === 'start' ? 'started' : 'stopped', staffId);
      return toExperiment(e);
    });
  }
}
