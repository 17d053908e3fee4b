import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema';
import { toApiError } from './problem';
import { session } from '../auth/session';

/**
 * The typed client of the gateway's API, generated from its OpenAPI document (`npm run api`).
 * Every request carries the reader's language (services answer errors in it) and, when signed in,
 * the access token; a 401 triggers one refresh through the httpOnly cookie and one retry.
 */
let language = 'en';
export function setApiLanguage(lang: string): void {
  language = lang;
}

const retried = new WeakSet<Request>();
const originals = new WeakMap<Request, Request>();

const middleware: Middleware = {
  async onRequest({ request }) {
    request.headers.set('Accept-Language', language);
    const token = await session.accessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    originals.set(request, request.clone());
    return request;
  },
  async onResponse({ request, response }) {
    if (response.status !== 401 || retried.has(request) || !session.isSignedIn()) return response;
    const original = originals.get(request);
    if (!original || !(await session.refresh())) return response;
    const retry = new Request(original);
    retried.add(retry);
    const token = await session.accessToken();
    if (token) retry.headers.set('Authorization', `Bearer ${token}`);
    return fetch(retry);
  },
};

export const api = createClient<paths>({ baseUrl: '', credentials: 'same-origin' });
api.use(middleware);

/** openapi-fetch's `{data, error, response}` → the data, or an ApiError carrying the problem. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) throw toApiError(response.status, error);
  return data as T;
}
