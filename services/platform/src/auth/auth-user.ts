export const ROLES = ['buyer', 'seller', 'both', 'admin', 'analyst'] as const;
export type Role = (typeof ROLES)[number];

/** The caller of a request, as the verified access token describes it. */
export interface AuthUser {
  /** User id (the token's `sub`). */
  id: string;
  role: Role;
  email: string;
  /** Whether the e-mail address has been verified. */
  verified: boolean;
  /** The login session (refresh-token family) the token was issued for. */
  sessionId?: string;
}

/**
 * The claims identity puts in an access token, and the only ones this library reads:
 * `{ sub, role, email, email_verified, sid? }` besides `iss`, `aud`, `exp`, `iat`.
 */
export interface AccessTokenClaims {
  sub: string;
  role: Role;
  email: string;
  email_verified: boolean;
  sid?: string;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Whether a user of role `actual` may use a route open to `required`.
 *
 * - `both` is a buyer and a seller at once, so it satisfies either requirement.
 * - `admin` satisfies only `admin`. Admins are staff, not traders: buyer and seller routes act on
 *   the caller's own carts, orders and products, and an admin passing them would act as a trader
 *   with no company behind it and blur the audit trail. Staff work goes through `/admin` routes;
 *   a route that staff may also use says so with `@Roles('seller', 'admin')`.
 * - `analyst` satisfies only `analyst`: staff who read dashboards, experiments and reports, never
 *   users or money actions, so an admin route does not let them in, nor does a trader's. A route
 *   analysts may read names them: `@Roles('admin', 'analyst')`.
 */
export function roleSatisfies(actual: Role, required: Role): boolean {
  if (actual === required) return true;
  return actual === 'both' && (required === 'buyer' || required === 'seller');
}
