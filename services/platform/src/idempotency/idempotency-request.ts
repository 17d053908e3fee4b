import type { Request } from 'express';
import { IDEMPOTENCY_KEY_MAX_LENGTH, IdempotencyProblems } from './idempotency.problems.js';

/** 1 to 255 visible ASCII characters (0x21–0x7E): no spaces, no control or non-ASCII bytes. */
const KEY = new RegExp(`^[\\x21-\\x7E]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/**
 * The Idempotency-Key of a request: undefined when absent (a 400 instead when `required`), a 400
 * when malformed. A header sent twice arrives joined by ", ", which has a space, so it is refused.
 */
export function readIdempotencyKey(
  header: string | string[] | undefined,
  required: boolean,
): string | undefined {
  if (header === undefined) {
    if (required) throw IdempotencyProblems.keyMissing();
    return undefined;
  }
  if (typeof header !== 'string' || !KEY.test(header)) throw IdempotencyProblems.keyInvalid();
  return header;
}

/**
 * The route a key belongs to: the method and the matched route pattern with its parameters put back
 * in (`POST /api/v1/orders/0192…/accept`). The actual path, not the bare pattern: the same key
 * sent to accept order A and then order B names two operations, and must not replay A's answer for
 * B. Rebuilt from the pattern and the decoded parameters rather than taken from the URL, so the
 * spellings of one path (a trailing slash, `%61` for `a`, a query string) are one route.
 */
export function routeScope(req: Pick<Request, 'method' | 'route' | 'params' | 'baseUrl' | 'path'>): string {
  const pattern: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern !== 'string') return `${req.method} ${trimSlash(`${req.baseUrl}${req.path}`)}`;
  const params = (req.params ?? {}) as Record<string, string | string[] | undefined>;
  const path = pattern.replace(/[:*]([A-Za-z_$][\w$]*)/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return Array.isArray(value) ? value.map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
  return `${req.method} ${trimSlash(`${req.baseUrl}${path}`)}`;
}

const trimSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);
