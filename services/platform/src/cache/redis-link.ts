import type { Redis } from 'ioredis';
import { ioredis } from './ioredis.js';

/**
 * - `starting`: the first connection is being made;
 * - `up`: Redis answers, calls go to it;
 * - `degraded`: Redis cannot be reached (refused, dropped, or stopped answering), calls are served
 *   by this process's memory adapters until it answers again;
 * - `closed`: the adapters were closed.
 */
export type RedisLinkState = 'starting' | 'up' | 'degraded' | 'closed';

export interface RedisLinkOptions {
  /** How long a call made before the first connection waits for it before falling back. */
  startupWaitMs: number;
  /** While degraded on a connection that stayed open, how often a PING asks whether Redis answers. */
  probeIntervalMs: number;
  probeTimeoutMs: number;
  /** Told of each switch, once per switch (never per call): `cause` is what made Redis unreachable. */
  onChange: (state: 'up' | 'degraded', cause?: unknown) => void;
  /** Reports a failed recovery step (writing back what changed while Redis was away). */
  onError: (error: unknown, context: string) => void;
}

/**
 * Whether Redis is usable now, for one ioredis connection whose commands fail fast while it is not
 * connected (`enableOfflineQueue: false`, a command timeout). `run()` sends a call to Redis while it
 * answers and to the fallback otherwise, so a Redis outage costs at most one failed command per
 * switch instead of an error (or a hang) per request. ioredis reconnects by itself, with backoff; the
 * link switches back on `ready`, or, when commands timed out on a connection that never closed, once
 * a PING answers again. Before switching back it runs the recovery hooks (writing back what was
 * changed in memory meanwhile), so Redis never serves what the fallback already replaced.
 */
export class RedisLink {
  private current: RedisLinkState = 'starting';
  private readonly started: Promise<void>;
  private markStarted!: () => void;
  private probe: NodeJS.Timeout | undefined;
  private recovering: Promise<void> | undefined;
  private readonly recoveryHooks: (() => Promise<void>)[] = [];
  private fallbackCount = 0;

  constructor(
    private readonly client: Redis,
    private readonly options: RedisLinkOptions,
  ) {
    this.started = new Promise<void>((resolve) => (this.markStarted = resolve));
    client.on('ready', () => void this.recover());
    client.on('close', () => this.down(new Error('the connection to Redis closed')));
    // ioredis emits the socket error (ECONNREFUSED, ETIMEDOUT, an auth failure) before `close`.
    client.on('error', (error: unknown) => this.down(error));
  }

  get state(): RedisLinkState {
    return this.current;
  }

  /** Calls served by the fallback so far (a metric). */
  get fallbacks(): number {
    return this.fallbackCount;
  }

  /** Runs before the link reports `up` again after an outage; a throw keeps it degraded. */
  onRecover(hook: () => Promise<void>): void {
    this.recoveryHooks.push(hook);
  }

  /**
   * `primary` while Redis answers, `fallback` while it does not. An outage error from `primary`
   * switches to degraded and that call is served by `fallback` too; any other error (Redis answered
   * with an error, a bad argument) is the caller's.
   */
  async run<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (this.current === 'starting') await this.firstConnection();
    if (this.current === 'degraded') return this.fallBack(fallback);
    // `closed`: Redis refuses as it did before, the adapters are gone.
    try {
      return await primary();
    } catch (error) {
      if (this.current === 'closed' || !isOutage(error)) throw error;
      this.down(error);
      return this.fallBack(fallback);
    }
  }

  /** Waits (at most `startupWaitMs`) for the first connection to succeed or fail. */
  async firstConnection(): Promise<void> {
    if (this.current !== 'starting') return;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.options.startupWaitMs);
    });
    await Promise.race([this.started, waited]);
    clearTimeout(timer);
    if (this.current === 'starting')
      this.down(new Error(`no connection to Redis within ${this.options.startupWaitMs} ms`));
  }

  /** Marks Redis unreachable (once per outage): calls go to the fallback until it answers again. */
  down(cause: unknown): void {
    if (this.current === 'degraded' || this.current === 'closed') return;
    this.current = 'degraded';
    this.markStarted();
    this.options.onChange('degraded', cause);
    this.probe ??= setInterval(() => void this.probeOnce(), this.options.probeIntervalMs);
    this.probe.unref();
  }

  /** Stops switching: the connections are being closed, which must not read as an outage. */
  close(): void {
    this.current = 'closed';
    this.markStarted();
    clearInterval(this.probe);
    this.probe = undefined;
  }

  private fallBack<T>(fallback: () => Promise<T>): Promise<T> {
    this.fallbackCount += 1;
    return fallback();
  }

  private async probeOnce(): Promise<void> {
    // Not connected: ioredis is reconnecting and `ready` will call recover().
    if (this.current !== 'degraded' || this.client.status !== 'ready' || this.recovering) return;
    if (await ping(this.client, this.options.probeTimeoutMs)) await this.recover();
  }

  private recover(): Promise<void> {
    if (this.current === 'up' || this.current === 'closed') return Promise.resolve();
    return (this.recovering ??= (async () => {
      try {
        for (const hook of this.recoveryHooks) await hook();
        if (this.current === 'closed') return;
        const wasDegraded = this.current === 'degraded';
        this.current = 'up';
        this.markStarted();
        clearInterval(this.probe);
        this.probe = undefined;
        if (wasDegraded) this.options.onChange('up');
      } catch (error) {
        // Redis went away again mid-way: stay degraded; the next `ready` or probe tries again.
        this.options.onError(error, 'writing back what changed while Redis was unreachable');
        this.down(error);
      } finally {
        this.recovering = undefined;
      }
    })());
  }
}

/**
 * Whether a failed command means "Redis cannot be reached" (refused, closed, timed out, not
 * connected) rather than "Redis answered with an error" or "the call was wrong".
 */
export function isOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return !(
    error instanceof ioredis().ReplyError ||
    error instanceof RangeError ||
    error instanceof TypeError ||
    error instanceof SyntaxError
  );
}

/** PING within `timeoutMs`; false on any failure. */
export async function ping(client: Redis, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const pong = client.ping().then(
      (reply) => reply === 'PONG',
      () => false,
    );
    return await Promise.race([pong, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
