import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { getRequestContext } from './request-context.js';
import { activeSpanContext } from './tracing.js';

export interface LoggerSettings {
  /** Service name, on every line as `service`. */
  service: string;
  level?: Level | 'silent';
  /** Where lines go; stdout unless given (tests capture them here). */
  destination?: DestinationStream;
}

/** Paths that are probed every few seconds; logging each call would drown the real traffic. */
export const OPERATIONAL_PATHS: readonly string[] = ['/health', '/ready', '/metrics'];

const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
];
/** fast-redact has no "any depth" wildcard, so secrets are masked up to four levels down. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `*.*.*.${f}`]),
];
const SECRET_QUERY = new RegExp(
  `([?&](?:${[...SECRET_FIELDS, 'access_token', 'refresh_token', 'code', 'signature'].join('|')})=)[^&#]*`,
  'gi',
);

let stdout: DestinationStream | undefined;
let processLogger: Logger | undefined;

function sharedStdout(): DestinationStream {
  // One writer for every app of the process, so lines from different apps never interleave mid-line.
  stdout ??= pino.destination({ fd: 1, sync: true });
  return stdout;
}

/**
 * Every line made inside a request or event context carries its ids, with no logger passed around,
 * and inside a span its trace and span ids (`trace_id`, `span_id`, as log stores join them to traces).
 */
function contextMixin(): Record<string, string> {
  const ctx = getRequestContext();
  const span = activeSpanContext();
  const ids: Record<string, string> = span ? { trace_id: span.traceId, span_id: span.spanId } : {};
  if (!ctx) return ids;
  ids.requestId = ctx.requestId;
  ids.correlationId = ctx.correlationId;
  if (ctx.actorId) ids.actorId = ctx.actorId;
  return ids;
}

export function createLogger(settings: LoggerSettings): Logger {
  return pino(
    {
      level: settings.level ?? 'info',
      base: { service: settings.service },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Log stores index the level name far more readably than pino's numbers.
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
      mixin: contextMixin,
    },
    settings.destination ?? sharedStdout(),
  );
}

/**
 * The logger for lines made outside any app's request (bootstrap, timers). nestjs-pino keeps a single
 * such root per process, so when several apps share one process (standalone run) the first one to
 * start would otherwise name them all: the standalone entry point calls this first with its own name.
 */
export function configureProcessLogger(settings: LoggerSettings): Logger {
  processLogger = createLogger(settings);
  return processLogger;
}

export function getProcessLogger(fallback: LoggerSettings): Logger {
  processLogger ??= createLogger(fallback);
  return processLogger;
}

type LoggedRequest = IncomingMessage & { originalUrl?: string; id?: unknown; log?: Logger };

export type AccessLogMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Access log middleware of one app: one line per request, at the level its status deserves (debug
 * when served, info when refused, error when failed or aborted), with
 * the request (its query's secrets masked; headers masked by the logger's redaction) and the time
 * it took.
 *
 * Not pino-http: that builds a child logger with the whole request bound to it for every request,
 * whether anything is ever logged or not, and pino redacts those bindings when the child is made —
 * about 5% of a small request's CPU (bench/checkout profile). Here lines logged during a request
 * carry its ids from the request context (the logger's mixin), and the request itself is
 * serialized only into the access line, only when that line's level is enabled.
 */
export function createHttpLogger(logger: Logger): AccessLogMiddleware {
  return (req, res, next) => {
    // nestjs-pino (useExisting) hands the request's logger to PinoLogger and the Nest logger.
    (req as LoggedRequest).log = logger;
    if (OPERATIONAL_PATHS.includes(pathOf(req))) return next();
    const started = performance.now();
    let logged = false;
    // Bound to the request's async context, so the line carries its ids like any other.
    const done = AsyncResource.bind((aborted: boolean) => {
      if (logged) return;
      logged = true;
      const failed = aborted || res.statusCode >= 500;
      // A served request's line is debug: at the default level, one line per request was the largest
      // share of a small request's CPU (bench/api profile: redaction, serialization, the write).
      // Refusals (4xx) stay visible at info, failures at error.
      const level = failed ? 'error' : res.statusCode >= 400 ? 'info' : 'debug';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: serializeRequest(req),
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        aborted ? 'request aborted' : failed ? 'request errored' : 'request completed',
      );
    });
    res.once('finish', () => done(false));
    res.once('close', () => done(!res.writableFinished));
    next();
  };
}

function serializeRequest(req: IncomingMessage) {
  const r = req as LoggedRequest;
  return {
    id: r.id,
    method: req.method,
    url: (r.originalUrl ?? req.url)?.replace(SECRET_QUERY, '$1[Redacted]'),
    headers: req.headers,
    remoteAddress: req.socket?.remoteAddress,
  };
}

function pathOf(req: IncomingMessage): string {
  return ((req as LoggedRequest).originalUrl ?? req.url ?? '').split('?')[0] ?? '';
}
