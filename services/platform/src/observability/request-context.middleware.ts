import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import type { NextFunction, Request, Response } from 'express';
import { OPERATIONAL_PATHS } from './logger.factory.js';
import { requestContextOf, runWithContext } from './request-context.js';
import { extractTraceContext, tracer } from './tracing.js';

const http = tracer('http');

/**
 * Opens the request's context: everything downstream (handlers, logs, events published, the
 * gateway's upstream call) sees its ids, and runs inside its server span, a child of the caller's
 * `traceparent` if it sent one. Probes get no span: they would drown the traces.
 */
export function requestContextMiddleware(req: Request, res: Response, next: NextFunction): void {
  const ids = requestContextOf(req, res);
  const path = (req.originalUrl ?? req.url).split('?')[0] ?? '';
  if (OPERATIONAL_PATHS.includes(path)) return runWithContext(ids, next);
  const parent = extractTraceContext(req.headers);
  const span = http.startSpan(
    req.method,
    {
      kind: SpanKind.SERVER,
      attributes: {
        [ATTR_HTTP_REQUEST_METHOD]: req.method,
        [ATTR_URL_PATH]: path,
        'sokoni.request_id': ids.requestId,
      },
    },
    parent,
  );
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    // The route is known only once Nest matched it; the path stays an attribute, not the name.
    const route = (req.route as { path?: unknown } | undefined)?.path;
    if (typeof route === 'string') {
      span.setAttribute(ATTR_HTTP_ROUTE, route);
      span.updateName(`${req.method} ${route}`);
    }
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, res.statusCode);
    if (res.statusCode >= 500 || !res.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  res.once('finish', end);
  res.once('close', end);
  context.with(trace.setSpan(parent, span), () => runWithContext(ids, next));
}
