export { TokenVerifier, bearerToken } from './token.verifier.js';
export {
  ROLES,
  isRole,
  roleSatisfies,
  type AccessTokenClaims,
  type AuthUser,
  type Role,
} from './auth-user.js';
export { AuthModule, type AuthModuleAsyncOptions } from './auth.module.js';
export {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  AUTH_OPTIONS,
  DEFAULT_ALGORITHMS,
  type AuthModuleOptions,
} from './auth.options.js';
export { CurrentUser, type RequestWithUser } from './current-user.decorator.js';
export { JwtAuthGuard } from './jwt-auth.guard.js';
export { IS_PUBLIC_KEY, Public } from './public.decorator.js';
export { ROLES_KEY, Roles } from './roles.decorator.js';
export { RolesGuard } from './roles.guard.js';
export {
  DEFAULT_TOKEN_LIFETIME_SEC,
  sessionRevoked,
  TOKEN_REVOCATION_OPTIONS,
  TokenRevocations,
  tokenRevoked,
  type RevokeOptions,
  type TokenRevocationOptions,
} from './token-revocations.js';
export { isRevoked, mergeRevocation, type RevocationRecord } from './revocation-records.js';
export { LocalRevocations } from './local-revocations.js';
