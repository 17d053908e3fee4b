import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { CONFIG } from '@sokoni/platform/config';
import type { GatewayConfig } from '../gateway.config.js';
import type { SseStream } from './sse-stream.js';

export type Admission = 'admitted' | 'user_limit' | 'process_limit';

/**
 * The streams this process holds: the per-user and per-process limits, one heartbeat timer for all
 * of them (rather than one per connection), and ending them all when the gateway shuts down, which
 * would otherwise wait on them forever.
 */
@Injectable()
export class StreamRegistry implements OnModuleDestroy {
  private readonly byUser = new Map<string, Set<SseStream>>();
  private count = 0;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {
    this.heartbeat = setInterval(() => this.beat(), config.STREAM_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.count;
  }

  /** Users with at least one stream here (a leak check: 0 once everyone hung up). */
  get users(): number {
    return this.byUser.size;
  }

  add(stream: SseStream): Admission {
    if (this.count >= this.config.STREAM_MAX_CONNECTIONS) return 'process_limit';
    const mine = this.byUser.get(stream.userId) ?? new Set<SseStream>();
    if (mine.size >= this.config.STREAM_MAX_PER_USER) return 'user_limit';
    mine.add(stream);
    this.byUser.set(stream.userId, mine);
    this.count += 1;
    return 'admitted';
  }

  remove(stream: SseStream): void {
    const mine = this.byUser.get(stream.userId);
    if (!mine?.delete(stream)) return;
    this.count -= 1;
    if (mine.size === 0) this.byUser.delete(stream.userId);
  }

  /** Sends a state event (no id) to every open stream, e.g. `resync` after the fan-out lost events. */
  broadcast(kind: string, data: unknown): void {
    for (const mine of this.byUser.values())
      for (const stream of mine) if (stream.isOpen) stream.send(kind, data);
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    for (const mine of [...this.byUser.values()]) for (const stream of [...mine]) stream.end();
  }

  private beat(): void {
    for (const mine of this.byUser.values())
      for (const stream of mine) if (stream.isOpen) stream.comment('hb');
  }
}
