import type { Redis, RedisOptions } from 'ioredis';
import { ioredis } from '../cache/ioredis.js';
import { RedisPubSub } from '../cache/redis-pub-sub.adapter.js';
import { quit } from '../cache/redis-pub-sub.adapter.js';
import type { RealtimeErrorReporter, RealtimeEvent, RealtimeFanout } from './realtime.port.js';
import { assertUserId, decodeEvent, deliver, encodeEvent, reportToConsole } from './realtime.util.js';

export interface RedisRealtimeOptions {
  redisUrl: string;
  /** Channel of a user is `<prefix><userId>`; the agreed default is `sokoni:rt:user:`. */
  channelPrefix?: string;
  /** Extra ioredis options (TLS, timeouts); the URL still decides where to connect. */
  redisOptions?: RedisOptions;
  onError?: RealtimeErrorReporter;
  /**
   * Called when the subscriber connection is back after a drop (its channels are subscribed again):
   * whatever was published meanwhile was lost, so holders of streams can tell clients to resync.
   */
  onReconnect?: () => void;
}

export const REDIS_REALTIME_PREFIX = 'sokoni:rt:user:';

// A publish fails fast while Redis is away instead of queueing behind reconnects: the caller logs it
// and the client catches up from the backlog when its stream resumes.
const COMMANDS: RedisOptions = { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2_000 };
// The subscriber queues its SUBSCRIBEs until connected, and RedisPubSub re-sends them on every `ready`.
const SUBSCRIBER: RedisOptions = { enableOfflineQueue: true };

/**
 * Redis pub/sub, one channel per user. All of a process's streams share one subscriber connection:
 * RedisPubSub SUBSCRIBEs a channel for its first listener, UNSUBSCRIBEs after its last, and
 * subscribes every live channel again after a reconnect.
 */
export class RedisRealtimeFanout implements RealtimeFanout {
  private readonly client: Redis;
  private readonly pubsub: RedisPubSub;
  private readonly prefix: string;
  private readonly onError: RealtimeErrorReporter;
  private readonly counts = new Map<string, number>();
  private closing: Promise<void> | undefined;

  constructor(options: RedisRealtimeOptions) {
    this.prefix = options.channelPrefix ?? REDIS_REALTIME_PREFIX;
    this.onError = options.onError ?? reportToConsole;
    const connect = (name: string, overrides: RedisOptions): Redis => {
      const client = new (ioredis().Redis)(options.redisUrl, {
        // The pid tells, in CLIENT LIST, which process a connection belongs to.
        connectionName: `sokoni-realtime-${name}-${process.pid}`,
        disconnectTimeout: 500,
        ...overrides,
        ...options.redisOptions,
      });
      // ioredis reconnects by itself; without a listener each failed attempt is an unhandled error.
      client.on('error', () => undefined);
      return client;
    };
    this.client = connect('publish', COMMANDS);
    this.pubsub = new RedisPubSub(this.client, {
      connectSubscriber: () => {
        const subscriber = connect('subscriber', SUBSCRIBER);
        let dropped = false;
        subscriber.on('close', () => (dropped = true));
        subscriber.on('ready', () => {
          if (!dropped) return;
          dropped = false;
          // After RedisPubSub's own `ready` listener has sent the SUBSCRIBE again: a PING behind it
          // answers once the channels are live, so a client told to resync misses nothing after.
          setImmediate(() => {
            subscriber.ping().then(
              () => options.onReconnect?.(),
              (error: unknown) => this.onError(error, 'realtime resubscribe check'),
            );
          });
        });
        return subscriber;
      },
      channelPrefix: this.prefix,
      onError: this.onError,
    });
  }

  /** Users with at least one listener in this process (for metrics and leak checks). */
  get subscribedUsers(): number {
    return this.counts.size;
  }

  async publish(userId: string, event: RealtimeEvent): Promise<void> {
    if (this.closing) throw new Error('realtime fan-out is closed');
    assertUserId(userId);
    await this.pubsub.publish(userId, encodeEvent(event));
  }

  async subscribe(userId: string, onEvent: (e: RealtimeEvent) => void): Promise<() => Promise<void>> {
    if (this.closing) throw new Error('realtime fan-out is closed');
    assertUserId(userId);
    const off = await this.pubsub.subscribe(userId, (message) => {
      const event = decodeEvent(message);
      if (event) deliver(onEvent, event, this.onError);
      else this.onError(new Error('undecodable realtime message'), `user ${userId}`);
    });
    this.counts.set(userId, (this.counts.get(userId) ?? 0) + 1);
    let done = false;
    return async () => {
      if (done) return;
      done = true;
      const left = (this.counts.get(userId) ?? 1) - 1;
      if (left > 0) this.counts.set(userId, left);
      else this.counts.delete(userId);
      await off();
    };
  }

  close(): Promise<void> {
    return (this.closing ??= (async () => {
      this.counts.clear();
      await this.pubsub.close();
      await quit(this.client);
    })());
  }
}
