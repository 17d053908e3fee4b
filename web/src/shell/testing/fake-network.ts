/**
 * A fake network for component tests. Node's fetch and Request (which the API client captures
 * when it is created) are replaced: Request resolves relative URLs against the page as a browser
 * does, and fetch answers from the handler a test sets. Install it in `vi.hoisted`, before the
 * client module is imported.
 */
export interface Call {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}
type Handler = (call: Call) => Response | Promise<Response>;

export const calls: Call[] = [];
let handler: Handler = () => json({ status: 404, title: 'Not Found', detail: 'Not found' }, 404);

export function respond(h: Handler): void {
  handler = h;
  calls.length = 0;
}

export function json(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}

export function installFakeNetwork(): void {
  const NodeRequest = globalThis.Request;
  const absolute = (input: RequestInfo | URL) =>
    typeof input === 'string' && input.startsWith('/') ? new URL(input, 'http://localhost:3000') : input;
  class BrowserLikeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(absolute(input), init);
    }
  }
  globalThis.Request = BrowserLikeRequest;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new BrowserLikeRequest(input, init);
    const text = await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const url = new URL(request.url);
    const call = { method: request.method, path: url.pathname + url.search, headers: request.headers, body };
    calls.push(call);
    return handler(call);
  };
}
