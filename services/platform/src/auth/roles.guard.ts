import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ProblemException } from '../errors/problem.exception.js';
import { missingToken } from './token.verifier.js';
import { roleSatisfies, type Role } from './auth-user.js';
import type { RequestWithUser } from './current-user.decorator.js';
import { ROLES_KEY } from './roles.decorator.js';

/** Enforces `@Roles(...)`; runs after JwtAuthGuard, which has put the caller on the request. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const required = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!required?.length) return true;
    const user = context.switchToHttp().getRequest<RequestWithUser>().user;
    if (!user) throw missingToken(); // a public route with roles: the caller must still sign in
    if (!required.some((role) => roleSatisfies(user.role, role)))
      throw ProblemException.forbidden('auth.forbidden');
    return true;
  }
}
