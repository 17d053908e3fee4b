import type { Redis } from 'ioredis';
import type { ErrorReporter, MessageListener, PubSub } from './cache.port.js';
import { invokeListener, reportToConsole } from './cache.util.js';
import { isOutage, type RedisLink } from './redis-link.js';

export interface RedisPubSubOptions {
  /** Opens the dedicated subscriber connection on first use. */
  connectSubscriber: () => Redis;
  channelPrefix?: string;
  onError?: ErrorReporter;
  /**
   * Whether Redis answers (the command connection's link). While it does not, a publish reaches
   * this process's own subscribers only, instead of failing: the fan-out degrades to one replica.
   */
  link?: RedisLink;
}

interface Registration {
  listener: MessageListener;
  channel: string;
}

/**
 * One SUBSCRIBE per channel on one extra connection (a subscribed connection can run nothing else),
 * fanned out to however many local listeners. Every registered channel is subscribed again whenever
 * that connection is (re)established, so a subscribe made while Redis was away takes effect when it
 * is back; until then the listener hears this process's own publishes.
 */
export class RedisPubSub implements PubSub {
  private readonly prefix: string;
  private readonly onError: ErrorReporter;
  private readonly registrations = new Map<string, Set<Registration>>();
  private subscriber: Redis | undefined;
  // SUBSCRIBE/UNSUBSCRIBE run one at a time, so a channel's last unsubscribe cannot race a new subscribe.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly client: Redis,
    private readonly options: RedisPubSubOptions,
  ) {
    this.prefix = options.channelPrefix ?? '';
    this.onError = options.onError ?? reportToConsole;
  }

  async publish(channel: string, message: string): Promise<void> {
    const full = this.prefix + channel;
    const send = async () => void (await this.client.publish(full, message));
    if (!this.options.link) return send();
    await this.options.link.run(send, () => Promise.resolve(this.dispatch(full, message)));
  }

  async subscribe(channel: string, listener: MessageListener): Promise<() => Promise<void>> {
    const full = this.prefix + channel;
    const registration: Registration = { listener, channel };
    await this.serially(async () => {
      const existing = this.registrations.get(full);
      if (existing) {
        existing.add(registration);
        return;
      }
      const connection = this.connection();
      this.registrations.set(full, new Set([registration]));
      try {
        if (this.options.link?.state === 'degraded') {
          // Not waited for: it is sent again on reconnect, and this process's publishes arrive meanwhile.
          connection.subscribe(full).catch(() => undefined);
          return;
        }
        await connection.subscribe(full);
      } catch (error) {
        if (this.options.link && isOutage(error)) return;
        this.registrations.delete(full);
        throw error;
      }
    });
    let done = false;
    return () => {
      if (done) return Promise.resolve();
      done = true;
      return this.serially(async () => {
        const set = this.registrations.get(full);
        if (!set?.delete(registration) || set.size > 0) return;
        this.registrations.delete(full);
        try {
          await this.subscriber?.unsubscribe(full);
        } catch (error) {
          // Gone locally already; a message Redis still sends on it after reconnecting is dropped.
          if (!this.options.link || !isOutage(error)) throw error;
        }
      });
    };
  }

  /** Closes the subscriber connection; the shared command connection is the caller's to close. */
  async close(): Promise<void> {
    await this.queue.catch(() => undefined);
    this.registrations.clear();
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    if (subscriber) await quit(subscriber);
  }

  private connection(): Redis {
    if (!this.subscriber) {
      const subscriber = this.options.connectSubscriber();
      subscriber.on('message', (channel: string, message: string) => this.dispatch(channel, message));
      subscriber.on('ready', () => this.resubscribe(subscriber));
      this.subscriber = subscriber;
    }
    return this.subscriber;
  }

  /** After a reconnect: every channel with listeners, including those subscribed while Redis was away. */
  private resubscribe(subscriber: Redis): void {
    const channels = [...this.registrations.keys()];
    if (channels.length === 0 || subscriber !== this.subscriber) return;
    subscriber.subscribe(...channels).catch((error: unknown) => this.onError(error, 'redis re-subscribe'));
  }

  private dispatch(full: string, message: string): void {
    const set = this.registrations.get(full);
    if (!set) return;
    for (const { listener, channel } of [...set]) invokeListener(listener, message, channel, this.onError);
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

/** QUIT waits for pending replies; if the connection is already gone, just drop it. */
export async function quit(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
