import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { tracingSettings } from '../config/index.js';
import { createLogger } from './logger.factory.js';
import { extractTraceContext, startTracing, traceHeaders, tracer, tracingOptionsFrom } from './tracing.js';

const TRACEPARENT = /^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/;

describe('tracing settings', () => {
  it('accepts an http(s) endpoint and a ratio between 0 and 1, and leaves them unset otherwise', () => {
    expect(tracingSettings.parse({})).toEqual({});
    const set = tracingSettings.parse({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_SERVICE_NAME: 'sokoni',
      OTEL_TRACES_SAMPLER_ARG: '0.25',
    });
    expect(tracingOptionsFrom(set, 'cart')).toEqual({
      serviceName: 'sokoni',
      endpoint: 'http://collector:4318',
      sampleRatio: 0.25,
    });
    expect(tracingOptionsFrom({}, 'cart').serviceName).toBe('cart');
    expect(tracingSettings.safeParse({ OTEL_TRACES_SAMPLER_ARG: '2' }).success).toBe(false);
    expect(tracingSettings.safeParse({ OTEL_TRACES_SAMPLER_ARG: 'half' }).success).toBe(false);
    expect(tracingSettings.safeParse({ OTEL_EXPORTER_OTLP_ENDPOINT: 'ftp://collector' }).success).toBe(false);
  });
});

describe('tracing without an exporter', () => {
  it('records nothing but makes ids, propagates them and puts them on log lines', async () => {
    const handle = startTracing({ serviceName: 'spec' });
    try {
      const span = tracer('spec').startSpan('work');
      expect(span.isRecording()).toBe(false);
      const lines: Record<string, unknown>[] = [];
      const log = createLogger({
        service: 'spec',
        destination: { write: (s: string) => void lines.push(JSON.parse(s) as Record<string, unknown>) },
      });
      const ctx = trace.setSpan(context.active(), span);
      const headers = context.with(ctx, () => {
        log.info('inside');
        return traceHeaders();
      });
      expect(headers.traceparent).toMatch(TRACEPARENT);
      expect(headers.traceparent).toBe(`00-${span.spanContext().traceId}-${span.spanContext().spanId}-00`);
      expect(lines[0]).toMatchObject({
        trace_id: span.spanContext().traceId,
        span_id: span.spanContext().spanId,
      });
      // A receiver continues the same trace.
      const received = trace.getSpanContext(extractTraceContext(headers));
      expect(received?.traceId).toBe(span.spanContext().traceId);
    } finally {
      await handle.release();
    }
    expect(traceHeaders()).toEqual({});
  });

  it('lets the first installation win and shuts down only with its last holder', async () => {
    const exporter = new InMemorySpanExporter();
    const first = startTracing({ serviceName: 'a', processor: new SimpleSpanProcessor({ exporter }) });
    const second = startTracing({ serviceName: 'b' });
    await second.release();
    tracer('spec').startSpan('kept').end();
    expect(exporter.getFinishedSpans().map((s) => s.name)).toEqual(['kept']);
    await first.release();
    tracer('spec').startSpan('after').end();
    expect(exporter.getFinishedSpans().map((s) => s.name)).toEqual([]);
  });
});
