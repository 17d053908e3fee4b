import type { Redis } from 'ioredis';
import type { ErrorReporter, MessageListener, PubSub } from './cache.port.js';
import { invokeListener, reportToConsole } from './cache.util.js';

export interface RedisPubSubOptions {
  /** Opens the dedicated subscriber connection on first use. */
  connectSubscriber: () => Redis;
  channelPrefix?: string;
  onError?: ErrorReporter;
}

interface Registration {
  listener: MessageListener;
  channel: string;
}

/**
 * One SUBSCRIBE per channel on one extra connection (a subscribed connection can run nothing else),
 * fanned out to however many local listeners. ioredis re-subscribes by itself after a reconnect.
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
    await this.client.publish(this.prefix + channel, message);
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
      await this.connection().subscribe(full);
      this.registrations.set(full, new Set([registration]));
    });
    let done = false;
    return () => {
      if (done) return Promise.resolve();
      done = true;
      return this.serially(async () => {
        const set = this.registrations.get(full);
        if (!set?.delete(registration) || set.size > 0) return;
        this.registrations.delete(full);
        await this.subscriber?.unsubscribe(full);
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
      this.subscriber = subscriber;
    }
    return this.subscriber;
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
