import type { fetchUtils } from 'react-admin';
import { toHttpError } from './problem';

/** What the HTTP client needs of the session. */
export interface TokenSource {
  accessToken(): Promise<string | null>;
  refresh(): Promise<boolean>;
}

export interface HttpClientDeps {
  session: TokenSource;
  /** The console's locale, sent as Accept-Language: the services localize problem details by it. */
  language: () => string;
  fetch?: typeof fetch;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

/**
 * fetchJson for ra-data-simple-rest, against the gateway: the Bearer token from memory, the
 * console's language, one refresh-and-retry on a 401 (the token may have expired in flight), and
 * problem+json errors turned into HttpErrors carrying the server's localized detail.
 */
export function createHttpClient(deps: HttpClientDeps) {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const send = async (url: string, options: fetchUtils.Options, token: string | null) => {
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json, application/problem+json');
    headers.set('Accept-Language', deps.language());
    const hasBody = options.body != null && !(options.body instanceof FormData);
    if (hasBody && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // `user` is fetchJson's own option; the token is set above.
    const { user: _user, ...init } = options;
    return doFetch(url, { ...init, headers, credentials: 'same-origin' });
  };

  /** The raw response, after the one retry; for downloads (blobs) and anything not JSON. */
  const raw = async (url: string, options: fetchUtils.Options = {}): Promise<Response> => {
    let res = await send(url, options, await deps.session.accessToken());
    if (res.status === 401 && (await deps.session.refresh())) {
      res = await send(url, options, await deps.session.accessToken());
    }
    return res;
  };

  const json = async (url: string, options: fetchUtils.Options = {}): Promise<HttpResponse> => {
    const res = await raw(url, options);
    const body = await res.text();
    let parsed: unknown;
    try {
      parsed = body ? JSON.parse(body) : undefined;
    } catch {
      parsed = undefined; // not JSON (an empty 204, say)
    }
    if (!res.ok) throw toHttpError(res.status, parsed, res.statusText);
    return { status: res.status, headers: res.headers, body, json: parsed };
  };

  return { json, raw };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
