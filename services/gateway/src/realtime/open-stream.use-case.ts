import { Inject, Injectable } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { CONFIG } from '@sokoni/platform/config';
import { ProblemException } from '@sokoni/platform/errors';
import { REALTIME_FANOUT, type RealtimeEvent, type RealtimeFanout } from '@sokoni/platform/realtime';
import type { GatewayConfig } from '../gateway.config.js';
import { type Backlog, NotificationBacklog } from './notification-backlog.js';
import { SseStream } from './sse-stream.js';
import { StreamRegistry } from './stream-registry.js';
import type { StreamCaller } from './stream-caller.js';

export interface OpenStreamInput {
  res: ServerResponse;
  caller: StreamCaller;
  /** The last notification id the client saw (Last-Event-ID), already validated. */
  lastEventId?: string;
  /** Request ids passed on to the backlog request. */
  upstreamHeaders: Record<string, string>;
}

// Live events that arrive while the backlog is fetched; past this the stream ends and the client
// resumes (from the backlog) rather than the gateway holding an unbounded queue.
const MAX_BUFFERED_EVENTS = 1_000;
// setTimeout's limit; access tokens live minutes, so this only guards odd `exp` values.
const MAX_TIMER_MS = 2 ** 31 - 1;
const SUBSCRIBE_TIMEOUT_MS = 5_000;

const realtimeUnavailable = (cause: unknown): ProblemException =>
  new ProblemException({
    status: 503,
    code: 'gateway.stream_unavailable',
    headers: { 'Retry-After': '5' },
    cause,
  });

/**
 * Opens a user's notification stream. On resume it subscribes first and buffers, then sends what the
 * notifications service has after Last-Event-ID, then the buffer without what was already sent:
 * an event published during the reconnect is in the backlog, the buffer, or both, never neither.
 */
@Injectable()
export class OpenStream {
  constructor(
    @Inject(CONFIG) private readonly config: GatewayConfig,
    @Inject(REALTIME_FANOUT) private readonly fanout: RealtimeFanout,
    private readonly registry: StreamRegistry,
    private readonly backlog: NotificationBacklog,
  ) {}

  async execute({ res, caller, lastEventId, upstreamHeaders }: OpenStreamInput): Promise<void> {
    const stream = new SseStream(res, caller.user.id);
    const admission = this.registry.add(stream);
    if (admission !== 'admitted')
      throw ProblemException.tooManyRequests(`gateway.too_many_streams_${admission}`, 30);

    let unsubscribe: (() => Promise<void>) | undefined;
    let expiry: NodeJS.Timeout | undefined;
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      this.registry.remove(stream);
      clearTimeout(expiry);
      void unsubscribe?.();
    };
    // The response closes when the client hangs up (or the stream is ended): the one cleanup signal.
    res.once('close', release);

    try {
      let live = false;
      let overflow = false;
      const buffer: RealtimeEvent[] = [];
      unsubscribe = await this.subscribe(caller.user.id, (event) => {
        if (live) return this.deliver(stream, event, lastEventId);
        if (buffer.length < MAX_BUFFERED_EVENTS) buffer.push(event);
        else overflow = true;
      });
      // The client may have left while we subscribed: release() ran before there was anything to undo.
      if (released) return void (await unsubscribe());

      const missed: Backlog | undefined = lastEventId
        ? await this.backlog.after(lastEventId, caller.token, upstreamHeaders)
        : undefined;
      if (stream.gone) return release();

      stream.open(this.config.STREAM_RETRY_MS);
      if (missed) {
        for (const item of missed.items) stream.send('notification', item, item.id);
        stream.send('unread_count', { count: missed.unreadCount });
        if (missed.truncated) stream.send('resync', {});
      }
      for (const event of buffer) this.deliver(stream, event, lastEventId);
      live = true;
      if (overflow) return stream.end();

      // The stream lives no longer than the token that opened it; the client gets a fresh ticket.
      const left = Math.min(Math.max(caller.expiresAt - Date.now(), 0), MAX_TIMER_MS);
      expiry = setTimeout(() => {
        stream.send('session_expired', {});
        stream.end();
      }, left);
      expiry.unref();
    } catch (error) {
      release();
      // Before the headers the error filter answers with a problem; after them, just hang up.
      if (res.headersSent) return stream.end();
      throw error;
    }
  }

  /**
   * A subscription that is not live within SUBSCRIBE_TIMEOUT_MS (Redis away: the SUBSCRIBE waits for
   * the reconnect) is a 503 rather than a request hanging; if it goes through later, it is undone.
   */
  private async subscribe(userId: string, onEvent: (e: RealtimeEvent) => void): Promise<() => Promise<void>> {
    const subscribing = this.fanout.subscribe(userId, onEvent);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), SUBSCRIBE_TIMEOUT_MS);
    });
    try {
      const off = await Promise.race([subscribing, timeout]);
      if (off) return off;
    } catch (cause) {
      throw realtimeUnavailable(cause);
    } finally {
      clearTimeout(timer);
    }
    subscribing.then(
      (off) => off(),
      () => undefined,
    );
    throw realtimeUnavailable(new Error(`no subscription within ${SUBSCRIBE_TIMEOUT_MS} ms`));
  }

  private deliver(stream: SseStream, event: RealtimeEvent, lastEventId: string | undefined): void {
    if (event.kind !== 'notification') return stream.send(event.kind, event.data);
    // Already sent from the backlog, or older than what the client said it has (UUIDv7 sorts by time).
    if (stream.sent.has(event.id) || (lastEventId !== undefined && event.id <= lastEventId)) return;
    stream.send(event.kind, event.data, event.id);
  }
}
