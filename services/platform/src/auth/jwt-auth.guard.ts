import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { IncomingMessage } from 'node:http';
import { getRequestContext } from '../observability/request-context.js';
import { bearerToken, missingToken, TokenVerifier } from './token.verifier.js';
import type { RequestWithUser } from './current-user.decorator.js';
import { IS_PUBLIC_KEY } from './public.decorator.js';

/**
 * Requires a valid `Authorization: Bearer <access token>` unless the route is `@Public()`, and puts
 * the caller on `request.user` (read it with `@CurrentUser()`). Valid includes "not revoked" where
 * TokenRevocationModule is mounted (every service): TokenVerifier refuses a token issued before its
 * user was suspended or changed role. Only HTTP: event handlers have no bearer, and who acted travels
 * in the event itself.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<IncomingMessage & RequestWithUser>();
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const token = bearerToken(req);
    if (!token) {
      if (isPublic) return true;
      throw missingToken();
    }
    try {
      req.user = await this.verifier.verify(token);
    } catch (err) {
      if (isPublic) return true; // a stale token must not lock anyone out of a public page
      throw err;
    }
    const ctx = getRequestContext();
    if (ctx) ctx.actorId = req.user.id;
    return true;
  }
}
