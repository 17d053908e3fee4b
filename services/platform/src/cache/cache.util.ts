import type { ErrorReporter, MessageListener } from './cache.port.js';

// Shared by the adapters, so both refuse the same mistakes the same way.

export const reportToConsole: ErrorReporter = (error, context) => {
  console.error(`[cache] ${context}:`, error);
};

export function assertTtl(ttlMs: number | undefined): number | undefined {
  if (ttlMs === undefined) return undefined;
  if (!Number.isFinite(ttlMs) || ttlMs <= 0)
    throw new RangeError(`ttlMs must be a positive number, got ${ttlMs}`);
  return Math.ceil(ttlMs);
}

export function assertLimit(limit: number, windowMs: number): number {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`limit must be a positive integer, got ${limit}`);
  if (!Number.isFinite(windowMs) || windowMs <= 0) {
    throw new RangeError(`windowMs must be a positive number, got ${windowMs}`);
  }
  return Math.ceil(windowMs);
}

export function toJson(value: unknown): string {
  const json = JSON.stringify(value);
  // undefined (and functions/symbols) have no JSON form; storing them would read back as a miss.
  if (json === undefined) throw new TypeError('cache values must be JSON-serialisable (got undefined)');
  return json;
}

/** Runs `fn` so a synchronous throw becomes a rejection, like it would from a network adapter. */
export function settle<T>(fn: () => T): Promise<T> {
  return new Promise<T>((resolve) => resolve(fn()));
}

/** Calls a listener so that neither a throw nor a rejection escapes into the transport. */
export function invokeListener(
  listener: MessageListener,
  message: string,
  channel: string,
  onError: ErrorReporter,
): void {
  const context = `pub/sub listener on "${channel}" failed`;
  try {
    const result = listener(message, channel);
    if (result instanceof Promise) result.catch((error: unknown) => onError(error, context));
  } catch (error) {
    onError(error, context);
  }
}
