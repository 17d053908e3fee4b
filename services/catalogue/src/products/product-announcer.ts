import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { PollingLoop } from '@sokoni/platform/events';
import { ProductAnnouncement, type AnnouncementStep } from './product-announcement.js';

/** How often a running catalogue checks for a round due (one row read when there is none). */
const CHECK_MS = 3_600_000;
/** How soon a round that failed (database down, say) is tried again. */
const RETRY_MS = 60_000;

/**
 * Runs the announcement round due (ProductAnnouncement) at start-up. The first page is awaited, so
 * a new or up-to-date database is settled before the service answers; the rest of a large catalogue
 * goes on in the background, a page per transaction, and stops between pages at shutdown (the next
 * start resumes it). A start with nothing due reads one row and sends nothing.
 */
@Injectable()
export class ProductAnnouncer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(ProductAnnouncer.name);
  private readonly loop: PollingLoop;
  private stopping = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly announcement: ProductAnnouncement,
  ) {
    this.loop = new PollingLoop(
      'product announcement',
      () =>
        this.pass().then(
          () => undefined,
          (err: unknown) => {
            this.loop.backOff(RETRY_MS);
            throw err;
          },
        ),
      CHECK_MS,
      this.log,
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    // A failure here must not stop the service from starting: the loop tries again.
    const first = await this.step().catch((err: unknown) => {
      this.log.error({ err }, 'product announcement failed');
      return undefined;
    });
    this.loop.nudge(first === undefined ? RETRY_MS : first && !first.done ? 0 : CHECK_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.loop.stop();
  }

  /** The round due, to its end or until shutdown; null when none was due. */
  async pass(): Promise<{ round: number; sent: number; done: boolean } | null> {
    let sent = 0;
    let last: AnnouncementStep | null = null;
    while (!this.stopping) {
      const step = await this.step();
      if (!step) break;
      sent += step.sent;
      last = step;
      if (step.done) break;
    }
    return last && { round: last.round, sent, done: last.done };
  }

  /** Waits for a pass under way, then runs one more (tests; shutdown-free callers). */
  settle(): Promise<void> {
    return this.loop.runNow();
  }

  private async step(): Promise<AnnouncementStep | null> {
    const step = await this.orm.em.fork().transactional((em) => this.announcement.step(em));
    if (step?.done)
      this.log.log({ round: step.round, products: step.total }, 'published catalogue announced');
    else if (step && step.total === step.sent)
      this.log.log({ round: step.round }, 'announcing the published catalogue to other services');
    return step;
  }
}
