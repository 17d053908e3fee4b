import type { INestApplication } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { loadConfig } from '@sokoni/platform/config';
import { appUrl } from '@sokoni/platform/http';
import { startTracing, type TracingHandle } from '@sokoni/platform/observability';
import { createGateway } from '../src/create-gateway.js';
import { gatewayConfigSchema } from '../src/gateway.config.js';

/**
 * The gateway's server span continues the browser's trace (if it sent one) and is the parent the
 * service sees in `traceparent`; with no exporter configured the ids still flow, unrecorded.
 */
describe('gateway tracing', () => {
  let upstream: Server;
  let seen: IncomingHttpHeaders = {};
  let upstreamUrl: string;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen = req.headers;
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise((r) => upstream?.close(r)));

  const start = (): Promise<INestApplication> =>
    createGateway(
      loadConfig(gatewayConfigSchema, {
        IDENTITY_URL: upstreamUrl,
        CATALOGUE_URL: upstreamUrl,
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
      }),
      0,
    );
  const parse = (header: unknown) => /^00-([0-9a-f]{32})-([0-9a-f]{16})-(0[01])$/.exec(String(header));

  describe('with spans recorded', () => {
    const exporter = new InMemorySpanExporter();
    let tracing: TracingHandle;
    let gateway: INestApplication;

    beforeAll(async () => {
      tracing = startTracing({ serviceName: 'gateway', processor: new SimpleSpanProcessor({ exporter }) });
      gateway = await start();
    });
    afterAll(async () => {
      await gateway?.close();
      await tracing?.release();
    });

    it("sends the upstream request as a child of its server span, in the caller's trace", async () => {
      const callerTrace = randomBytes(16).toString('hex');
      const callerSpan = randomBytes(8).toString('hex');
      const res = await fetch(`${appUrl(gateway)}/api/v1/countries`, {
        headers: { traceparent: `00-${callerTrace}-${callerSpan}-01`, tracestate: 'vendor=1' },
      });
      expect(res.status).toBe(200);
      const server = exporter.getFinishedSpans().find((s) => s.kind === SpanKind.SERVER);
      expect(server?.spanContext().traceId).toBe(callerTrace);
      expect(server?.parentSpanContext?.spanId).toBe(callerSpan);
      const upstreamParent = parse(seen.traceparent);
      expect(upstreamParent?.[1]).toBe(callerTrace);
      expect(upstreamParent?.[2]).toBe(server?.spanContext().spanId);
      expect(upstreamParent?.[3]).toBe('01');
      expect(seen.tracestate).toBe('vendor=1');
    });
  });

  describe('with no exporter', () => {
    let gateway: INestApplication;
    beforeAll(async () => {
      gateway = await start();
    });
    afterAll(() => gateway?.close());

    it('still starts a trace and passes its ids on, marked unsampled', async () => {
      const res = await fetch(`${appUrl(gateway)}/api/v1/countries`);
      expect(res.status).toBe(200);
      const upstreamParent = parse(seen.traceparent);
      expect(upstreamParent?.[1]).toMatch(/^(?!0{32})/);
      expect(upstreamParent?.[3]).toBe('00');
      const again = await fetch(`${appUrl(gateway)}/api/v1/countries`);
      expect(again.status).toBe(200);
      expect(parse(seen.traceparent)?.[1]).not.toBe(upstreamParent?.[1]);
    });
  });
});
