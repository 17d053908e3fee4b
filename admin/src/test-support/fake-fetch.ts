/** A recorded request, as the code under test sent it. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

type Answer = Response | ((req: SentRequest) => Response | Promise<Response>);

/**
 * A fetch that answers from a queue of routes (`METHOD path` prefix → answers, used in order; the
 * last one repeats) and records every request. An unexpected request fails the test loudly.
 */
export function fakeFetch(routes: Record<string, Answer[]>) {
  const sent: SentRequest[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = input instanceof Request ? input.url : input.toString();
    const method = (init.method ?? 'GET').toUpperCase();
    const req: SentRequest = {
      url,
      method,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      credentials: init.credentials,
    };
    sent.push(req);
    const path = new URL(url).pathname;
    const key = Object.keys(routes)
      .filter((k) => {
        const [m, p] = k.split(' ');
        return m === method && path.startsWith(p!);
      })
      .sort((a, b) => b.length - a.length)[0];
    const queue = key ? routes[key]! : undefined;
    if (!queue?.length) throw new Error(`unexpected request ${method} ${url}`);
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    return typeof answer === 'function' ? answer(req) : answer.clone();
  };
  return { fetch: fn, sent };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

export const problem = (status: number, detail: string, extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Error', status, detail, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

export const sessionView = (token: string, role = 'admin', expiresIn = 600) => ({
  accessToken: token,
  tokenType: 'Bearer',
  expiresIn,
  user: {
    id: '01a200fb-6a79-7127-b135-ce4f582cc428',
    email: 'ops@sokoni.example',
    fullName: 'Ops',
    businessName: 'Sokoni',
    role,
  },
});
