import type { Request, Response } from 'express';
import { REFRESH_TOKEN_TTL_MS } from '../sessions/session-store.js';

export const REFRESH_COOKIE = 'sokoni_refresh';
/** Only the auth routes ever see the refresh token; it is not sent with any other request. */
const PATH = '/api/v1/auth';

/**
 * `Secure` when the public address is https, and also whenever this request reached us over https:
 * behind a TLS-terminating proxy the hop to us is plain HTTP, and Express's `req.secure` reads the
 * `X-Forwarded-Proto` the gateway sets, as far as the app's trust-proxy setting trusts the sender.
 */
function secureFor(res: Response, secure: boolean): boolean {
  return secure || res.req.secure;
}

export function setRefreshCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureFor(res, secure),
    path: PATH,
    maxAge: REFRESH_TOKEN_TTL_MS,
  });
}

export function clearRefreshCookie(res: Response, secure: boolean): void {
  res.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureFor(res, secure),
    path: PATH,
  });
}

export function readRefreshCookie(req: Request): string | undefined {
  const cookies = req.cookies as Record<string, string | undefined> | undefined;
  return cookies?.[REFRESH_COOKIE];
}
