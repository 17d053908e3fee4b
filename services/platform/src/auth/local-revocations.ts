import { mergeRevocation, type RevocationRecord } from './revocation-records.js';

interface Kept<T> {
  value: T;
  /** ms since the epoch after which no token the record could refuse is still alive. */
  until: number;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * This process's own copy of the revocations it has seen in identity's events, consulted beside the
 * shared store and alone when the store cannot answer (Redis away), so a revoked token stays refused
 * through an outage. Records are dropped once the tokens they could refuse have expired (the token
 * lifetime plus a minute after the change), so the copy holds only the last few minutes of events.
 */
export class LocalRevocations {
  private readonly users = new Map<string, Kept<RevocationRecord>>();
  private readonly sessions = new Map<string, Kept<true>>();
  private nextSweep: number;

  constructor(private readonly now: () => number = Date.now) {
    this.nextSweep = now() + SWEEP_EVERY_MS;
  }

  get size(): number {
    return this.users.size + this.sessions.size;
  }

  /** Keeps the later of the user's records (see mergeRevocation) until `until`. */
  recordUser(userId: string, record: RevocationRecord, until: number): void {
    this.sweepIfDue();
    const merged = mergeRevocation(this.user(userId), record);
    this.users.set(userId, { value: merged, until: Math.max(until, merged.at) });
  }

  recordSession(sessionId: string, until: number): void {
    this.sweepIfDue();
    const kept = this.sessions.get(sessionId);
    this.sessions.set(sessionId, { value: true, until: Math.max(until, kept?.until ?? 0) });
  }

  user(userId: string): RevocationRecord | undefined {
    return this.live(this.users, userId)?.value;
  }

  sessionRevoked(sessionId: string): boolean {
    return this.live(this.sessions, sessionId) !== undefined;
  }

  /** Drops every record whose tokens have all expired. */
  sweep(): void {
    const now = this.now();
    for (const map of [this.users, this.sessions] as Map<string, Kept<unknown>>[])
      for (const [key, kept] of map) if (kept.until <= now) map.delete(key);
    this.nextSweep = now + SWEEP_EVERY_MS;
  }

  private live<T>(map: Map<string, Kept<T>>, key: string): Kept<T> | undefined {
    const kept = map.get(key);
    if (!kept) return undefined;
    if (kept.until > this.now()) return kept;
    map.delete(key);
    return undefined;
  }

  // On writes rather than on a timer: no lifecycle to manage, and without events nothing grows.
  private sweepIfDue(): void {
    if (this.now() >= this.nextSweep) this.sweep();
  }
}
