import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import type { Dispatcher } from 'undici';
import { targetString, type RequestTarget } from './request-target.js';

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1): never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  // The gateway has already accepted the body; undici refuses to send `Expect` itself.
  'expect',
]);

/** The caller's trace context: replaced by the gateway's own span (extraHeaders), never passed on as is. */
const TRACE_CONTEXT = new Set(['traceparent', 'tracestate']);

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body larger than ${limit} bytes`);
  }
}

/** Counts bytes as they stream through and fails the stream once the limit is passed. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) cb(new BodyTooLargeError(this.limit));
    else cb(null, chunk);
  }
}

export interface ForwardOptions {
  /** The configured service's origin (`http://host:port`): the only place a request can go. */
  origin: string;
  /** The normalised target, the same one routing and the token rule were decided on. */
  target: RequestTarget;
  bodyLimit: number;
  timeoutMs: number;
  extraHeaders: Record<string, string>;
  onError: (err: Error) => void;
}

/**
 * Streams the request to the owning service and its answer back through undici (pooled keep-alive
 * connections per service), without buffering either: a large upload or download costs the
 * gateway no memory. The upstream URL is the configured origin plus the normalised path and
 * query, never anything read from the request line. Errors before the answer started are handed
 * to `onError` (which writes problem+json); after that the connection is simply cut.
 */
export function forward(
  dispatcher: Dispatcher,
  req: IncomingMessage,
  res: ServerResponse,
  options: ForwardOptions,
): void {
  // A header the client names in `Connection` is hop-by-hop too (RFC 9110 §7.6.1).
  const named = new Set(
    String(req.headers.connection ?? '')
      .split(',')
      .map((token) => token.trim().toLowerCase()),
  );
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name) || TRACE_CONTEXT.has(name)) continue;
    headers[name] = value;
  }
  Object.assign(headers, options.extraHeaders);
  const abort = new AbortController();
  // The browser went away: stop the upstream work rather than stream into a closed socket.
  res.once('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  let body: ByteLimit | null = null;
  if (hasBody(req)) {
    body = new ByteLimit(options.bodyLimit);
    req.on('error', (err) => body?.destroy(err));
    req.pipe(body);
  }
  let failed = false;
  const fail = (err: Error) => {
    if (failed) return;
    failed = true;
    abort.abort();
    if (res.headersSent) res.destroy(err);
    else options.onError(err);
  };
  // undici reports a failed body stream as an abort; the stream's own error says why.
  let bodyError: Error | undefined;
  body?.on('error', (err) => (bodyError = err));
  dispatcher
    .request({
      origin: options.origin,
      path: targetString(options.target),
      method: req.method as Dispatcher.HttpMethod,
      headers,
      body,
      signal: abort.signal,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    })
    .then((answer) => {
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
      }
      res.writeHead(answer.statusCode, out);
      // pipe, not stream.pipeline: pipeline aborts an AbortController of its own when it ends, and
      // that DOMException (a stack trace per request) and its garbage were a fifth of a proxied
      // request's CPU (bench/api). A client that leaves aborts the upstream call (above), which
      // fails the body stream; a body that fails mid-answer cuts the connection (fail).
      answer.body.on('error', (err: Error) => fail(bodyError ?? err));
      answer.body.pipe(res);
    })
    .catch((err: Error) => fail(bodyError ?? err));
}

/** A request has a body when it declares a length above zero or is chunked (RFC 9112 §6.3). */
function hasBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
}

/** '1mb' → 1048576 (the BODY_LIMIT setting's format). */
export function parseSize(size: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(size.trim());
  if (!m) throw new Error(`bad size: ${size}`);
  const unit = (m[2] ?? 'b').toLowerCase();
  const factor = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[unit as 'b' | 'kb' | 'mb' | 'gb'];
  return Math.floor(Number(m[1]) * factor);
}
