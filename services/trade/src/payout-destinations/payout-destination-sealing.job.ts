import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { PollingLoop } from '@sokoni/platform/events';
import type { TradeConfig } from '../trade.config.js';
import { PayoutDestinationVault } from './payout-destination.vault.js';

const BATCH = 200;

/**
 * Seals the payout destinations older versions stored in plaintext (Migration20261224000100 could
 * not: it has no key), in batches of BATCH rows, each batch its own transaction; replicas starting
 * together share the rows (SKIP LOCKED). At start, before the app listens, then again every
 * TRADE_JOB_INTERVAL_SECONDS for rows an older replica still running during an upgrade wrote.
 * Nothing to seal costs one look at an empty partial index, and no key is read or generated.
 */
@Injectable()
export class PayoutDestinationSealing implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(PayoutDestinationSealing.name);
  private readonly loop: PollingLoop;
  private readonly intervalMs: number;

  constructor(
    private readonly orm: MikroORM,
    private readonly vault: PayoutDestinationVault,
    @InjectConfig() config: Pick<TradeConfig, 'TRADE_JOB_INTERVAL_SECONDS'>,
  ) {
    this.intervalMs = config.TRADE_JOB_INTERVAL_SECONDS * 1000;
    this.loop = new PollingLoop(
      'payout destination sealing',
      () => this.runOnce().then(() => undefined),
      this.intervalMs,
      this.log,
    );
  }

  async onModuleInit(): Promise<void> {
    await this.runOnce();
  }

  onApplicationBootstrap(): void {
    this.loop.nudge(this.intervalMs);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** Seals every plaintext row it can lock; returns how many. */
  async runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const sealed = await this.orm.em.fork().transactional((em) => this.vault.sealPlaintext(em, BATCH));
      total += sealed;
      if (sealed < BATCH) break;
    }
    if (total > 0) this.log.log({ count: total }, 'sealed payout destinations stored in plaintext');
    return total;
  }
}
