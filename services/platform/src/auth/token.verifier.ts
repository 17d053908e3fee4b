import { HttpStatus, Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { ProblemException } from '../errors/problem.exception.js';
import { isRole, type AuthUser } from './auth-user.js';
import { AUTH_OPTIONS, DEFAULT_ALGORITHMS, type AuthModuleOptions } from './auth.options.js';
import type { RequestWithUser } from './current-user.decorator.js';
import { TokenRevocations } from './token-revocations.js';
import { VerifiedTokens } from './verified-tokens.js';

/** RFC 6750: tells the client which scheme to use and, for a bad token, that the token is the problem. */
const CHALLENGE = 'Bearer';
const INVALID_TOKEN_CHALLENGE = 'Bearer error="invalid_token"';
const TOKEN_FAULTS = [
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWTClaimValidationFailed,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
];

/** Verifies access tokens and turns their claims into an AuthUser; every failure is a ready problem. */
@Injectable()
export class TokenVerifier {
  private readonly logger = new Logger('TokenVerifier');
  private readonly getKey: JWTVerifyGetKey;
  private readonly verified: VerifiedTokens;

  constructor(
    @Inject(AUTH_OPTIONS) private readonly options: AuthModuleOptions,
    /** Present where TokenRevocationModule is mounted (every service, not the gateway). */
    @Optional() private readonly revocations?: TokenRevocations,
  ) {
    this.verified = new VerifiedTokens(options.verifiedTokenCache ?? 5_000);
    const sources = [options.jwksUrl, options.jwks, options.getKey].filter((s) => s !== undefined);
    if (sources.length !== 1) throw new Error('AuthModule: give exactly one of jwksUrl, jwks, getKey');
    if (options.getKey) this.getKey = options.getKey;
    else if (options.jwksUrl) {
      this.getKey = createRemoteJWKSet(new URL(options.jwksUrl), {
        cacheMaxAge: 10 * 60_000,
        cooldownDuration: options.refreshCooldownMs ?? 30_000,
        timeoutDuration: 5_000,
      });
    } else this.getKey = reloadingKeySet(options.jwks!, options.refreshCooldownMs ?? 30_000);
  }

  /**
   * Verifies the request's bearer token and puts the caller on `req.user` (the gateway, and anything
   * else that checks tokens outside a guard). Throws like `verify`, or a 401 when there is no token.
   */
  async verifyRequest(req: IncomingMessage & RequestWithUser): Promise<AuthUser> {
    const token = bearerToken(req);
    if (!token) throw missingToken();
    req.user = await this.verify(token);
    return req.user;
  }

  /**
   * Throws a 401 ProblemException for a token that is not valid now (including one revoked by a
   * suspension or role change, where TokenRevocationModule is mounted), a 503 one when keys or
   * revocations cannot be had.
   */
  async verify(token: string): Promise<AuthUser> {
    let payload = this.verified.get(token);
    if (!payload) {
      try {
        ({ payload } = await jwtVerify(token, this.getKey, {
          issuer: this.options.issuer,
          audience: this.options.audience,
          algorithms: this.options.algorithms ?? DEFAULT_ALGORITHMS,
          clockTolerance: this.options.clockToleranceSec ?? 5,
          requiredClaims: ['sub', 'exp'],
        }));
      } catch (err) {
        throw this.problemFor(err);
      }
      this.verified.set(token, payload);
    }
    const user = toAuthUser(payload);
    if (!user) throw invalidToken();
    await this.revocations?.assertNotRevoked(user, payload.iat);
    return user;
  }

  private problemFor(err: unknown): ProblemException {
    if (err instanceof errors.JWTExpired) {
      return new ProblemException({
        status: HttpStatus.UNAUTHORIZED,
        code: 'auth.token_expired',
        headers: {
          'WWW-Authenticate': `${INVALID_TOKEN_CHALLENGE}, error_description="The access token expired"`,
        },
      });
    }
    // Only these are the token's fault. Anything else (JWKS endpoint down, slow or answering 500) is
    // ours, and a 401 would make clients throw away good sessions while identity is briefly away.
    if (TOKEN_FAULTS.some((fault) => err instanceof fault)) return invalidToken();
    this.logger.error(`cannot obtain verification keys: ${err instanceof Error ? err.message : String(err)}`);
    return new ProblemException({
      status: HttpStatus.SERVICE_UNAVAILABLE,
      code: 'auth.unavailable',
      headers: { 'Retry-After': '5' },
      cause: err,
    });
  }
}

/** The token of `Authorization: Bearer <token>`, if the header is there and well-formed. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^Bearer +([A-Za-z0-9\-_.~+/]+=*) *$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

export function missingToken(): ProblemException {
  return new ProblemException({
    status: HttpStatus.UNAUTHORIZED,
    code: 'auth.unauthenticated',
    headers: { 'WWW-Authenticate': CHALLENGE },
  });
}

function invalidToken(): ProblemException {
  return new ProblemException({
    status: HttpStatus.UNAUTHORIZED,
    code: 'auth.unauthenticated',
    headers: { 'WWW-Authenticate': INVALID_TOKEN_CHALLENGE },
  });
}

function toAuthUser(p: JWTPayload): AuthUser | undefined {
  const verified = p['email_verified'] ?? p['verified'];
  if (typeof p.sub !== 'string' || !p.sub || !isRole(p['role']) || typeof p['email'] !== 'string')
    return undefined;
  const user: AuthUser = { id: p.sub, role: p['role'], email: p['email'], verified: verified === true };
  if (typeof p['sid'] === 'string') user.sessionId = p['sid'];
  return user;
}

/**
 * A local key set that is loaded again when a token names a key it does not know (identity rotated
 * its keys), but not more than once per cooldown, so a flood of forged `kid`s cannot hammer the loader.
 */
function reloadingKeySet(load: () => Promise<JSONWebKeySet>, cooldownMs: number): JWTVerifyGetKey {
  let current: Promise<JWTVerifyGetKey> | undefined;
  let loadedAt = 0;
  const reload = () => {
    loadedAt = Date.now();
    current = load().then((set) => createLocalJWKSet(set));
    current.catch(() => (current = undefined)); // a failed load is retried on the next token
    return current;
  };
  return async (header, token) => {
    const keys = await (current ?? reload());
    try {
      return await keys(header, token);
    } catch (err) {
      if (!(err instanceof errors.JWKSNoMatchingKey) || Date.now() - loadedAt < cooldownMs) throw err;
      return (await reload())(header, token);
    }
  };
}
