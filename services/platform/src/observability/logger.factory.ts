import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { getRequestContext } from './request-context.js';

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

/** Every line made inside a request or event context carries its ids, with no logger passed around. */
function contextMixin(): Record<string, string> {
  const ctx = getRequestContext();
  if (!ctx) return {};
  return ctx.actorId
    ? { requestId: ctx.requestId, correlationId: ctx.correlationId, actorId: ctx.actorId }
    : { requestId: ctx.requestId, correlationId: ctx.correlationId };
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

type LoggedRequest = IncomingMessage & { originalUrl?: string };

/** Access log middleware of one app: one line per request, at the level its status deserves. */
export function createHttpLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) =>
      err || res.statusCode >= 500 ? 'error' : 'info',
    autoLogging: { ignore: (req: IncomingMessage) => OPERATIONAL_PATHS.includes(pathOf(req)) },
    serializers: {
      req: (req: {
        id?: unknown;
        method?: string;
        url?: string;
        headers?: unknown;
        remoteAddress?: string;
      }) => ({
        id: req.id,
        method: req.method,
        url: req.url?.replace(SECRET_QUERY, '$1[Redacted]'),
        headers: req.headers,
        remoteAddress: req.remoteAddress,
      }),
    },
  });
}

function pathOf(req: IncomingMessage): string {
  return ((req as LoggedRequest).originalUrl ?? req.url ?? '').split('?')[0] ?? '';
}
