import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { of, type Observable } from 'rxjs';
import type { RequestWithUser } from '../auth/index.js';
import { IdempotencyProblems, IDEMPOTENT_REPLAYED_HEADER } from './idempotency.problems.js';
import { readIdempotencyKey, routeScope } from './idempotency-request.js';
import { IdempotencyStore, type IdempotencyScope } from './idempotency.store.js';
import { holdResponseEnd, type OutgoingResponse } from './response-capture.js';
import { bodyFingerprint } from './request-fingerprint.js';
import { IDEMPOTENT_KEY, type IdempotentOptions } from './idempotent.options.js';

/**
 * Nest marks a request whose pipes refused it (validation), so its handler never ran. A registered
 * symbol, meant to be read by packages that do not import @nestjs/core's internals.
 */
const REJECTED_BY_PIPES = Symbol.for('nestjs:rejected-by-pipes');

/**
 * Stripe's Idempotency-Key semantics for a route marked @Idempotent(). It runs after the guards
 * (the caller is known) and before the pipes and the handler:
 *
 * 1. no key: the route runs as usual (or 400 when the key is required); a malformed key: 400;
 * 2. the key is claimed for (user, route) in a committed statement of its own;
 * 3. the response, whatever its status, is stored as it leaves (the exception filter's error
 *    answers included) before the client gets it, so a retry never finds the key still in flight
 *    once the first answer has been sent. A request the pipes refused gives the key back instead:
 *    its handler did no work, and the corrected request may use the same key;
 * 4. a key already used: its response again with `Idempotent-Replayed: true` for the same body,
 *    422 for another body, 409 while the first request runs.
 *
 * Nothing is stored for what is refused before the claim (auth, a bad key, 409, 422).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly log = new Logger(IdempotencyInterceptor.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly store: IdempotencyStore,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const options = this.reflector.get<IdempotentOptions | undefined>(IDEMPOTENT_KEY, context.getHandler());
    const req = context.switchToHttp().getRequest<Request & RequestWithUser>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = readIdempotencyKey(req.headers['idempotency-key'], options?.required ?? false);
    if (key === undefined) return next.handle();
    const userId = req.user?.id;
    // Keys are per user: on a public route one caller could replay another's answer.
    if (!userId)
      throw new Error(`@Idempotent() on ${req.method} ${req.path}: the route must require sign-in`);
    const scope: IdempotencyScope = { userId, route: routeScope(req), key };

    const claim = await this.store.claim(scope, bodyFingerprint(req.body));
    switch (claim.kind) {
      case 'mismatch':
        throw IdempotencyProblems.keyReused();
      case 'in_flight':
        throw IdempotencyProblems.inFlight();
      case 'replay': {
        const stored = claim.response;
        res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
        // Nest still sends "something" for the value below; the stored response replaces it.
        holdResponseEnd(res, () => Promise.resolve(stored));
        return of(undefined);
      }
      case 'claimed':
        holdResponseEnd(res, (outgoing) => this.settle(req, scope, claim.token, outgoing));
        return next.handle();
    }
  }

  /** Stores the first response, or gives the key back when the handler never ran. */
  private async settle(
    req: Request,
    scope: IdempotencyScope,
    token: string,
    outgoing: OutgoingResponse,
  ): Promise<undefined> {
    const where = { route: scope.route, status: outgoing.status };
    try {
      if ((req as unknown as Record<symbol, unknown>)[REJECTED_BY_PIPES] === true) {
        await this.store.release(scope, token);
      } else if (outgoing.streamed) {
        // Part of it left before end(): there is no whole body to replay. The claim stays in flight
        // until its lock times out, as after a crash. Idempotent routes answer with one body.
        this.log.error(where, 'an idempotent route streamed its response: it cannot be stored');
      } else if (!(await this.store.complete(scope, token, outgoing))) {
        this.log.warn(where, 'idempotency claim was taken over before its response was stored');
      }
    } catch (err) {
      // The client still gets its answer; the claim frees itself once its lock times out.
      this.log.error({ err, ...where }, 'could not store the idempotent response');
    }
    return undefined;
  }
}
