import type { JWTPayload } from 'jose';

/**
 * Tokens whose signature and claims were verified already, so a client sending the same access
 * token on every request costs one signature check per token and minute rather than one per
 * request (an ES256 check costs about as much as the rest of a small request: bench/checkout).
 *
 * Keyed by the whole token: a hit needs the very bytes that were verified, so a forged or altered
 * token is always a miss. An entry lives until the token's expiry or MAX_AGE_MS, whichever is
 * first, so a key withdrawn from the key set stops being honoured within a minute; everything
 * that is not a signature check (revocations, roles) is still done on every request by the caller.
 * Least recently used entries go first once `capacity` is reached.
 */
export class VerifiedTokens {
  static readonly MAX_AGE_MS = 60_000;
  private readonly entries = new Map<string, { payload: JWTPayload; until: number }>();

  constructor(private readonly capacity = 5_000) {}

  get(token: string, now = Date.now()): JWTPayload | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    this.entries.delete(token);
    if (entry.until <= now) return undefined;
    this.entries.set(token, entry);
    return entry.payload;
  }

  /** `payload` as jwtVerify returned it: its `exp` (seconds) bounds the entry. */
  set(token: string, payload: JWTPayload, now = Date.now()): void {
    if (this.capacity <= 0 || typeof payload.exp !== 'number') return;
    const until = Math.min(payload.exp * 1000, now + VerifiedTokens.MAX_AGE_MS);
    if (until <= now) return;
    this.entries.delete(token);
    this.entries.set(token, { payload, until });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
