import type { Request, Response } from 'express';
import { REFRESH_TOKEN_TTL_MS } from '../sessions/session-store.js';

export const REFRESH_COOKIE = 'sokoni_refresh';
/** Only the auth routes ever see the refresh token; it is not sent with any other request. */
const PATH = '/api/v1/auth';

export function setRefreshCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: PATH,
    maxAge: REFRESH_TOKEN_TTL_MS,
  });
}

export function clearRefreshCookie(res: Response, secure: boolean): void {
  res.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: PATH });
}

export function readRefreshCookie(req: Request): string | undefined {
  const cookies = req.cookies as Record<string, string | undefined> | undefined;
  return cookies?.[REFRESH_COOKIE];
}
