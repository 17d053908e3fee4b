interface Entry<V> {
  value: Promise<V>;
  /** When its load began: the data are at least this old. */
  at: number;
  generation: number;
}

/**
 * A short-lived in-process cache for anonymous reads that every visitor asks the same way (the
 * browse page's first pages, the category tree, the home page's stats): under load most requests
 * share one database read instead of each making its own.
 *
 * An entry is served for at most `ttlMs` from the moment its load began, so no reader, on any
 * replica, sees data older than that, whatever wrote them (an API call, a bulk import, a consumer,
 * an operator's SQL). `invalidate()` drops everything at once when this process hears of a change
 * (the catalogue's own events, read-cache.invalidator.ts), so a seller's own change shows at once
 * here rather than within the TTL. Concurrent misses of one key share a single load; a load that
 * fails is not kept. Values are shared between callers and must be treated as immutable.
 *
 * Why not Redis (the cache port): an entry lives a second, so a shared copy would save one query
 * per key per second per replica while costing a network round trip and a JSON parse on every hit.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    this.entries.delete(key); // re-inserted below: the map's order is least recently used first
    if (hit && hit.generation === this.generation && now - hit.at < this.ttlMs) {
      this.entries.set(key, hit);
      return hit.value;
    }
    const entry: Entry<V> = { value: load(), at: now, generation: this.generation };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** Drops every entry, and any load under way is not served once it ends. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
