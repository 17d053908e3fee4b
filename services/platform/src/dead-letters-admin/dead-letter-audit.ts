import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventOutbox, type DeadLetter } from '../events/index.js';
import { deadLetterTopics, type DeadLetterService } from './dead-letter-services.js';
import { DEAD_LETTERS_SERVICE } from './dead-letters-admin.options.js';

/** A replay's error as audit keeps it: enough to tell failures apart, not a whole driver dump. */
const MAX_ERROR = 1_000;

/**
 * Staff replays and discards go to audit as the service's own events
 * (`<service>.dead_letter.replayed.v1`, `….discarded.v1`), through the outbox like every other event:
 * written with the caller's EntityManager, in the transaction that changes the letter, so a staff
 * action is never committed without its audit event.
 */
@Injectable()
export class DeadLetterAudit {
  private readonly topics: ReturnType<typeof deadLetterTopics>;

  constructor(
    private readonly outbox: EventOutbox,
    @Inject(DEAD_LETTERS_SERVICE) service: DeadLetterService,
  ) {
    this.topics = deadLetterTopics(service);
  }

  async replayed(
    em: EntityManager,
    letter: DeadLetter,
    actorId: string,
    outcome: { succeeded: boolean; error?: string },
  ): Promise<void> {
    const error = outcome.error ?? '';
    await this.outbox.add(
      em,
      this.topics.replayed,
      letter.id,
      {
        deadLetter: ref(letter),
        replayedBy: actorId,
        succeeded: outcome.succeeded,
        error: error.length > MAX_ERROR ? `${error.slice(0, MAX_ERROR)}…` : error,
      },
      { actorId },
    );
  }

  async discarded(em: EntityManager, letter: DeadLetter, actorId: string, reason: string): Promise<void> {
    await this.outbox.add(
      em,
      this.topics.discarded,
      letter.id,
      { deadLetter: ref(letter), discardedBy: actorId, reason },
      { actorId },
    );
  }
}

const ref = (letter: DeadLetter) => ({
  deadLetterId: letter.id,
  topic: letter.topic,
  consumerGroup: letter.consumerGroup,
  eventId: letter.eventId,
  errorKind: letter.errorKind,
  attempts: letter.attempts,
});
