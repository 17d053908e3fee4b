import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthUser } from './auth-user.js';

export type RequestWithUser = { user?: AuthUser };

/**
 * The authenticated caller: `@CurrentUser() user: AuthUser`, or one field of it with
 * `@CurrentUser('id') userId: string`. Undefined on a public route called without a token.
 */
export const CurrentUser = createParamDecorator(
  (field: keyof AuthUser | undefined, ctx: ExecutionContext) => {
    const user = ctx.switchToHttp().getRequest<RequestWithUser>().user;
    return field ? user?.[field] : user;
  },
);
