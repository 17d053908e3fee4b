import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Transform, type TransformCallback } from 'node:stream';

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1): never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

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
  target: string;
  bodyLimit: number;
  timeoutMs: number;
  extraHeaders: Record<string, string>;
  onError: (err: Error) => void;
}

/**
 * Streams the request to the owning service and its answer back, without buffering either: a
 * large upload or download costs the gateway no memory. Errors before the answer started are
 * handed to `onError` (which writes problem+json); after that the connection is simply cut.
 */
export function forward(req: IncomingMessage, res: ServerResponse, options: ForwardOptions): void {
  const target = new URL(req.url ?? '/', options.target);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  Object.assign(headers, options.extraHeaders);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(target, { method: req.method, headers, timeout: options.timeoutMs });
  let failed = false;
  const fail = (err: Error) => {
    if (failed) return;
    failed = true;
    upstream.destroy();
    if (res.headersSent) res.destroy(err);
    else options.onError(err);
  };
  upstream.on('timeout', () => fail(new Error('upstream timeout')));
  upstream.on('error', fail);
  upstream.on('response', (answer) => {
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
    }
    res.writeHead(answer.statusCode ?? 502, out);
    answer.pipe(res);
    answer.on('error', (err) => res.destroy(err));
  });
  const limiter = new ByteLimit(options.bodyLimit);
  limiter.on('error', fail);
  req.on('error', fail);
  req.pipe(limiter).pipe(upstream);
}

/** '1mb' → 1048576 (the BODY_LIMIT setting's format). */
export function parseSize(size: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(size.trim());
  if (!m) throw new Error(`bad size: ${size}`);
  const unit = (m[2] ?? 'b').toLowerCase();
  const factor = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[unit as 'b' | 'kb' | 'mb' | 'gb'];
  return Math.floor(Number(m[1]) * factor);
}
