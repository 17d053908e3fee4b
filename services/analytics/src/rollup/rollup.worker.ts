import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { PollingLoop } from '@sokoni/platform/events';
import type { AnalyticsConfig } from '../analytics.config.js';
import { SCHEMA } from '../analytics.schema.js';
import { rollupBatchStatement } from './rollup-batch.js';

/** Events per batch (one transaction): larger batches share the fixed cost of the rollups' upserts. */
export const ROLLUP_BATCH = 50_000;
const BATCH_STATEMENT = rollupBatchStatement(ROLLUP_BATCH);
/** The watermark's row in analytics.rollup_state. */
export const ROLLUP_STATE = 'events';
/** The advisory lock one rollup batch holds; an account's erasure waits for it (read-models/erase-user.ts). */
export const ROLLUP_LOCK = 'analytics.rollup';

/** Outcome of one batch: `locked` false when another runner (replica) holds the rollup. */
interface BatchResult {
  locked: boolean;
  rows: number;
}

/**
 * Adds committed raw events into the rollups, incrementally, every ANALYTICS_ROLLUP_INTERVAL_MS.
 *
 * The watermark is (tx, seq) of the last event added. Only rows of transactions older than the
 * snapshot's xmin are read: they are settled, so an ingest transaction that commits after a later
 * one is still ahead of the watermark when it becomes visible, never skipped. Each batch adds its
 * cells and moves the watermark in one transaction, so a crash re-reads nothing twice and loses
 * nothing. One runner at a time across replicas (transaction-scoped advisory lock); within this
 * process, passes are serialised so `drain()` and the loop never overlap.
 *
 * Everything runs on the forked EntityManager's one transaction: the embedded database serves a
 * single session, and a second connection opened inside the transaction would wait on itself.
 */
@Injectable()
export class RollupWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(RollupWorker.name);
  private readonly loop: PollingLoop;
  private queue: Promise<unknown> = Promise.resolve();
  private stopping = false;

  constructor(
    private readonly orm: MikroORM,
    @InjectConfig() config: AnalyticsConfig,
  ) {
    this.loop = new PollingLoop(
      'analytics rollup',
      async () => void (await this.exclusive(() => this.pass(false))),
      config.ANALYTICS_ROLLUP_INTERVAL_MS,
      this.log,
    );
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.loop.stop();
    await this.queue.catch(() => undefined);
  }

  /** Rolls up everything committed and settled now; returns how many events were added. */
  drain(): Promise<number> {
    return this.exclusive(() => this.pass(true));
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Batches until none is left; `waitForLock`: another runner's turn is waited out, not given up. */
  private async pass(waitForLock: boolean): Promise<number> {
    let total = 0;
    while (!this.stopping) {
      const { locked, rows } = await this.batch();
      total += rows;
      if (!locked && waitForLock) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      if (!locked || rows < ROLLUP_BATCH) break;
    }
    if (total > 0) this.log.debug({ events: total }, 'events rolled up');
    return total;
  }

  private batch(): Promise<BatchResult> {
    return this.orm.em.fork().transactional(async (em) => {
      const [lock] = await em.execute<{ locked: boolean }[]>(
        `select pg_try_advisory_xact_lock(hashtext(?)) as locked`,
        [ROLLUP_LOCK],
      );
      if (!lock?.locked) return { locked: false, rows: 0 };
      // Creates the watermark on first use, and reads it, in one statement.
      const [mark] = await em.execute<{ tx: string; seq: string }[]>(
        `insert into ${SCHEMA}.rollup_state (name, tx, seq) values (?, '0'::xid8, 0)
         on conflict (name) do update set name = excluded.name returning tx::text as tx, seq::text as seq`,
        [ROLLUP_STATE],
      );
      const [added] = await em.execute<{ rows: number }[]>(BATCH_STATEMENT, [
        mark!.tx,
        mark!.seq,
        ROLLUP_STATE,
      ]);
      return { locked: true, rows: added?.rows ?? 0 };
    });
  }
}
