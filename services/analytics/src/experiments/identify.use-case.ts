import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { linkIdentity, lockUser } from './assignment-store.js';
import { isUuid } from './experiment-rules.js';
import { ExperimentProblems } from './experiments.problems.js';

/**
 * POST /identify, after sign-in: the anonymous id becomes the user's. Its assignments become the
 * user's in the experiments where the user has none; where the user already has one (made on
 * another device), the user's variant is the one later asks return, from any of their devices, and
 * the one exposures and conversions are counted against. Idempotent.
 */
@Injectable()
export class Identify {
  constructor(private readonly orm: MikroORM) {}

  async execute(anonymousId: unknown, userId: string): Promise<void> {
    if (!isUuid(anonymousId)) throw ExperimentProblems.badAnonymousId();
    await this.orm.em.fork().transactional(async (em) => {
      await lockUser(em, userId);
      await linkIdentity(em, anonymousId.toLowerCase(), userId);
    });
  }
}
