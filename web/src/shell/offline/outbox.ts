import { ApiError } from '../../api/problem';
import { isNetworkFailure } from './network';
import type { NewOutboxItem, OutboxAction, OutboxItem, OutboxStore } from './outbox-store';

export { isNetworkFailure, ownerOf } from './network';

/** Sends one waiting action; rejects as the API client does (ApiError for an answer, else a network error). */
export type SendItem = (item: OutboxItem) => Promise<void>;

/** An action the server refused on replay: dropped from the queue, shown until dismissed. */
export interface Refusal {
  item: OutboxItem;
  /** The server's own words (problem detail, in the reader's language), when it gave some. */
  reason: string | null;
}

/** "Not now" rather than "no": signed out meanwhile, rate-limited, a server or gateway failing. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return isNetworkFailure(error);
  return [401, 408, 425, 429].includes(error.status) || error.status >= 500;
}

type Exclusive = <T>(name: string, fn: () => Promise<T>) => Promise<T>;
const noLock: Exclusive = (_name, fn) => fn();

/**
 * Actions taken without a connection, sent in the order they were taken once it returns. Each
 * person's actions wait in their own queue and are only ever sent in their own session: a visitor
 * who signs in as someone else never sends the first one's cart changes. A refusal (4xx) drops
 * that action and is reported; the ones behind it still go. A "not now" (offline, 5xx, 429,
 * signed out) stops the replay there, keeping the order for the next try.
 */
export class Outbox {
  private items: OutboxItem[] = [];
  private refusals: Refusal[] = [];
  private readonly listeners = new Set<() => void>();
  private replaying: Promise<number> | null = null;

  constructor(
    private readonly store: OutboxStore,
    private readonly send: SendItem,
    private readonly exclusive: Exclusive = noLock,
    private readonly newKey: () => string = () => crypto.randomUUID(),
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** What `owner` has waiting, oldest first (a visitor's own actions count as theirs once signed in). */
  pending(owner: string): OutboxItem[] {
    return this.items.filter((i) => visibleTo(i, owner));
  }

  /** Refused actions of `owner` not yet dismissed. */
  refused(owner: string): Refusal[] {
    return this.refusals.filter((r) => visibleTo(r.item, owner));
  }

  dismiss(seq: number): void {
    this.refusals = this.refusals.filter((r) => r.item.seq !== seq);
    this.emit();
  }

  /** Reads the queue again (at start, and when another tab changed it). */
  async load(): Promise<void> {
    this.items = (await this.store.list()).sort((a, b) => a.seq - b.seq);
    this.emit();
  }

  /** `key`: the Idempotency-Key the first try already carried, when it had one. */
  async enqueue(owner: string, action: OutboxAction, key = this.newKey()): Promise<OutboxItem> {
    const item: NewOutboxItem = { owner, key, action, createdAt: new Date().toISOString() };
    const stored = await this.store.add(item);
    this.items = [...this.items.filter((i) => i.seq !== stored.seq), stored];
    this.emit();
    return stored;
  }

  /** Drops everything `owner` had waiting (their sign-out: nothing of theirs stays on the device). */
  async forget(owner: string): Promise<void> {
    await this.load();
    for (const item of this.items.filter((i) => i.owner === owner)) await this.store.remove(item.seq);
    this.refusals = this.refusals.filter((r) => r.item.owner !== owner);
    await this.load();
  }

  /**
   * Sends what `owner` has waiting, in order; resolves with how many actions reached the server
   * (sent or refused). One replay at a time, across tabs too (the queue is read afresh inside the lock).
   */
  replay(owner: string): Promise<number> {
    this.replaying ??= this.exclusive('sokoni.outbox', async () => {
      let done = 0;
      await this.load();
      for (const item of this.pending(owner)) {
        try {
          await this.send(item);
        } catch (error) {
          if (worthRetrying(error)) break;
          this.refusals = [...this.refusals, { item, reason: reasonOf(error) }];
        }
        await this.store.remove(item.seq);
        this.items = this.items.filter((i) => i.seq !== item.seq);
        done += 1;
        this.emit();
      }
      return done;
    }).finally(() => {
      this.replaying = null;
    });
    return this.replaying;
  }

  private emit(): void {
    this.listeners.forEach((l) => l());
  }
}

const visibleTo = (item: OutboxItem, owner: string) => item.owner === owner || item.owner === 'guest';

function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.problem.detail ?? error.problem.title ?? null;
}
