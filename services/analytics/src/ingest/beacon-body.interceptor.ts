import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { jsonDepthGuard } from '@sokoni/platform/http';
import { IngestProblems } from './ingest.problems.js';

/** A batch is at most 50 small events; 64 kB leaves room and keeps a flood cheap to refuse. */
export const BATCH_BODY_LIMIT = 64 * 1024;

const JSON_TYPES = ['application/json', 'application/*+json'];
const tooLarge = () => IngestProblems.batchTooLarge({ maxKb: BATCH_BODY_LIMIT / 1024 });
const depthGuard = jsonDepthGuard();

/**
 * The events route's body: JSON from `fetch`, or the same JSON sent as `text/plain` by
 * `navigator.sendBeacon` with a string (the one type a beacon sends without a CORS preflight).
 * The platform parses only JSON, under the service-wide limit; this route alone reads text, with
 * the platform's nesting limit, and holds both to its own smaller size limit.
 */
@Injectable()
export class BeaconBody implements NestInterceptor {
  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = ctx.switchToHttp();
    const req = http.getRequest<Request>();
    if (req.is(['text/plain'])) {
      const bytes = await readBytes(req);
      depthGuard(req, http.getResponse<Response>(), bytes);
      req.body = parseJson(bytes.toString('utf8'));
    } else if (!req.is(JSON_TYPES)) {
      throw IngestProblems.unsupportedMediaType();
    } else if (jsonSize(req) > BATCH_BODY_LIMIT) {
      // Already read by the platform's parser under the service-wide limit; this route takes less.
      throw tooLarge();
    }
    return next.handle();
  }
}

/**
 * The body's bytes, up to the limit. Past it the rest is still read (and dropped) before the 413,
 * as the platform's parser does: a client cut off mid-upload would see a reset, not the answer.
 */
function readBytes(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BATCH_BODY_LIMIT) chunks.push(chunk);
    });
    req.once('error', reject);
    req.once('end', () => (size > BATCH_BODY_LIMIT ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw IngestProblems.malformedBody(err);
  }
}

function jsonSize(req: Request): number {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > 0) return declared;
  // Chunked: no declared length, so measure what was parsed (shallow: the platform limits nesting).
  return Buffer.byteLength(JSON.stringify(req.body ?? null));
}
