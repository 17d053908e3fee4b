import { BroadcastChannel } from 'node:worker_threads';
import type { RealtimeErrorReporter, RealtimeEvent, RealtimeFanout } from './realtime.port.js';
import { assertUserId, decodeEvent, deliver, encodeEvent, reportToConsole, settle } from './realtime.util.js';

export interface MemoryRealtimeOptions {
  /**
   * The BroadcastChannel name every instance of one run shares. Instances with the same name reach
   * each other across the worker threads of one process (the standalone gateway runs in a worker).
   */
  channelName?: string;
  onError?: RealtimeErrorReporter;
}

interface Wire {
  userId: string;
  message: string;
}

export const DEFAULT_REALTIME_CHANNEL = 'sokoni:rt';

/**
 * The standalone run's fan-out: local listeners are called directly, and every publish is also posted
 * on a BroadcastChannel so instances in other threads (or other instances in this one) deliver it to
 * theirs. A BroadcastChannel never delivers to the instance that posted, so nothing arrives twice.
 */
export class MemoryRealtimeFanout implements RealtimeFanout {
  private readonly listeners = new Map<string, Set<(e: RealtimeEvent) => void>>();
  private readonly channel: BroadcastChannel;
  private readonly onError: RealtimeErrorReporter;
  private closed = false;

  constructor(options: MemoryRealtimeOptions = {}) {
    this.onError = options.onError ?? reportToConsole;
    this.channel = new BroadcastChannel(options.channelName ?? DEFAULT_REALTIME_CHANNEL);
    this.channel.onmessage = (message: unknown) => {
      const wire = (message as { data?: Partial<Wire> }).data;
      if (typeof wire?.userId === 'string' && typeof wire.message === 'string')
        this.dispatch(wire.userId, wire.message);
    };
    // Listening must not keep a process (or a test run) alive on its own.
    (this.channel as unknown as { unref?: () => void }).unref?.();
  }

  /** Users with at least one local listener (for metrics and leak checks). */
  get subscribedUsers(): number {
    return this.listeners.size;
  }

  publish(userId: string, event: RealtimeEvent): Promise<void> {
    return settle(() => {
      if (this.closed) throw new Error('realtime fan-out is closed');
      assertUserId(userId);
      const message = encodeEvent(event);
      this.channel.postMessage({ userId, message } satisfies Wire);
      // On a later tick, like a message off a socket: a listener never runs inside the publisher's call.
      queueMicrotask(() => this.dispatch(userId, message));
    });
  }

  subscribe(userId: string, onEvent: (e: RealtimeEvent) => void): Promise<() => Promise<void>> {
    return settle(() => this.add(userId, onEvent));
  }

  close(): Promise<void> {
    return settle(() => {
      if (this.closed) return;
      this.closed = true;
      this.listeners.clear();
      this.channel.close();
    });
  }

  private add(userId: string, onEvent: (e: RealtimeEvent) => void): () => Promise<void> {
    if (this.closed) throw new Error('realtime fan-out is closed');
    assertUserId(userId);
    // A wrapper, so the same function subscribed twice is two subscriptions, each removed on its own.
    const listener = (e: RealtimeEvent): void => onEvent(e);
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () =>
      settle(() => {
        const current = this.listeners.get(userId);
        if (!current?.delete(listener)) return;
        if (current.size === 0) this.listeners.delete(userId);
      });
  }

  private dispatch(userId: string, message: string): void {
    const set = this.listeners.get(userId);
    if (!set || set.size === 0) return;
    const event = decodeEvent(message);
    if (!event) return this.onError(new Error('undecodable realtime message'), `user ${userId}`);
    for (const listener of [...set]) if (set.has(listener)) deliver(listener, event, this.onError);
  }
}
