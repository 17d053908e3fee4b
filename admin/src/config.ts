/**
 * Where the console finds the API: the gateway that serves it (same origin), so the refresh cookie
 * (SameSite=Strict, path /api/v1/auth) is sent and no CORS is involved. The dev server proxies /api.
 */
const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

export const API = {
  admin: `${origin}/api/v1/admin`,
  auth: `${origin}/api/v1/auth`,
  me: `${origin}/api/v1/me`,
  /** The parties' order routes; staff read order documents (shipping papers, evidence) there. */
  orders: `${origin}/api/v1/orders`,
} as const;

/** Where the console is mounted (Vite's `base`, the gateway's /admin/ mount). */
export const BASENAME = '/admin';

/** Staff are signed out after this long without a mouse or keyboard event. */
export const IDLE_LIMIT_MS = 30 * 60 * 1000;
