import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** A span as the services export it, reduced to what a test checks. */
export interface ReceivedSpan {
  /** The resource's service.name: which process sent it. */
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
}

export interface OtlpReceiver {
  /** The base URL for OTEL_EXPORTER_OTLP_ENDPOINT (spans arrive at `/v1/traces`). */
  url: string;
  spans(traceId?: string): ReceivedSpan[];
  close(): Promise<void>;
}

export const SPAN_KIND = { server: 2, client: 3, producer: 4, consumer: 5 } as const;

interface OtlpJson {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value?: { stringValue?: string } }[] };
    scopeSpans?: { spans?: Omit<ReceivedSpan, 'service'>[] }[];
  }[];
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
}

/**
 * A collector in the test process: takes OTLP/HTTP JSON, the encoding of the platform's exporter
 * (@opentelemetry/exporter-trace-otlp-http, span and trace ids in hex), and keeps the spans.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/traces') {
      res.writeHead(404).end();
      return;
    }
    if (!String(req.headers['content-type']).startsWith('application/json')) {
      res.writeHead(415).end();
      return;
    }
    body(req)
      .then((raw) => {
        const request = JSON.parse(raw.toString('utf8')) as OtlpJson;
        for (const rs of request.resourceSpans ?? []) {
          const service =
            rs.resource?.attributes?.find((a) => a.key === 'service.name')?.value?.stringValue ?? '?';
          for (const ss of rs.scopeSpans ?? [])
            for (const s of ss.spans ?? [])
              received.push({
                service,
                traceId: s.traceId,
                spanId: s.spanId,
                ...(s.parentSpanId ? { parentSpanId: s.parentSpanId } : {}),
                name: s.name,
                kind: s.kind,
              });
        }
      })
      .then(
        () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
        () => res.writeHead(400).end(),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans: (traceId) => (traceId ? received.filter((s) => s.traceId === traceId) : [...received]),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
