import type { CacheStore } from './cache.port.js';
import { assertTtl, settle, toJson } from './cache.util.js';

export interface MemoryCacheOptions {
  /** Most entries kept; past it the least recently used goes. Default 10 000. */
  maxEntries?: number;
  /** How often expired entries are purged (they are also dropped when read). Default 30 s. */
  sweepIntervalMs?: number;
  /** Monotonic milliseconds; injectable for tests. */
  now?: () => number;
}

interface Entry {
  json: string;
  expiresAt: number;
}

export class MemoryCacheStore implements CacheStore {
  // A Map iterates in insertion order; re-inserting on read keeps the least recently used first.
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly timer: NodeJS.Timeout;

  constructor(options: MemoryCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? (() => performance.now());
    this.timer = setInterval(() => this.sweep(), options.sweepIntervalMs ?? 30_000);
    // A cache must never keep the process alive on its own.
    this.timer.unref();
  }

  get size(): number {
    return this.entries.size;
  }

  get<T>(key: string): Promise<T | undefined> {
    return settle(() => {
      const entry = this.entries.get(key);
      if (!entry) return undefined;
      this.entries.delete(key);
      if (entry.expiresAt <= this.now()) return undefined;
      this.entries.set(key, entry);
      return JSON.parse(entry.json) as T;
    });
  }

  set<T>(key: string, value: T, ttlMs?: number): Promise<void> {
    return settle(() => {
      const ttl = assertTtl(ttlMs);
      const json = toJson(value);
      this.entries.delete(key);
      this.entries.set(key, { json, expiresAt: ttl === undefined ? Infinity : this.now() + ttl });
      for (const oldest of this.entries.keys()) {
        if (this.entries.size <= this.maxEntries) break;
        this.entries.delete(oldest);
      }
    });
  }

  delete(key: string): Promise<void> {
    return settle(() => {
      this.entries.delete(key);
    });
  }

  /**
   * The live value under `key` with the time it has left (undefined: kept until deleted), without
   * counting as a use; undefined when there is none. For writing entries back to another store.
   */
  peek(key: string): { value: unknown; ttlMs?: number } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const left = entry.expiresAt - this.now();
    if (left <= 0) return undefined;
    const value: unknown = JSON.parse(entry.json);
    return entry.expiresAt === Infinity ? { value } : { value, ttlMs: left };
  }

  /** Forgets every entry (the timer keeps running). */
  clear(): void {
    this.entries.clear();
  }

  /** Drops every expired entry. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  close(): void {
    clearInterval(this.timer);
    this.entries.clear();
  }
}
