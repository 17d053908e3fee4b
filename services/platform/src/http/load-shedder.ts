import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { PLATFORM_I18N_DIR } from '../errors/i18n-setup.module.js';
import { negotiateLanguage, PLATFORM_LANGUAGES } from '../errors/language.js';
import { PROBLEM_CONTENT_TYPE, PROBLEM_TYPE_BASE } from '../errors/problem-details.filter.js';
import { OPERATIONAL_PATHS } from '../observability/logger.factory.js';

export interface LoadShedding {
  /** Requests the app works on at once; more wait in line. */
  maxInFlight: number;
  /** Requests that may wait in line; more are refused at once. */
  maxQueued: number;
  /** Longest a request waits in line before it is refused instead. */
  maxWaitMs: number;
  /** Requests never held nor refused: health probes, metrics, long-lived streams. */
  exempt?: (req: IncomingMessage) => boolean;
}

export interface LoadShedderStats {
  inFlight: number;
  queued: number;
  refused: number;
}

/** Never held nor refused: a probe must see a busy process as alive, and /metrics as it is. */
const OPERATIONAL = new Set(OPERATIONAL_PATHS);
const operational = (req: IncomingMessage) => OPERATIONAL.has((req.url ?? '').split('?')[0]!);

/** The shedding an app's HTTP settings ask for; `exempt` adds to the operational paths. */
export function loadSheddingOf(
  config: { HTTP_MAX_IN_FLIGHT: number; HTTP_MAX_QUEUED: number; HTTP_MAX_QUEUE_WAIT_MS: number },
  exempt?: (req: IncomingMessage) => boolean,
): LoadShedding {
  return {
    maxInFlight: config.HTTP_MAX_IN_FLIGHT,
    maxQueued: config.HTTP_MAX_QUEUED,
    maxWaitMs: config.HTTP_MAX_QUEUE_WAIT_MS,
    exempt: exempt ? (req) => operational(req) || exempt(req) : operational,
  };
}

interface Waiting {
  req: IncomingMessage;
  res: ServerResponse;
  at: number;
  state: 'waiting' | 'gone' | 'taken';
  leave: () => void;
}

const CODE = 'http.overloaded';
/** What a refused caller is told to wait: a line shorter than maxWaitMs is likely by then. */
const RETRY_AFTER_SECONDS = 1;

/**
 * Bounded work under overload: at most `maxInFlight` requests run at once, at most `maxQueued` wait
 * (first come, first served, at most `maxWaitMs`), and the rest are answered at once with a
 * localized 503 problem and Retry-After. Without it, a process offered twice what it can serve
 * keeps accepting, every request's latency grows with the backlog, and callers' time-outs make most
 * of the work wasted; with it, the work it takes is done at full speed and the excess costs a short
 * answer.
 *
 * It wraps the server's request listener, ahead of Express and Nest, so a refusal costs no
 * middleware, no body parsing and no log line. Unconsumed bodies of refused requests are discarded
 * by Node once the answer ends. Why not a library: the maintained ones are Fastify plugins
 * (@fastify/under-pressure) or answer from event-loop delay alone (overload-protection, toobusy-js,
 * unmaintained since 2019 and 2016), which cannot bound the requests waiting on a database pool.
 */
export function shedLoad(server: Server, options: LoadShedding): LoadShedderStats {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1)
    throw new Error(`shedLoad expects one request listener, found ${listeners.length}`);
  const handle = listeners[0]!;
  server.removeListener('request', handle);
  const stats: LoadShedderStats = { inFlight: 0, queued: 0, refused: 0 };
  const line: (Waiting | undefined)[] = [];
  let head = 0;
  let sweeper: NodeJS.Timeout | undefined;

  const refuse = (req: IncomingMessage, res: ServerResponse) => {
    stats.refused += 1;
    if (res.headersSent || res.destroyed) return;
    // A body not read yet would have to be read to keep the connection: closing it is cheaper.
    const body =
      req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (body && !req.complete) res.shouldKeepAlive = false;
    res.writeHead(503, {
      'content-type': `${PROBLEM_CONTENT_TYPE}; charset=utf-8`,
      'retry-after': String(RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
    });
    res.end(problemBody(req));
  };
  const run = (req: IncomingMessage, res: ServerResponse) => {
    stats.inFlight += 1;
    // Ours comes on top of the many a response already has (logging, metrics, draining, context).
    res.setMaxListeners(res.getMaxListeners() + 1);
    res.once('close', release);
    handle(req, res);
  };
  /** The first still waiting, taken out of the line; those who gave up are passed over. */
  const take = (olderThan = Infinity): Waiting | undefined => {
    while (head < line.length) {
      const w = line[head]!;
      if (w.state === 'waiting' && w.at > olderThan) return undefined;
      line[head++] = undefined;
      if (w.state === 'gone') continue;
      w.state = 'taken';
      w.res.removeListener('close', w.leave);
      stats.queued -= 1;
      return w;
    }
    return undefined;
  };
  const settle = () => {
    if (head === line.length) {
      line.length = 0;
      head = 0;
    } else if (head > 1024 && head * 2 > line.length) {
      line.splice(0, head);
      head = 0;
    }
    if (stats.queued === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  };
  const release = () => {
    stats.inFlight -= 1;
    const now = performance.now();
    for (let w: Waiting | undefined; stats.inFlight < options.maxInFlight && (w = take());)
      if (now - w.at > options.maxWaitMs) refuse(w.req, w.res);
      else run(w.req, w.res);
    settle();
  };
  // Refuses those who waited too long even when nothing finishes (every slot stuck on a slow call).
  const sweep = () => {
    for (let w; (w = take(performance.now() - options.maxWaitMs));) refuse(w.req, w.res);
    settle();
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (options.exempt?.(req)) return handle(req, res);
    if (stats.inFlight < options.maxInFlight) return run(req, res);
    if (stats.queued >= options.maxQueued) return refuse(req, res);
    const w: Waiting = {
      req,
      res,
      at: performance.now(),
      state: 'waiting',
      // A caller who gives up while waiting frees its place at once.
      leave: () => {
        if (w.state !== 'waiting') return;
        w.state = 'gone';
        stats.queued -= 1;
      },
    };
    res.once('close', w.leave);
    line.push(w);
    stats.queued += 1;
    sweeper ??= setInterval(sweep, Math.max(10, options.maxWaitMs / 4)).unref();
  });
  return stats;
}

/** The refusal in each platform language, built once: only the path and request id vary. */
const messages = new Map<string, { title: string; detail: string }>(
  PLATFORM_LANGUAGES.map((lang) => {
    const common = JSON.parse(readFileSync(join(PLATFORM_I18N_DIR, lang, 'common.json'), 'utf8')) as {
      overloaded: string;
      http: { service_unavailable: { title: string } };
    };
    return [lang, { title: common.http.service_unavailable.title, detail: common.overloaded }];
  }),
);

function problemBody(req: IncomingMessage): string {
  const lang = negotiateLanguage(req.headers['accept-language'], PLATFORM_LANGUAGES);
  const m = messages.get(lang) ?? messages.get('en')!;
  const given = req.headers['x-request-id'];
  const requestId = typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
  return JSON.stringify({
    type: `${PROBLEM_TYPE_BASE}${CODE}`,
    title: m.title,
    status: 503,
    detail: m.detail,
    instance: (req.url ?? '/').split('?')[0]!.slice(0, 2048),
    code: CODE,
    requestId,
  });
}
