import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake provider received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** The fake's answer: a status with JSON or raw text, or `hang` to never answer (timeouts). */
export type FakeReply = { status: number; json?: unknown; text?: string } | 'hang';

export interface FakeProviderApi {
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A provider's API stand-in on 127.0.0.1 and a free port, for the adapters' unit tests: it records
 * every request and answers with what the test's handler returns.
 */
export async function startFakeProviderApi(
  handler: (request: RecordedRequest) => FakeReply | Promise<FakeReply>,
): Promise<FakeProviderApi> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = body === '' ? undefined : JSON.parse(body);
      } catch {
        json = undefined;
      }
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, json };
      requests.push(recorded);
      void Promise.resolve(handler(recorded)).then((reply) => {
        if (reply === 'hang') return;
        const text = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
        res.writeHead(reply.status, { 'content-type': reply.text ? 'text/html' : 'application/json' });
        res.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
