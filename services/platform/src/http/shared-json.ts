import type { Response } from 'express';

interface Serialized {
  body: Buffer;
  etag: string | undefined;
}

/** Every shared value, with its bytes once its first answer made them. */
const shared = new WeakMap<object, Serialized | null>();

/**
 * Marks a value that many responses carry unchanged — a read cache's entry, served to every
 * visitor for a second — so that it is serialized (and its ETag hashed) once, at its first answer,
 * rather than at every answer: for a 24-product page that was a tenth of the request's CPU.
 *
 * The bytes are kept with the value itself (a WeakMap), so they go when the cache lets the value
 * go, and a new value (the cache's next load) is serialized afresh. A shared value must therefore
 * never be changed after it is returned — the read caches ask that of their values already.
 */
export function shareJson<T extends object>(value: T): T {
  if (!shared.has(value)) shared.set(value, null);
  return value;
}

/**
 * Answers with a shared value's serialized bytes (and `status`, if given) when it is one and the
 * answer would otherwise be express' `res.json(value)`; returns false (nothing sent) otherwise. The headers are those
 * express writes (Content-Type with its charset, Content-Length, the weak ETag its `etag fn` makes
 * of the same bytes), and `send` still answers a matching If-None-Match with 304 and a HEAD with
 * no body.
 */
export function sendSharedJson(res: Response, value: unknown, status?: number): boolean {
  if (typeof value !== 'object' || value === null || !shared.has(value)) return false;
  const app = res.app;
  // Only where express would write JSON.stringify's own output, to a type it chose itself.
  if (app.get('json replacer') || app.get('json spaces') || app.get('json escape')) return false;
  if (res.get('Content-Type') !== undefined) return false;
  let bytes = shared.get(value);
  if (!bytes) {
    const body = Buffer.from(JSON.stringify(value), 'utf8');
    const etagOf = app.get('etag fn') as ((body: Buffer) => string | undefined) | undefined;
    bytes = { body, etag: typeof etagOf === 'function' ? etagOf(body) : undefined };
    shared.set(value, bytes);
  }
  if (status !== undefined) res.status(status);
  res.set('Content-Type', 'application/json');
  if (bytes.etag && res.get('ETag') === undefined) res.set('ETag', bytes.etag);
  res.send(bytes.body);
  return true;
}
