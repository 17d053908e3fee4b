import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PollingLoop } from '../events/index.js';
import { IDEMPOTENCY_OPTIONS, type IdempotencyModuleOptions } from './idempotency.options.js';
import { IdempotencyStore } from './idempotency.store.js';

/**
 * Deletes idempotency keys past their retention (IDEMPOTENCY_RETENTION_HOURS), hourly, on the
 * platform's PollingLoop as the event tables' retention does.
 */
@Injectable()
export class IdempotencyRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(IdempotencyRetention.name);
  private readonly loop: PollingLoop;

  constructor(
    private readonly store: IdempotencyStore,
    @Inject(IDEMPOTENCY_OPTIONS) private readonly options: IdempotencyModuleOptions,
  ) {
    this.loop = new PollingLoop(
      'idempotency key retention',
      () => this.prune().then(() => undefined),
      options.pruneIntervalMs ?? 3_600_000,
      this.log,
    );
  }

  onApplicationBootstrap(): void {
    if (this.options.prune !== false) this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** One pruning pass; returns the keys deleted. */
  async prune(): Promise<number> {
    const deleted = await this.store.prune();
    if (deleted > 0) this.log.log({ deleted }, 'pruned expired idempotency keys');
    return deleted;
  }
}
