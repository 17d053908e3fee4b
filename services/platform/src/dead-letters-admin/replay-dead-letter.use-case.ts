import { Inject, Injectable } from '@nestjs/common';
import { DeadLetterReplayer, type DeadLetter, type ReplayResolutionWork } from '../events/index.js';
import { DeadLetterAudit } from './dead-letter-audit.js';
import { localDeadLetterId } from './dead-letter-id.js';
import { DeadLetterProblems } from './dead-letter.problems.js';
import { toDeadLetterDetailView, type DeadLetterDetailView } from './dead-letter.view.js';
import { DEAD_LETTERS_SERVICE } from './dead-letters-admin.options.js';

export type ReplayResult =
  { outcome: 'replayed' | 'failed'; letter: DeadLetter } | { outcome: 'skipped' | 'unreplayable' };

/**
 * Delivers an open letter again to the consumer group that failed on it, and audits the attempt
 * whatever its outcome, in the transaction that records the outcome on the letter (after the
 * handler's own): the status and its audit event commit together. A replay that fails again is
 * still an answer (the letter, open, with the new error), not an error of this request.
 */
@Injectable()
export class ReplayDeadLetter {
  constructor(
    private readonly replayer: DeadLetterReplayer,
    private readonly audit: DeadLetterAudit,
    @Inject(DEAD_LETTERS_SERVICE) private readonly service: string,
  ) {}

  async execute(actorId: string, publicId: string): Promise<DeadLetterDetailView> {
    const id = localDeadLetterId(this.service, publicId);
    const r = await this.replayer.replay(id, actorId, this.audited(actorId));
    switch (r.outcome) {
      case 'not_found':
        throw DeadLetterProblems.notFound();
      case 'not_open':
        throw DeadLetterProblems.notOpen(r.letter.status);
      case 'no_handler':
        throw DeadLetterProblems.noHandler(r.letter.consumerGroup);
      case 'not_replayable':
        throw DeadLetterProblems.notReplayable();
      case 'replayed':
      case 'failed':
        return toDeadLetterDetailView(this.service, r.letter);
    }
  }

  /** One letter of a bulk replay (local id): never throws for a letter that cannot be replayed. */
  async one(actorId: string, id: string): Promise<ReplayResult> {
    const r = await this.replayer.replay(id, actorId, this.audited(actorId));
    switch (r.outcome) {
      case 'not_found':
      case 'not_open':
        return { outcome: 'skipped' };
      case 'no_handler':
      case 'not_replayable':
        return { outcome: 'unreplayable' };
      case 'replayed':
      case 'failed':
        return { outcome: r.outcome, letter: r.letter };
    }
  }

  private audited(actorId: string): ReplayResolutionWork {
    return (em, { letter, succeeded, error }) =>
      this.audit.replayed(em, letter, actorId, { succeeded, error });
  }
}
