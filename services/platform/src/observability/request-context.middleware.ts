import type { NextFunction, Request, Response } from 'express';
import { requestContextOf, runWithContext } from './request-context.js';

/** Opens the request's context: everything downstream (handlers, logs, events published) sees its ids. */
export function requestContextMiddleware(req: Request, res: Response, next: NextFunction): void {
  runWithContext(requestContextOf(req, res), next);
}
