import type { EventSourceLike } from './realtime-client';

/** An EventSource the test drives: open it, emit named events with ids, fail it. */
export class FakeEventSource implements EventSourceLike {
  static readonly all: FakeEventSource[] = [];
  static latest(): FakeEventSource {
    const s = FakeEventSource.all.at(-1);
    if (!s) throw new Error('no EventSource was created');
    return s;
  }

  readyState = 0;
  closed = false;
  onopen: ((ev: Event) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  private readonly listeners = new Map<string, ((ev: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }

  addEventListener(type: string, listener: (ev: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  listenedKinds(): string[] {
    return [...this.listeners.keys()];
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** As a browser dispatches `id: <id>\nevent: <kind>\ndata: <json>`; unlistened kinds are dropped. */
  emit(kind: string, id: string, data: unknown): void {
    if (this.closed) return;
    const ev = new MessageEvent(kind, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
      lastEventId: id,
    });
    for (const l of this.listeners.get(kind) ?? []) l(ev);
  }

  /** The server closed the stream or the network dropped: the browser would now retry by itself. */
  fail(): void {
    this.readyState = 0;
    this.onerror?.(new Event('error'));
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
}
