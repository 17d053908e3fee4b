/**
 * A seeded pseudo-random source (mulberry32): the demo catalogue must come out identical on every
 * run and every machine, so nothing here may touch Math.random or the clock.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Up to `n` distinct items, in a random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.max(0, n));
  }

  /** An item chosen with probability proportional to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1]![0];
  }

  /**
   * A UUIDv7-shaped id (DESIGN §3) whose time part is `ms` and whose other bits come from this
   * source, so the same seed gives the same ids and links to demo products stay valid across runs.
   */
  uuid(ms: number): string {
    const hex = (bits: number, digits: number) => bits.toString(16).padStart(digits, '0');
    const r = () => Math.floor(this.next() * 0x10000);
    const time = hex(ms, 12);
    const variant = (0x8000 | (r() & 0x3fff)).toString(16);
    return `${time.slice(0, 8)}-${time.slice(8)}-7${hex(r() & 0xfff, 3)}-${variant}-${hex(r(), 4)}${hex(r(), 4)}${hex(r(), 4)}`;
  }
}
