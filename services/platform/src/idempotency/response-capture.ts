import type { Response } from 'express';
import type { StoredResponse } from './idempotency.store.js';

/** The response headers a replay repeats; the rest belong to each request (ids, dates, CORS). */
export const STORED_HEADERS = [
  'content-type',
  'content-language',
  'location',
  'etag',
  'retry-after',
] as const;

/** A response on its way out: its whole body, or `streamed` when part of it has left already. */
export interface OutgoingResponse extends StoredResponse {
  streamed: boolean;
}

type EndCallback = () => void;
type End = (chunk?: unknown, encoding?: BufferEncoding, cb?: EndCallback) => Response;

/**
 * Holds the response back at its last step (`res.end`, which Express's `send` and the problem filter
 * both reach with the whole body), awaits `hold` with it as it is about to be sent, then sends what
 * `hold` returns in its place, or the response unchanged. Headers are still unsent at that point,
 * so what is stored is exactly what the client gets, error answers of the exception filter included.
 */
export function holdResponseEnd(
  res: Response,
  hold: (outgoing: OutgoingResponse) => Promise<StoredResponse | undefined>,
): void {
  const end = res.end.bind(res) as End;
  const held = (chunk?: unknown, encoding?: unknown, cb?: unknown): Response => {
    res.end = end as Response['end']; // once: a second end() is Node's to refuse
    if (typeof chunk === 'function') [cb, chunk, encoding] = [chunk, undefined, undefined];
    else if (typeof encoding === 'function') [cb, encoding] = [encoding, undefined];
    const outgoing: OutgoingResponse = {
      status: res.statusCode,
      headers: pickHeaders(res),
      body: toBuffer(chunk, encoding as BufferEncoding | undefined),
      streamed: res.headersSent,
    };
    const callback = cb as EndCallback | undefined;
    void hold(outgoing)
      .catch(() => undefined)
      .then((replacement) => {
        if (!replacement || res.headersSent)
          return end(chunk, encoding as BufferEncoding | undefined, callback);
        writeHeaders(res, replacement);
        return end(replacement.body, undefined, callback);
      });
    return res;
  };
  res.end = held as Response['end'];
}

/** Puts a stored response's status and headers on `res` over whatever was set for this request. */
export function writeHeaders(res: Response, stored: StoredResponse): void {
  res.statusCode = stored.status;
  for (const name of [...STORED_HEADERS, 'content-length']) res.removeHeader(name);
  for (const [name, value] of Object.entries(stored.headers)) res.setHeader(name, value);
  if (stored.status !== 204 && stored.status !== 304) res.setHeader('Content-Length', stored.body.length);
}

function pickHeaders(res: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of STORED_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

function toBuffer(chunk: unknown, encoding: BufferEncoding | undefined): Buffer {
  if (chunk === undefined || chunk === null) return Buffer.alloc(0);
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding ?? 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.alloc(0); // anything else Node's end() refuses itself
}
