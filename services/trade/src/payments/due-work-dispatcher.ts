import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PollingLoop } from '@sokoni/platform/events';
import { SCHEMA } from '../trade.schema.js';
import { PaymentError } from './providers/payment.errors.js';

/** What the dispatcher itself reads of a claimed row; the rest is for the one that sends it. */
export interface DueRow<S extends string = string> {
  id: string;
  status: S;
  /** Attempts so far, counting the one the claim just started. */
  attempts: number;
}

/** Where the work comes from. */
export interface DueWorkQueue<Row> {
  /** Ids of the rows due now, the longest waiting first, at most `limit`. */
  due(limit: number): Promise<string[]>;
  /**
   * Takes one row for an attempt if it is still due, pushing its next attempt back by
   * `retryDelaySeconds`; undefined when another attempt holds it or nothing is owed any more.
   */
  claim(id: string): Promise<Row | undefined>;
}

/** The outcome recorded when the provider refused for good: trying again cannot help. */
export interface Refusal {
  status: 'failed';
  failureReason: string;
}

const BATCH = 50;
const RETRY_BASE_SECONDS = 30;
const RETRY_MAX_DOUBLINGS = 10;
const RETRY_MAX_SECONDS = 6 * 3600;

/** The wait after the attempt that found `previousAttempts` before it: 30 s, 1 min, 2 min … at most 6 h. */
export const retryDelaySeconds = (previousAttempts: number): number =>
  Math.min(RETRY_BASE_SECONDS * 2 ** Math.min(previousAttempts, RETRY_MAX_DOUBLINGS), RETRY_MAX_SECONDS);

/**
 * The queue of a table of trade's whose rows are owed a provider call while `requested` (never
 * answered) or `pending` (answered "later": verify), due at `next_attempt_at`. The claim is one
 * statement, so two attempts (the after-commit call, the job, another replica) never hold a row at
 * once, and it pushes the next attempt back before the provider is called: an attempt that dies
 * half-way is retried after the back-off, never at once and never lost.
 */
export function sqlDueWorkQueue<Row extends DueRow>(
  orm: MikroORM,
  table: string,
  columns: readonly (keyof Row & string)[],
): DueWorkQueue<Row> {
  const due = `status in ('requested', 'pending') and next_attempt_at <= now()`;
  return {
    async due(limit) {
      const rows = await orm.em
        .fork()
        .execute<{ id: string }[]>(
          `select id from ${SCHEMA}.${table} where ${due} order by next_attempt_at limit ?`,
          [limit],
        );
      return rows.map((r) => r.id);
    },
    async claim(id) {
      const [row] = await orm.em.fork().execute<Row[]>(
        `update ${SCHEMA}.${table}
         set attempts = attempts + 1, updated_at = now(), next_attempt_at = now() + make_interval(secs =>
           least(${RETRY_BASE_SECONDS} * power(2, least(attempts, ${RETRY_MAX_DOUBLINGS})), ${RETRY_MAX_SECONDS}))
         where id = ? and ${due}
         returning ${['id', 'status', 'attempts', ...columns].join(', ')}`,
        [id],
      );
      return row;
    },
  };
}

export interface DueWorkOptions<Row> {
  /** The background loop's name in logs ('order refunds'). */
  name: string;
  /** One row's noun in logs, and its id field (`refund` → `refundId`). */
  item: string;
  intervalMs: number;
  queue: DueWorkQueue<Row>;
}

/**
 * Sends what was recorded for a payment provider (refunds, payouts) after the recording
 * transaction committed — never inside it: a slow provider must not hold the rows' locks — and
 * again on a PollingLoop until an answer is recorded. Each attempt claims its row first; the
 * provider call itself is keyed by the row's id, so a retry after a lost answer finds the first
 * call's result instead of making a second. A provider's refusal is recorded as `failed`; any other
 * error leaves the outcome unknown, so the row stays as it was and is asked again after the back-off.
 *
 * A subclass says how to send one row (`attempt`, which may also decide without calling the
 * provider) and how to record an outcome (`record`).
 */
export abstract class DueWorkDispatcher<Row extends DueRow<S>, S extends string, Outcome>
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  protected readonly log: Logger;
  private readonly loop: PollingLoop;
  private readonly item: string;
  private readonly queue: DueWorkQueue<Row>;

  constructor(options: DueWorkOptions<Row>) {
    this.log = new Logger(new.target.name);
    this.item = options.item;
    this.queue = options.queue;
    this.loop = new PollingLoop(
      options.name,
      () => this.runDue().then(() => undefined),
      options.intervalMs,
      this.log,
    );
  }

  /** The provider's answer for a claimed row, or an outcome decided without asking it. */
  protected abstract attempt(row: Row): Promise<Outcome>;

  /** Records an outcome; returns the row's status afterwards. */
  protected abstract record(id: string, outcome: Outcome | Refusal): Promise<S>;

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  /** Waits for a pass under way, so nothing is left half-recorded by the shutdown. */
  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** Called once the recording transaction committed: try now rather than at the next pass. */
  soon(ids: readonly string[]): void {
    for (const id of ids)
      this.send(id).catch((err: unknown) =>
        this.log.error({ err, [`${this.item}Id`]: id }, `${this.item} attempt failed`),
      );
  }

  /** One pass over the rows due; returns how many were attempted. */
  async runDue(): Promise<number> {
    const due = await this.queue.due(BATCH);
    for (const id of due) await this.send(id);
    return due.length;
  }

  /** One attempt at one row; its status afterwards (null when another attempt holds it or it is settled). */
  async send(id: string): Promise<S | null> {
    const row = await this.queue.claim(id);
    if (!row) return null;
    let outcome: Outcome;
    try {
      outcome = await this.attempt(row);
    } catch (err) {
      if (err instanceof PaymentError && !err.retryable)
        return this.record(id, {
          status: 'failed',
          failureReason: `${err.code}: ${err.message}`.slice(0, 500),
        });
      this.log.warn(
        { err, [`${this.item}Id`]: id, retryInSeconds: retryDelaySeconds(row.attempts - 1) },
        `${this.item} not confirmed yet`,
      );
      return row.status;
    }
    return this.record(id, outcome);
  }
}
