/**
 * The tab's one connection to the gateway's notification stream (Server-Sent Events). Pure: the
 * credentialed URL, the EventSource and the timers come in through `RealtimeDeps`, so tests drive it
 * with a fake EventSource and the app binds it to the session (realtime.ts).
 *
 * Every failure is handled by closing the source and opening a new one ourselves, never by the
 * browser's own retry: the stream's credential is a short-lived single-use ticket (the access token
 * lives in memory and EventSource cannot send headers), so a retry must ask for a fresh one, and it
 * carries the last event id so the gateway replays what was missed.
 */

/** What the gateway sends: `id:` the notification's UUIDv7, `event:` the kind, `data:` JSON. */
export interface RealtimeMessage<T = unknown> {
  id: string;
  kind: string;
  data: T;
}

export type RealtimeHandler<T = unknown> = (data: T, message: RealtimeMessage<T>) => void;

/** The part of EventSource the client uses (the DOM one satisfies it). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((ev: Event) => unknown) | null;
  onerror: ((ev: Event) => unknown) | null;
  addEventListener(type: string, listener: (ev: MessageEvent) => void): void;
  close(): void;
}

export interface RealtimeDeps {
  /**
   * A stream URL with a fresh credential, resuming after `lastEventId`; null when nobody is signed in
   * (the client then stops). A rejection counts as a failed attempt and is retried with back-off.
   */
  connectUrl(lastEventId: string | null): Promise<string | null>;
  createSource(url: string): EventSourceLike;
  /** After every successful (re)connect: what the stream cannot replay (e.g. the unread count). */
  onOpen?(): void;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
  random?(): number;
}

/**
 * Kinds the gateway sends (services/gateway/src/realtime/stream.openapi.ts), listened to whether or
 * not a page asks: the bell's count follows them, and `session_expired` is the client's own business.
 */
export const BASE_KINDS = [
  'notification',
  'notification.read',
  'unread_count',
  'resync',
  'session_expired',
  'update',
] as const;

export type RealtimeState = 'idle' | 'connecting' | 'open' | 'waiting';

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** Ids remembered to drop a repeat (a resume that overlaps what a handler already saw). */
const SEEN_LIMIT = 200;

export class RealtimeClient {
  private source: EventSourceLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  /** Bumped by every connect/stop so a late ticket or event from an old source is ignored. */
  private generation = 0;
  private lastId: string | null = null;
  private readonly seen: string[] = [];
  private readonly handlers = new Map<string, Set<RealtimeHandler<never>>>();
  private readonly attached = new Set<string>();
  private readonly stateListeners = new Set<() => void>();
  private current: RealtimeState = 'idle';

  constructor(private readonly deps: RealtimeDeps) {}

  get state(): RealtimeState {
    return this.current;
  }

  /** The id of the last event received: where a reconnect resumes. */
  get lastEventId(): string | null {
    return this.lastId;
  }

  /**
   * Calls `handler` with the data of every `kind` event. For a new notification (`notification`),
   * handlers of the notification's own kind (e.g. `message_received`) are called too.
   */
  on<T>(kind: string, handler: RealtimeHandler<T>): () => void {
    let set = this.handlers.get(kind);
    if (!set) this.handlers.set(kind, (set = new Set()));
    set.add(handler);
    if (this.source) this.attach(this.source, kind);
    return () => {
      set.delete(handler);
    };
  }

  onStateChange(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Opens the stream unless it is open or opening already. */
  start(): void {
    if (this.current !== 'idle') return;
    this.attempt = 0;
    void this.connect();
  }

  /** Closes the stream and forgets the resume point (sign-out, or another user signed in). */
  stop({ forget = true }: { forget?: boolean } = {}): void {
    this.generation++;
    this.closeSource();
    this.clearTimer();
    if (forget) {
      this.lastId = null;
      this.seen.length = 0;
    }
    this.setState('idle');
  }

  /** Skips the wait of a pending retry (the browser came back online). */
  retryNow(): void {
    if (this.current !== 'waiting') return;
    this.clearTimer();
    void this.connect();
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    this.closeSource();
    this.setState('connecting');
    let url: string | null;
    try {
      url = await this.deps.connectUrl(this.lastId);
    } catch {
      if (generation === this.generation) this.scheduleRetry();
      return;
    }
    if (generation !== this.generation) return;
    if (url === null) {
      this.stop();
      return;
    }
    const source = this.deps.createSource(url);
    this.source = source;
    this.attached.clear();
    for (const kind of new Set<string>([...BASE_KINDS, ...this.handlers.keys()])) this.attach(source, kind);
    source.onopen = () => {
      if (generation !== this.generation) return;
      this.attempt = 0;
      this.setState('open');
      this.deps.onOpen?.();
    };
    source.onerror = () => {
      if (generation !== this.generation) return;
      // Closed by the server (token expired, gateway restart) or the network: a fresh ticket, resume.
      this.closeSource();
      this.scheduleRetry();
    };
  }

  private attach(source: EventSourceLike, kind: string): void {
    if (this.attached.has(kind)) return;
    this.attached.add(kind);
    source.addEventListener(kind, (ev) => {
      if (source !== this.source) return;
      this.receive(kind, ev);
    });
  }

  private receive(kind: string, ev: MessageEvent): void {
    if (kind === 'session_expired') {
      // The token that opened the stream ran out and the gateway is hanging up: come back at once
      // with a ticket for the refreshed token (no back-off: nothing is wrong).
      this.attempt = 0;
      this.clearTimer();
      void this.connect();
      return;
    }
    const id = ev.lastEventId || '';
    if (id) {
      if (this.seen.includes(id + kind)) return;
      this.seen.push(id + kind);
      if (this.seen.length > SEEN_LIMIT) this.seen.shift();
      this.lastId = id;
    }
    let data: unknown;
    try {
      data = typeof ev.data === 'string' && ev.data !== '' ? JSON.parse(ev.data) : null;
    } catch {
      return; // Not ours to guess at; the next event is independent of it.
    }
    const message: RealtimeMessage = { id, kind, data };
    this.dispatch(kind, message);
    const inner =
      kind === 'notification' && data && typeof data === 'object' ? (data as { kind?: unknown }).kind : null;
    if (typeof inner === 'string' && inner !== kind && !BASE_KINDS.includes(inner as never))
      this.dispatch(inner, message);
  }

  private dispatch(kind: string, message: RealtimeMessage): void {
    for (const handler of [...(this.handlers.get(kind) ?? [])]) {
      try {
        (handler as RealtimeHandler)(message.data, message);
      } catch (err) {
        // One page's broken handler must not starve the others (nor the bell) of events.
        console.error(err);
      }
    }
  }

  private scheduleRetry(): void {
    const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** this.attempt);
    this.attempt++;
    // Full jitter on the upper half: a gateway restart must not bring every tab back in one burst.
    const delay = Math.round(ceiling / 2 + (ceiling / 2) * (this.deps.random ?? Math.random)());
    this.setState('waiting');
    const setTimer = this.deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
    this.timer = setTimer(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }

  private closeSource(): void {
    if (!this.source) return;
    const source = this.source;
    this.source = null;
    source.onopen = null;
    source.onerror = null;
    source.close();
  }

  private clearTimer(): void {
    if (this.timer === null) return;
    (this.deps.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>)))(this.timer);
    this.timer = null;
  }

  private setState(state: RealtimeState): void {
    if (this.current === state) return;
    this.current = state;
    this.stateListeners.forEach((l) => l());
  }
}
