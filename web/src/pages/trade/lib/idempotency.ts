import { ApiError } from '../../../api/problem';

/**
 * Idempotency-Key per attempt. Trade stores the first answer to a key and replays it (Stripe's
 * semantics), so the key must be:
 *  - the same when the same submission is sent again after it may or may not have arrived (the
 *    network failed, the gateway could not reach the service, the first is still in flight): the
 *    retry then gets the first request's answer instead of placing a second order;
 *  - new once the server has answered (a replayed refusal would never let the buyer fix it), and
 *    new when the body changes (the same key with another body is refused with 422).
 */

/** A v4 UUID; crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** JSON with sorted object keys, so two equal bodies give one fingerprint whatever their key order. */
export function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** The first request with this key is still being processed: ask again shortly, same key. */
export const isInFlight = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.problem['code'] === 'idempotency.in_flight';

/**
 * Whether the outcome of a request is unknown, so a retry must reuse its key: no answer at all
 * (a network error, not an ApiError), the key still in flight, or the gateway answering for a
 * service it could not reach or that did not answer in time. Every other answer is final.
 */
export function keepsKey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return isInFlight(error) || error.status === 502 || error.status === 503 || error.status === 504;
}

/** Where an attempt's key may be kept (sessionStorage survives a reload of the tab). */
export interface KeyStore {
  get(): string | null;
  set(value: string): void;
  clear(): void;
}

interface Stored {
  key: string;
  fingerprint: string;
}

/** The keys of one kind of submission (placing this checkout, accepting this order, …). */
export class AttemptKeys {
  private current: Stored | null;

  constructor(
    private readonly newKey: () => string = newIdempotencyKey,
    private readonly store?: KeyStore,
  ) {
    this.current = AttemptKeys.read(store);
  }

  private static read(store: KeyStore | undefined): Stored | null {
    try {
      const raw = store?.get();
      if (!raw) return null;
      const v = JSON.parse(raw) as Partial<Stored>;
      return typeof v.key === 'string' && typeof v.fingerprint === 'string'
        ? { key: v.key, fingerprint: v.fingerprint }
        : null;
    } catch {
      return null;
    }
  }

  /** The key for sending `body`: the open attempt's if it was for this same body, else a new one. */
  keyFor(body: unknown): string {
    const fp = fingerprint(body);
    if (!this.current || this.current.fingerprint !== fp) {
      this.current = { key: this.newKey(), fingerprint: fp };
      try {
        this.store?.set(JSON.stringify(this.current));
      } catch {
        // Not kept across a reload; still kept for this page.
      }
    }
    return this.current.key;
  }

  /** The server answered (or `error` says it did): the next submission is a new attempt. */
  settle(error?: unknown): void {
    if (error !== undefined && keepsKey(error)) return;
    this.current = null;
    try {
      this.store?.clear();
    } catch {
      // Nothing to forget.
    }
  }
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Sends `body` under the attempt's key. While the first request with that key is still being
 * processed (409 in flight), asks again with the same key, a few times; then settles the attempt
 * by the outcome and hands it back (or throws it).
 */
export async function sendIdempotent<T>(
  attempts: AttemptKeys,
  body: unknown,
  send: (key: string) => Promise<T>,
  { inFlightRetries = 3, waitMs = 1000 }: { inFlightRetries?: number; waitMs?: number } = {},
): Promise<T> {
  const key = attempts.keyFor(body);
  for (let tries = 0; ; tries++) {
    try {
      const result = await send(key);
      attempts.settle();
      return result;
    } catch (error) {
      if (isInFlight(error) && tries < inFlightRetries) {
        await sleep(waitMs);
        continue;
      }
      attempts.settle(error);
      throw error;
    }
  }
}

/** One AttemptKeys per action name ("accept:<orderId>", "payout:KES"), created on first use. */
export class ActionKeys {
  private readonly byAction = new Map<string, AttemptKeys>();

  constructor(private readonly newKey: () => string = newIdempotencyKey) {}

  for(action: string): AttemptKeys {
    let a = this.byAction.get(action);
    if (!a) {
      a = new AttemptKeys(this.newKey);
      this.byAction.set(action, a);
    }
    return a;
  }

  send<T>(action: string, body: unknown, send: (key: string) => Promise<T>): Promise<T> {
    return sendIdempotent(this.for(action), body, send);
  }
}

/** sessionStorage under `name`, or nothing where storage is disabled. */
export function sessionKeyStore(name: string): KeyStore | undefined {
  try {
    const s = globalThis.sessionStorage;
    if (!s) return undefined;
    return {
      get: () => s.getItem(name),
      set: (v) => s.setItem(name, v),
      clear: () => s.removeItem(name),
    };
  } catch {
    return undefined;
  }
}
