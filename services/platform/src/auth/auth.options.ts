import type { JSONWebKeySet, JWTVerifyGetKey } from 'jose';

export interface AuthModuleOptions {
  /** Expected `iss`, e.g. `https://sokoni.africa/identity`. */
  issuer: string | string[];
  /** Expected `aud`, e.g. `sokoni-api`. */
  audience: string | string[];
  /**
   * Where the verification keys come from; exactly one of:
   * - `jwksUrl`: identity's JWKS endpoint, fetched and cached (refetched when an unknown `kid` shows up);
   * - `jwks`: a function returning the key set in-process (standalone run, tests), called again when a
   *   token names an unknown `kid`, at most once per `refreshCooldownMs`;
   * - `getKey`: any jose key resolver (`createLocalJWKSet(...)`, `createRemoteJWKSet(...)`, your own).
   */
  jwksUrl?: string;
  jwks?: () => Promise<JSONWebKeySet>;
  getKey?: JWTVerifyGetKey;
  /** Accepted signature algorithms. Default RS256, ES256, EdDSA/Ed25519. */
  algorithms?: string[];
  /** Leeway for `exp`/`nbf` between hosts' clocks, in seconds. Default 5. */
  clockToleranceSec?: number;
  /** How many verified tokens to remember (see VerifiedTokens); 0 checks every signature. Default 5 000. */
  verifiedTokenCache?: number;
  /** Minimum time between two key set reloads, in ms. Default 30 000. */
  refreshCooldownMs?: number;
  /**
   * Register JwtAuthGuard and RolesGuard for every route of the app (default true): routes are closed
   * unless marked `@Public()`, so forgetting a decorator fails safe.
   */
  global?: boolean;
}

export const AUTH_OPTIONS = Symbol('sokoni:auth-options');
export const DEFAULT_ALGORITHMS = ['RS256', 'ES256', 'EdDSA', 'Ed25519'];

/** Who signs access tokens (identity) and for whom: every service checks both. */
export const ACCESS_TOKEN_ISSUER = 'sokoni-identity';
export const ACCESS_TOKEN_AUDIENCE = 'sokoni';
