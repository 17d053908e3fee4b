import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
export const CORRELATION_ID_HEADER = 'x-correlation-id';

/**
 * Who and what the current unit of work belongs to: an HTTP request, or a consumed event (the event
 * layer opens one per record from its headers). Logs made inside it carry these ids.
 */
export interface RequestContext {
  /** This hop: one HTTP request or one event delivery. */
  requestId: string;
  /** The whole causal chain: the first request's id, carried through events and downstream calls. */
  correlationId: string;
  /** The authenticated user, once the auth guard has verified the token. */
  actorId?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function getRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

export function runWithContext<T>(ctx: RequestContext, fn: () => T): T {
  return storage.run(ctx, fn);
}

/**
 * Ids arrive from outside (the gateway, a browser, an event header), end up in logs and response
 * headers, and must not carry log injection, header splitting or megabytes: a short token of safe
 * characters is kept, anything else is replaced.
 */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function saneId(value: unknown): string | undefined {
  const v = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof v === 'string' && SANE_ID.test(v) ? v : undefined;
}

/** A context for work that starts here (a job, a CLI command) or continues an event's chain. */
export function newRequestContext(
  from: { requestId?: unknown; correlationId?: unknown; actorId?: string } = {},
): RequestContext {
  const requestId = saneId(from.requestId) ?? randomUUID();
  const ctx: RequestContext = { requestId, correlationId: saneId(from.correlationId) ?? requestId };
  if (from.actorId) ctx.actorId = from.actorId;
  return ctx;
}

type IdentifiedRequest = IncomingMessage & { id?: unknown; requestContext?: RequestContext };

/**
 * The ids of an HTTP request, made once and remembered on the request: the context middleware calls
 * this, and so does the problem filter for errors raised before any middleware ran (body parser).
 */
export function requestContextOf(req: IncomingMessage, res?: ServerResponse): RequestContext {
  const r = req as IdentifiedRequest;
  if (r.requestContext) return r.requestContext;
  const ctx = newRequestContext({
    requestId: req.headers[REQUEST_ID_HEADER],
    correlationId: req.headers[CORRELATION_ID_HEADER],
  });
  r.requestContext = ctx;
  r.id = ctx.requestId; // the access line logs req.id as the request's id
  if (res && !res.headersSent) res.setHeader(REQUEST_ID_HEADER, ctx.requestId);
  return ctx;
}
