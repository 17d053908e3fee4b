import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  assignedVariant,
  linkedUser,
  linkIdentity,
  lockUser,
  runningExperiments,
  usersVariant,
} from './assignment-store.js';
import { assignVariant } from './assignment.js';
import { isUuid } from './experiment-rules.js';
import { ExperimentProblems } from './experiments.problems.js';

/**
 * GET /assignments: the variant of every running experiment for this visitor (null: outside the
 * experiment's traffic, show the control). Sticky: stored on first ask. A signed-in caller also
 * links the anonymous id to themselves, as POST /identify does, so the user's earlier assignment
 * (another device) is what they see here too.
 *
 * `store: false` (DNT, Sec-GPC): the same answers without writing anything: the hash of the id, or
 * the signed-in user's assignment where one exists already. No row, no link.
 */
@Injectable()
export class ResolveAssignments {
  constructor(private readonly orm: MikroORM) {}

  async execute(
    anonymousId: unknown,
    signedInUser: string | null,
    o: { store: boolean } = { store: true },
  ): Promise<Record<string, string | null>> {
    if (!isUuid(anonymousId)) throw ExperimentProblems.badAnonymousId();
    const subject = anonymousId.toLowerCase();
    if (!o.store) return this.withoutStoring(subject, signedInUser);
    return this.orm.em.fork().transactional(async (em) => {
      const experiments = await runningExperiments(em);
      const user = signedInUser ?? (experiments.length > 0 ? await linkedUser(em, subject) : null);
      if (user) await lockUser(em, user);
      if (signedInUser) await linkIdentity(em, subject, signedInUser);
      const assignments: Record<string, string | null> = {};
      for (const experiment of experiments)
        assignments[experiment.key] = await assignedVariant(em, experiment, subject, user);
      return assignments;
    });
  }

  private async withoutStoring(
    subject: string,
    signedInUser: string | null,
  ): Promise<Record<string, string | null>> {
    const em = this.orm.em.fork();
    const assignments: Record<string, string | null> = {};
    for (const experiment of await runningExperiments(em)) {
      const own = signedInUser ? await usersVariant(em, experiment.id, signedInUser) : undefined;
      assignments[experiment.key] = own === undefined ? assignVariant(experiment, subject) : own;
    }
    return assignments;
  }
}
