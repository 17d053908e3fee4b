import { Redis, type RedisOptions } from 'ioredis';
import type { CacheStore, ErrorReporter, PubSub, RateLimiter } from './cache.port.js';
import { reportToConsole } from './cache.util.js';
import { MemoryCacheStore, type MemoryCacheOptions } from './memory-cache.adapter.js';
import { MemoryPubSub, type MemoryPubSubHub } from './memory-pub-sub.adapter.js';
import { MemoryRateLimiter } from './memory-rate-limiter.adapter.js';
import { RedisCacheStore } from './redis-cache.adapter.js';
import { quit, RedisPubSub } from './redis-pub-sub.adapter.js';
import { RedisRateLimiter } from './redis-rate-limiter.adapter.js';

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
  /** Receives errors no caller can be handed (listener failures, connection errors). Default: console.error. */
  onError?: ErrorReporter;
}

export interface CacheAdapters {
  readonly kind: 'redis' | 'memory';
  readonly cache: CacheStore;
  readonly rateLimiter: RateLimiter;
  readonly pubsub: PubSub;
  /** For readiness checks: true when the backing store answers now. */
  healthy(): Promise<boolean>;
  /** Releases connections and timers; safe to call more than once. */
  close(): Promise<void>;
}

const HEALTH_TIMEOUT_MS = 1_000;

// Fail a command within seconds when Redis is away instead of queueing it through many reconnects:
// a sign-in waiting on a rate-limit check should get an error, not hang.
const REDIS_DEFAULTS: RedisOptions = {
  maxRetriesPerRequest: 1,
  connectTimeout: 5_000,
  commandTimeout: 2_000,
};

export function createCacheAdapters(options: CacheAdapterOptions = {}): CacheAdapters {
  const keyPrefix = options.keyPrefix ?? 'sokoni:';
  const channelPrefix = options.channelPrefix ?? 'sokoni:';
  const onError = options.onError ?? reportToConsole;
  return options.redisUrl
    ? redisAdapters(options.redisUrl, keyPrefix, channelPrefix, onError, options.redisOptions)
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
  url: string,
  keyPrefix: string,
  channelPrefix: string,
  onError: ErrorReporter,
  extra: RedisOptions = {},
): CacheAdapters {
  const connect = (name: string): Redis => {
    const client = new Redis(url, { ...REDIS_DEFAULTS, connectionName: `sokoni-${name}`, ...extra });
    // Without a listener ioredis logs every failed reconnect as an unhandled error event.
    client.on('error', (error: unknown) => onError(error, `redis ${name} connection`));
    return client;
  };
  const client = connect('commands');
  const pubsub = new RedisPubSub(client, {
    connectSubscriber: () => connect('subscriber'),
    channelPrefix,
    onError,
  });
  let closing: Promise<void> | undefined;
  return {
    kind: 'redis',
    cache: new RedisCacheStore(client, keyPrefix),
    rateLimiter: new RedisRateLimiter(client, keyPrefix),
    pubsub,
    healthy: () => ping(client),
    close: () =>
      (closing ??= (async () => {
        await pubsub.close();
        await quit(client);
      })()),
  };
}

async function ping(client: Redis): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
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
