import type { ServerResponse } from 'node:http';

// Past this much unsent data the client is not reading: dropping it frees the memory, and it
// resumes from its Last-Event-ID when it reconnects.
const MAX_BUFFERED_BYTES = 256 * 1024;
const KIND = /^[A-Za-z0-9_.-]{1,64}$/;

/** One open text/event-stream response: framing, and ending it exactly once. */
export class SseStream {
  /** Notification ids this stream has sent, so a late live copy of a backlog item is not sent twice. */
  readonly sent = new Set<string>();
  private opened = false;
  private ended = false;

  constructor(
    private readonly res: ServerResponse,
    readonly userId: string,
  ) {}

  get isOpen(): boolean {
    return this.opened && !this.ended;
  }

  /** The client hung up (or the stream was ended): nothing more can be written. */
  get gone(): boolean {
    return this.ended || this.res.destroyed || this.res.writableEnded;
  }

  open(retryMs: number): void {
    this.res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx (and ingresses built on it) would otherwise hold events back to fill its buffer.
      'x-accel-buffering': 'no',
    });
    this.opened = true;
    this.write(`retry: ${retryMs}\n\n`);
  }

  /** `id` only for events that move the client's resume point (new notifications). */
  send(kind: string, data: unknown, id?: string): void {
    if (!KIND.test(kind) || (id !== undefined && /[\r\n]/.test(id))) return;
    // JSON.stringify escapes line breaks, so the data is always one `data:` line.
    const json = JSON.stringify(data ?? null);
    this.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${kind}\ndata: ${json}\n\n`);
    if (id !== undefined) this.sent.add(id);
  }

  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (!this.res.writableEnded) this.res.end();
  }

  private write(chunk: string): void {
    if (!this.opened || this.gone) return;
    this.res.write(chunk);
    if (this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.ended = true;
      this.res.destroy();
    }
  }
}
