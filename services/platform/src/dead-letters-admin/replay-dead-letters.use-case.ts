import { Inject, Injectable } from '@nestjs/common';
import { DeadLetterStore } from '../events/index.js';
import { DEAD_LETTERS_SERVICE } from './dead-letters-admin.options.js';
import { storeFilter, type DeadLettersQuery } from './dead-letters.list.js';
import { ReplayDeadLetter } from './replay-dead-letter.use-case.js';

/** At most this many letters per request: a bulk replay stays one bounded HTTP call; staff repeat it. */
export const BULK_REPLAY_LIMIT = 500;

export interface ReplayDeadLettersResult {
  service: string;
  matched: number;
  replayed: number;
  failed: number;
  /** Resolved by someone else between the listing and the replay. */
  skipped: number;
  /** No handler any more, or a payload that lost a secret: only a discard resolves these. */
  unreplayable: number;
  remaining: number;
}

/**
 * Replays the open letters a filter matches, oldest failure first (the order they were meant to be
 * handled in), one at a time, each audited like a single replay.
 */
@Injectable()
export class ReplayDeadLetters {
  constructor(
    private readonly store: DeadLetterStore,
    private readonly replayOne: ReplayDeadLetter,
    @Inject(DEAD_LETTERS_SERVICE) private readonly service: string,
  ) {}

  async execute(actorId: string, filter: DeadLettersQuery['filter']): Promise<ReplayDeadLettersResult> {
    const result: ReplayDeadLettersResult = {
      service: this.service,
      matched: 0,
      replayed: 0,
      failed: 0,
      skipped: 0,
      unreplayable: 0,
      remaining: 0,
    };
    const f = storeFilter(this.service, filter);
    if (!f || (f.status !== undefined && f.status !== 'open')) return result;
    const { rows, total } = await this.store.list(
      { ...f, status: 'open' },
      { sort: { field: 'firstFailedAt', order: 'ASC' }, offset: 0, limit: BULK_REPLAY_LIMIT },
    );
    result.matched = total;
    for (const letter of rows) {
      const r = await this.replayOne.one(actorId, letter.id);
      result[r.outcome] += 1;
    }
    result.remaining = Math.max(0, total - rows.length);
    return result;
  }
}
