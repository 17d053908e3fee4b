import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { DeadLetterStore } from '../events/index.js';
import { DeadLetterAudit } from './dead-letter-audit.js';
import { localDeadLetterId } from './dead-letter-id.js';
import { DeadLetterProblems } from './dead-letter.problems.js';
import { toDeadLetterDetailView, type DeadLetterDetailView } from './dead-letter.view.js';
import { DEAD_LETTERS_SERVICE } from './dead-letters-admin.options.js';

/**
 * Staff decide an open letter is not to be handled: kept as discarded, with who and why, and
 * audited. The status and the audit event commit in one transaction: both or neither.
 */
@Injectable()
export class DiscardDeadLetter {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: DeadLetterStore,
    private readonly audit: DeadLetterAudit,
    @Inject(DEAD_LETTERS_SERVICE) private readonly service: string,
  ) {}

  async execute(actorId: string, publicId: string, reason: string): Promise<DeadLetterDetailView> {
    const id = localDeadLetterId(this.service, publicId);
    const discarded = await this.orm.em.fork().transactional(async (em) => {
      const letter = await this.store.get(id, em);
      if (!letter) throw DeadLetterProblems.notFound();
      if (letter.status !== 'open') throw DeadLetterProblems.notOpen(letter.status);
      // Conditional on still being open: of two staff discarding at once, one wins, the other gets 409.
      if (!(await this.store.markDiscarded(id, actorId, reason, em))) {
        throw DeadLetterProblems.notOpen((await this.store.get(id, em))?.status ?? letter.status);
      }
      await this.audit.discarded(em, letter, actorId, reason);
      return (await this.store.get(id, em)) ?? letter;
    });
    return toDeadLetterDetailView(this.service, discarded);
  }
}
