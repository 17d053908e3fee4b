import { SetMetadata } from '@nestjs/common';
import type { Role } from './auth-user.js';

export const ROLES_KEY = 'sokoni:roles';

/** The route needs one of these roles (see `roleSatisfies` for how `both`, `admin` and `analyst` count). */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES_KEY, roles);
