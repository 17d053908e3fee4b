import type { Redis, RedisOptions } from 'ioredis';
import { ioredis } from './ioredis.js';
import type { CacheStore, ErrorReporter, PubSub, RateLimiter } from './cache.port.js';
import { reportToConsole } from './cache.util.js';
import { FailoverCacheStore, FailoverRateLimiter } from './failover.adapters.js';
import { MemoryCacheStore, type MemoryCacheOptions } from './memory-cache.adapter.js';
import { MemoryPubSub, type MemoryPubSubHub } from './memory-pub-sub.adapter.js';
import { MemoryRateLimiter } from './memory-rate-limiter.adapter.js';
import { RedisCacheStore } from './redis-cache.adapter.js';
import { quit, RedisPubSub } from './redis-pub-sub.adapter.js';
import { RedisRateLimiter } from './redis-rate-limiter.adapter.js';
import { ping, RedisLink } from './redis-link.js';

/**
 * What the adapters serve from: `up` (Redis, or memory in the standalone run), `degraded` (Redis
 * cannot be reached and this process's memory stands in), `starting`, `closed`.
 */
export type CacheState = 'starting' | 'up' | 'degraded' | 'closed';

/** Told once per switch between Redis and the in-process fallback, never per call. */
export type CacheStateReporter = (state: 'up' | 'degraded', cause?: unknown) => void;

export interface CacheAdapterOptions {
  /** `redis://` or `rediss://`; absent → in-memory adapters (the standalone run). */
  redisUrl?: string;
  /** Namespaces cache and rate-limit keys, e.g. `identity:`. Default `sokoni:`. */
  keyPrefix?: string;
  /**
   * Namespaces pub/sub channels. Separate from `keyPrefix` because channels are shared across
   * services (notifications publishes, the gateway subscribes). Default `sokoni:`.
   */
  channelPrefix?: string;
  /** Tuning for the in-memory cache. */
  memory?: Pick<MemoryCacheOptions, 'maxEntries' | 'sweepIntervalMs'> & { hub?: MemoryPubSubHub };
  /** Extra ioredis options (timeouts, TLS); the URL still decides where to connect. */
  redisOptions?: RedisOptions;
  /** Receives errors no caller can be handed (listener failures, a failed write-back). Default: console.error. */
  onError?: ErrorReporter;
  /** Receives each switch to and from the in-process fallback. Default: console.warn / console.info. */
  onStateChange?: CacheStateReporter;
}

export interface CacheAdapters {
  readonly kind: 'redis' | 'memory';
  readonly cache: CacheStore;
  readonly rateLimiter: RateLimiter;
  readonly pubsub: PubSub;
  /** True when the backing store answers now. */
  healthy(): Promise<boolean>;
  /** Where calls go now; `degraded` while Redis is unreachable and this process's memory serves. */
  readonly state: CacheState;
  /**
   * For readiness: true when serving normally, `degraded` when Redis cannot be reached but the
   * in-process fallback answers every call, false once closed.
   */
  readiness(): Promise<boolean | 'degraded'>;
  /** Calls served by the in-process fallback since start (0 for the memory adapters). */
  readonly fallbacks: number;
  /** Releases connections and timers; safe to call more than once. */
  close(): Promise<void>;
}

const HEALTH_TIMEOUT_MS = 1_000;

// A command fails at once when Redis is not connected (no offline queue), and within a second when a
// connection stops answering, so the caller falls back to memory instead of waiting through
// reconnects; ioredis keeps reconnecting in the background, with backoff.
const REDIS_DEFAULTS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 3_000,
  commandTimeout: 1_000,
  // Closing a client whose connection had already dropped arms this timer on the dead socket, and it
  // holds the process (a test run, a shutdown) open for that long: 2 s by default.
  disconnectTimeout: 500,
};
// The subscriber queues its SUBSCRIBEs until connected: they are not requests anyone waits on.
const SUBSCRIBER_OVERRIDES: RedisOptions = { enableOfflineQueue: true };
const LINK_TIMING = { startupWaitMs: 2_000, probeIntervalMs: 2_000, probeTimeoutMs: HEALTH_TIMEOUT_MS };

const reportStateToConsole: CacheStateReporter = (state, cause) => {
  if (state === 'up') console.info('[cache] Redis answers again: back to shared state');
  else console.warn('[cache] Redis unreachable, serving from this process until it answers:', cause);
};

export function createCacheAdapters(options: CacheAdapterOptions = {}): CacheAdapters {
  const keyPrefix = options.keyPrefix ?? 'sokoni:';
  const channelPrefix = options.channelPrefix ?? 'sokoni:';
  const onError = options.onError ?? reportToConsole;
  return options.redisUrl
    ? redisAdapters(options, options.redisUrl, keyPrefix, channelPrefix, onError)
    : memoryAdapters(options, channelPrefix, onError);
}

function memoryAdapters(
  options: CacheAdapterOptions,
  channelPrefix: string,
  onError: ErrorReporter,
): CacheAdapters {
  const cache = new MemoryCacheStore(options.memory);
  const rateLimiter = new MemoryRateLimiter();
  const pubsub = new MemoryPubSub({ hub: options.memory?.hub, channelPrefix, onError });
  let closed = false;
  return {
    kind: 'memory',
    cache,
    rateLimiter,
    pubsub,
    healthy: () => Promise.resolve(!closed),
    get state(): CacheState {
      return closed ? 'closed' : 'up';
    },
    readiness: () => Promise.resolve(!closed),
    fallbacks: 0,
    close: async () => {
      if (closed) return;
      closed = true;
      cache.close();
      rateLimiter.close();
      await pubsub.close();
    },
  };
}

function redisAdapters(
  options: CacheAdapterOptions,
  url: string,
  keyPrefix: string,
  channelPrefix: string,
  onError: ErrorReporter,
): CacheAdapters {
  const connect = (name: string, overrides: RedisOptions = {}): Redis => {
    const client = new (ioredis().Redis)(url, {
      ...REDIS_DEFAULTS,
      connectionName: `sokoni-${name}`,
      ...overrides,
      ...options.redisOptions,
    });
    // Without a listener ioredis logs every failed reconnect as an unhandled error event. The
    // command connection's link reports the outage once; the subscriber's errors say the same.
    client.on('error', () => undefined);
    return client;
  };
  const client = connect('commands');
  const link = new RedisLink(client, {
    ...LINK_TIMING,
    onChange: options.onStateChange ?? reportStateToConsole,
    onError,
  });
  const memoryCache = new MemoryCacheStore(options.memory);
  const memoryLimiter = new MemoryRateLimiter();
  const pubsub = new RedisPubSub(client, {
    connectSubscriber: () => connect('subscriber', SUBSCRIBER_OVERRIDES),
    channelPrefix,
    onError,
    link,
  });
  const cache = new FailoverCacheStore(new RedisCacheStore(client, keyPrefix), memoryCache, link, (n) =>
    onError(
      new Error(`${n} cache keys changed while Redis was unreachable could not be written back`),
      'cache recovery: those keys may read stale until they expire',
    ),
  );
  let closing: Promise<void> | undefined;
  return {
    kind: 'redis',
    cache,
    rateLimiter: new FailoverRateLimiter(new RedisRateLimiter(client, keyPrefix), memoryLimiter, link),
    pubsub,
    healthy: async () => {
      await link.firstConnection();
      return ping(client, HEALTH_TIMEOUT_MS);
    },
    get state(): CacheState {
      return link.state;
    },
    get fallbacks(): number {
      return link.fallbacks;
    },
    readiness: async () => {
      await link.firstConnection();
      if (link.state === 'closed') return false;
      if (link.state === 'degraded') return 'degraded';
      if (await ping(client, HEALTH_TIMEOUT_MS)) return true;
      link.down(new Error(`Redis did not answer PING within ${HEALTH_TIMEOUT_MS} ms`));
      return 'degraded';
    },
    close: () =>
      (closing ??= (async () => {
        link.close();
        memoryCache.close();
        memoryLimiter.close();
        await pubsub.close();
        await quit(client);
      })()),
  };
}
