import type { ErrorReporter, MessageListener, PubSub } from './cache.port.js';
import { invokeListener, reportToConsole, settle } from './cache.util.js';

interface Subscriber {
  active: boolean;
  deliver(message: string): void;
}

/**
 * The in-process stand-in for a Redis server's channel table. The standalone run boots every service
 * in one process, so by default all memory pub/subs share `MemoryPubSubHub.shared` — exactly as every
 * service of a distributed run shares one Redis — and a notification published by one service reaches
 * the gateway's subscribers.
 */
export class MemoryPubSubHub {
  static readonly shared = new MemoryPubSubHub();

  private readonly channels = new Map<string, Set<Subscriber>>();

  publish(channel: string, message: string): number {
    const subscribers = this.channels.get(channel);
    if (!subscribers) return 0;
    // Delivered on a later tick, like a message arriving over a socket: a listener never runs inside
    // the publisher's call, and its failure cannot reach the publisher.
    for (const subscriber of [...subscribers]) queueMicrotask(() => subscriber.deliver(message));
    return subscribers.size;
  }

  add(channel: string, subscriber: Subscriber): void {
    let subscribers = this.channels.get(channel);
    if (!subscribers) this.channels.set(channel, (subscribers = new Set()));
    subscribers.add(subscriber);
  }

  remove(channel: string, subscriber: Subscriber): void {
    const subscribers = this.channels.get(channel);
    if (!subscribers) return;
    subscribers.delete(subscriber);
    if (subscribers.size === 0) this.channels.delete(channel);
  }
}

export interface MemoryPubSubOptions {
  hub?: MemoryPubSubHub;
  channelPrefix?: string;
  onError?: ErrorReporter;
}

export class MemoryPubSub implements PubSub {
  private readonly hub: MemoryPubSubHub;
  private readonly prefix: string;
  private readonly onError: ErrorReporter;
  private readonly unsubscribers = new Set<() => Promise<void>>();

  constructor(options: MemoryPubSubOptions = {}) {
    this.hub = options.hub ?? MemoryPubSubHub.shared;
    this.prefix = options.channelPrefix ?? '';
    this.onError = options.onError ?? reportToConsole;
  }

  publish(channel: string, message: string): Promise<void> {
    return settle(() => {
      this.hub.publish(this.prefix + channel, message);
    });
  }

  subscribe(channel: string, listener: MessageListener): Promise<() => Promise<void>> {
    return settle(() => {
      const full = this.prefix + channel;
      const subscriber: Subscriber = {
        active: true,
        deliver: (message) => {
          if (subscriber.active) invokeListener(listener, message, channel, this.onError);
        },
      };
      this.hub.add(full, subscriber);
      const unsubscribe = (): Promise<void> =>
        settle(() => {
          subscriber.active = false;
          this.hub.remove(full, subscriber);
          this.unsubscribers.delete(unsubscribe);
        });
      this.unsubscribers.add(unsubscribe);
      return unsubscribe;
    });
  }

  /** Drops this instance's subscriptions (the hub outlives it). */
  async close(): Promise<void> {
    await Promise.all([...this.unsubscribers].map((unsubscribe) => unsubscribe()));
  }
}
