import { Injectable, Logger } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { lostSecrets } from './dead-letter-redaction.js';
import { DeadLetterStore, type DeadLetter } from './dead-letter.store.js';
import { EventConsumers } from './event-consumers.js';
import { errorText } from './transport/transport.util.js';

export type ReplayOutcome =
  /** Handled (or already handled, per the inbox) and marked replayed. */
  | { outcome: 'replayed'; letter: DeadLetter }
  /** The handler failed again; the letter stays open with the new error (`replay_failed`). */
  | { outcome: 'failed'; letter: DeadLetter; error: string }
  | { outcome: 'not_found' }
  /** Already replayed or discarded. */
  | { outcome: 'not_open'; letter: DeadLetter }
  /** This service has no handler for the letter's group and topic (the code changed since). */
  | { outcome: 'no_handler'; letter: DeadLetter }
  /** Its payload carried a secret that was redacted before storing: replaying would send a broken link. */
  | { outcome: 'not_replayable'; letter: DeadLetter; reason: 'redacted_secret' };

/** How a replay ended, as recorded on the letter: what a caller writes alongside (its audit event). */
export interface ReplayResolution {
  /** The letter as the replay left it (replayed, or open with the new error). */
  letter: DeadLetter;
  succeeded: boolean;
  error?: string;
}

/**
 * Runs inside the transaction that records a replay's outcome on the letter, with its
 * EntityManager: what it writes commits with the status change or not at all.
 */
export type ReplayResolutionWork = (em: EntityManager, resolution: ReplayResolution) => Promise<void>;

/**
 * Replays a dead letter to the one consumer group that gave up on it, never to every group of the
 * topic (the others handled the event already). The handler runs exactly as for a delivery: in a
 * transaction with the inbox, so a letter replayed twice, or an event that meanwhile came through,
 * has one effect. Effects of a replay can arrive after newer events of the same aggregate.
 *
 * Two transactions, one after the other (PGlite serves one session, so they cannot nest): the
 * handler's, with the inbox; then the letter's new status (or the new error) together with the
 * caller's `alongside` work. Should the second fail, the letter stays open and a later replay finds
 * the event in the inbox: no second effect, and the status and its audit are written then.
 */
@Injectable()
export class DeadLetterReplayer {
  private readonly log = new Logger(DeadLetterReplayer.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly store: DeadLetterStore,
    private readonly consumers: EventConsumers,
  ) {}

  async replay(id: string, actorId = '', alongside?: ReplayResolutionWork): Promise<ReplayOutcome> {
    const letter = await this.store.get(id);
    if (!letter) return { outcome: 'not_found' };
    if (letter.status !== 'open') return { outcome: 'not_open', letter };
    if (lostSecrets(letter.topic)) return { outcome: 'not_replayable', letter, reason: 'redacted_secret' };
    if (!this.consumers.handles(letter.consumerGroup, letter.topic)) return { outcome: 'no_handler', letter };

    try {
      await this.consumers.redeliver(letter.consumerGroup, {
        topic: letter.topic,
        key: letter.key ?? '',
        value: new Uint8Array(letter.payload),
        headers: {},
        attempt: letter.attempts + 1,
      });
    } catch (err) {
      const error = errorText(err);
      this.log.warn({ err, deadLetter: letter.id, group: letter.consumerGroup }, 'dead letter replay failed');
      const failed = await this.orm.em.fork().transactional(async (em) => {
        await this.store.recordReplayFailure(letter.id, error, em);
        const now = (await this.store.get(letter.id, em)) ?? letter;
        await alongside?.(em, { letter: now, succeeded: false, error });
        return now;
      });
      return { outcome: 'failed', letter: failed, error };
    }
    const replayed = await this.orm.em.fork().transactional(async (em) => {
      // Someone else may have resolved it meanwhile; the handler ran through the inbox either way,
      // and this replay happened, so it is still recorded alongside.
      await this.store.markReplayed(letter.id, actorId, em);
      const now = (await this.store.get(letter.id, em)) ?? letter;
      await alongside?.(em, { letter: now, succeeded: true });
      return now;
    });
    this.log.log({ deadLetter: letter.id, group: letter.consumerGroup, actorId }, 'dead letter replayed');
    return { outcome: 'replayed', letter: replayed };
  }
}
