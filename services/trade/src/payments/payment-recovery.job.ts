import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { PollingLoop } from '@sokoni/platform/events';
import type { TradeConfig } from '../trade.config.js';
import { SCHEMA } from '../trade.schema.js';
import { PaymentInitiation } from './payment-initiation.js';

const BATCH = 20;

/**
 * Finds payments still `created` well after they were recorded — the process died (or the
 * provider did not answer) between the checkout's commit and its call to the provider — and starts
 * them again, or ends them as failed when their checkout can no longer be paid.
 *
 * Only payments older than the grace (twice the provider timeout, at least two minutes) are taken,
 * so a request still waiting for its provider is left alone. Replicas share the work: a payment is
 * claimed with SKIP LOCKED by moving its updated_at (a lease of one grace period), and the provider
 * call is made after that statement committed.
 */
@Injectable()
export class PaymentRecovery implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(PaymentRecovery.name);
  private readonly loop: PollingLoop;
  readonly graceMs: number;

  constructor(
    private readonly orm: MikroORM,
    private readonly initiation: PaymentInitiation,
    @InjectConfig() config: TradeConfig,
  ) {
    this.graceMs = Math.max(120_000, 2 * config.PAYMENT_HTTP_TIMEOUT_MS);
    this.loop = new PollingLoop(
      'stuck payment recovery',
      () => this.runOnce().then(() => undefined),
      config.TRADE_JOB_INTERVAL_SECONDS * 1000,
      this.log,
    );
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** Starts again every payment stuck at `now`; returns how many it took. */
  async runOnce(now = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = await this.claim(now);
      for (const id of ids) await this.initiation.start(id, now);
      total += ids.length;
      if (ids.length < BATCH) {
        if (total > 0) this.log.log({ count: total }, 'stuck payments started again');
        return total;
      }
    }
  }

  private async claim(now: Date): Promise<string[]> {
    const rows = await this.orm.em.fork().execute<{ id: string }[]>(
      `update ${SCHEMA}.payment set updated_at = ?
       where id in (
         select id from ${SCHEMA}.payment where status = 'created' and updated_at <= ?
         order by updated_at, id limit ${BATCH} for update skip locked)
       returning id`,
      [now, new Date(now.getTime() - this.graceMs)],
    );
    return rows.map((r) => r.id);
  }
}
