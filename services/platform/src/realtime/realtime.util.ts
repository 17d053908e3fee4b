import type { RealtimeErrorReporter, RealtimeEvent } from './realtime.port.js';

// Shared by both adapters so they accept, encode and deliver the same way.

export const reportToConsole: RealtimeErrorReporter = (error, context) => {
  console.error(`[realtime] ${context}:`, error);
};

// User ids are UUIDs; anything else would let one caller address a channel pattern of another.
const USER_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function assertUserId(userId: string): void {
  if (typeof userId !== 'string' || !USER_ID.test(userId))
    throw new TypeError(
      `realtime user id must be 1-128 characters [A-Za-z0-9_-], got ${JSON.stringify(userId)}`,
    );
}

export function encodeEvent(event: RealtimeEvent): string {
  if (typeof event?.id !== 'string' || event.id === '') throw new TypeError('realtime event id is required');
  if (typeof event.kind !== 'string' || event.kind === '')
    throw new TypeError('realtime event kind is required');
  return JSON.stringify({ id: event.id, kind: event.kind, data: event.data ?? null });
}

export function decodeEvent(message: string): RealtimeEvent | undefined {
  try {
    const parsed = JSON.parse(message) as Partial<RealtimeEvent>;
    if (typeof parsed?.id !== 'string' || typeof parsed.kind !== 'string') return undefined;
    return { id: parsed.id, kind: parsed.kind, data: parsed.data ?? null };
  } catch {
    return undefined;
  }
}

/** Calls a listener so neither a throw nor a rejection reaches the transport or the other listeners. */
export function deliver(
  listener: (e: RealtimeEvent) => void,
  event: RealtimeEvent,
  onError: RealtimeErrorReporter,
): void {
  try {
    const result = listener(event) as unknown;
    if (result instanceof Promise)
      result.catch((error: unknown) => onError(error, 'realtime listener failed'));
  } catch (error) {
    onError(error, 'realtime listener failed');
  }
}

/** Runs `fn` so a synchronous throw becomes a rejection, as it would from a network adapter. */
export function settle<T>(fn: () => T): Promise<T> {
  return new Promise<T>((resolve) => resolve(fn()));
}
