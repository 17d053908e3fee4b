import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { PollingLoop } from '@sokoni/platform/events';
import { FxRatesPublication, type PublishedRates } from './fx-rates-publication.js';

/** How often a running catalogue checks whether its rates are due again (FX_REANNOUNCE_MS). */
const CHECK_MS = 3_600_000;

/**
 * Publishes the rates at start-up when the table differs from what was last published (the first
 * start, a migration or a direct edit changed it), and checks hourly afterwards, so the rates are
 * re-sent once a day and a direct edit is picked up without a restart.
 */
@Injectable()
export class FxRatesAnnouncer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(FxRatesAnnouncer.name);
  private readonly loop: PollingLoop;

  constructor(
    private readonly orm: MikroORM,
    private readonly publication: FxRatesPublication,
  ) {
    this.loop = new PollingLoop(
      'fx rates announcement',
      () => this.pass().then(() => undefined),
      CHECK_MS,
      this.log,
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    // Awaited, so a consumer started with the catalogue finds the rates; a failure here must not
    // stop the service from starting: the hourly check tries again.
    await this.pass().catch((err: unknown) => this.log.error({ err }, 'fx rates announcement failed'));
    this.loop.nudge(CHECK_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** One check: publish if the table changed or the last announcement is a day old. */
  async pass(now?: Date): Promise<PublishedRates> {
    const result = await this.orm.em.fork().transactional((em) => this.publication.publishIfDue(em, now));
    if (result.sent) this.log.log({ version: result.version, sent: result.sent }, 'fx rates published');
    return result;
  }
}
