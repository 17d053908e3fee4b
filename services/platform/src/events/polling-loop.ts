import type { Logger } from '@nestjs/common';
import { AsyncResource } from 'node:async_hooks';

/**
 * A background job that runs one pass at a time: every `idleMs`, sooner when nudged, and again
 * right after a pass during which it was nudged. The outbox relay and the e-mail dispatcher use it.
 *
 * Passes run in the async context the loop was made in (a provider's construction), never in the
 * request or event whose write nudged it: that context's ids and request-scoped EntityManager
 * belong to that request alone.
 */
export class PollingLoop {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private backoffMs?: number;
  /** Until when a back-off holds: nudges before then are ignored. */
  private resumeAt = 0;

  constructor(
    private readonly what: string,
    private readonly pass: () => Promise<void>,
    private readonly idleMs: number,
    private readonly log: Logger,
  ) {}

  start(): void {
    this.nudge(0);
  }

  /** Run a pass within `delayMs`, or once more after the current one. */
  nudge(delayMs = 0): void {
    if (this.stopped || Date.now() < this.resumeAt) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(this.tick, delayMs);
    this.timer.unref();
  }

  /** One pass now, after any under way (tests, shutdown hooks); its error reaches the caller. */
  async runNow(): Promise<void> {
    while (this.running) await this.running;
    this.running = this.pass().finally(() => (this.running = undefined));
    await this.running;
  }

  /**
   * Makes the next scheduled pass wait `ms` instead of the idle interval, nudges included (a pass
   * that found its dependency down backs off rather than hammering it).
   */
  backOff(ms: number): void {
    this.backoffMs = ms;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private readonly tick = AsyncResource.bind((): void => {
    this.resumeAt = 0;
    if (this.running) return this.nudge(50);
    this.running = this.pass()
      .catch((err: unknown) => this.log.error({ err }, `${this.what} failed`))
      .finally(() => {
        this.running = undefined;
        const backoff = this.backoffMs;
        this.backoffMs = undefined;
        const next = backoff ?? (this.again ? 0 : this.idleMs);
        this.again = false;
        if (backoff === undefined) return this.nudge(next);
        if (this.stopped) return;
        this.resumeAt = Date.now() + backoff;
        clearTimeout(this.timer);
        this.timer = setTimeout(this.tick, next);
        this.timer.unref();
      });
  });
}
