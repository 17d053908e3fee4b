import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

/**
 * A recording reverse proxy in front of the stack, for the analytics browser test: pages opened at
 * its `url` reach the stack through it, and it notes what the analytics endpoints were sent. Only a
 * proxy sees every beacon: Chromium sends one on page hide after the page (and Playwright's request
 * events for it) are gone, and gives no body for a Blob beacon to `page.on('request')`.
 */
export const EVENTS_PATH = '/api/v1/analytics/events';

export interface SentEvent {
  name: string;
  path: string;
  properties?: Record<string, unknown>;
}

export interface SentBatch {
  anonymousId: string;
  events: SentEvent[];
  /** The stack's answer: 0 until it comes; `accepted` -1 until read, or on a refusal. */
  status: number;
  accepted: number;
}

export interface AnalyticsRecorder {
  /** Where pages go instead of the stack's own address. */
  url: string;
  /** The event batches POSTed, as they arrive. */
  batches: SentBatch[];
  /** The other analytics calls (config left out), `METHOD /path?query`. */
  calls: string[];
  events(): SentEvent[];
  close(): Promise<void>;
}

const headerLines = (headers: IncomingHttpHeaders) =>
  Object.entries(headers)
    .flatMap(([k, v]) =>
      Array.isArray(v) ? v.map((x) => `${k}: ${x}`) : v === undefined ? [] : [`${k}: ${v}`],
    )
    .join('\r\n');

function parseBatch(body: Buffer): SentBatch {
  let batch: { anonymousId?: string; events?: SentEvent[] } = {};
  try {
    batch = JSON.parse(body.toString('utf8')) as typeof batch;
  } catch {
    // Not JSON: recorded as an empty batch, which a test expecting none still sees.
  }
  return { anonymousId: batch.anonymousId ?? '', events: batch.events ?? [], status: 0, accepted: -1 };
}

export async function recordAnalytics(target: string): Promise<AnalyticsRecorder> {
  const upstream = new URL(target);
  const batches: SentBatch[] = [];
  const calls: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const { pathname, search } = new URL(req.url ?? '/', target);
      const sent = pathname === EVENTS_PATH && req.method === 'POST' ? parseBatch(body) : null;
      if (sent) batches.push(sent);
      else if (pathname.startsWith('/api/v1/analytics/') && pathname !== '/api/v1/analytics/config')
        calls.push(`${req.method} ${pathname}${search}`);
      const up = request(
        new URL(req.url ?? '/', target),
        { method: req.method, headers: req.headers, agent: false },
        (answer) => {
          if (sent) {
            sent.status = answer.statusCode ?? 0;
            const reply: Buffer[] = [];
            answer.on('data', (c: Buffer) => reply.push(c));
            answer.on('end', () => {
              try {
                sent.accepted =
                  (JSON.parse(Buffer.concat(reply).toString('utf8')) as { accepted?: number }).accepted ?? -1;
              } catch {
                // A problem document: `accepted` stays -1.
              }
            });
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      up.on('error', () => res.destroy());
      up.end(body);
    });
  });
  // Live updates (WebSocket) pass straight through.
  server.on('upgrade', (req, socket, head) => {
    const up = connect(Number(upstream.port), upstream.hostname, () => {
      up.write(`${req.method} ${req.url} HTTP/1.1\r\n${headerLines(req.headers)}\r\n\r\n`);
      up.write(head);
      socket.pipe(up).pipe(socket);
    });
    up.on('error', () => socket.destroy());
    socket.on('error', () => up.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    batches,
    calls,
    events: () => batches.flatMap((b) => b.events),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
