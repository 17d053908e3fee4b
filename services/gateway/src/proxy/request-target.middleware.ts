import type { NextFunction, Request, Response } from 'express';
import { ProblemException } from '@sokoni/platform/errors';
import { readRequestTarget, targetString, type RequestTarget } from './request-target.js';

const targets = new WeakMap<Request, RequestTarget>();

/**
 * The gateway's first middleware: it reads the request target once (DESIGN §5), refuses what is
 * not origin-form or does not normalise, and rewrites `req.url` to the normalised form so that
 * everything after it (static files, Nest's router, the proxy) sees the one value.
 */
export function requestTargetGuard() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const reading = readRequestTarget(req.url, req.method);
    if (!reading.ok) {
      next(
        new ProblemException({
          status: 400,
          code: 'gateway.bad_request_target',
          i18nKey: `gateway.bad_request_target_${reading.reason}`,
          extensions: { reason: reading.reason },
        }),
      );
      return;
    }
    if ('asterisk' in reading) {
      // `OPTIONS *` asks about the server as a whole.
      res.setHeader('Allow', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      res.status(204).end();
      return;
    }
    targets.set(req, reading.target);
    req.url = targetString(reading.target);
    next();
  };
}

/**
 * The normalised target of a request the guard let through. Read again when the guard did not run
 * (a test mounting the proxy alone): never falls back to the raw line.
 */
export function requestTargetOf(req: Request): RequestTarget | undefined {
  const known = targets.get(req);
  if (known) return known;
  const reading = readRequestTarget(req.originalUrl ?? req.url, req.method);
  return reading.ok && 'target' in reading ? reading.target : undefined;
}
