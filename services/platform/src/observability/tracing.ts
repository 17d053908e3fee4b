import {
  context,
  propagation,
  trace,
  type Context,
  type SpanContext,
  type TextMapGetter,
  type Tracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TracingSettings } from '../config/index.js';

/**
 * OpenTelemetry for the whole process, set up here and nowhere else. Instrumentation is manual, at
 * our own few choke points (the HTTP middleware, the gateway's forward, the outbox and the event
 * consumers): an `--import` loader patching modules is fragile under ESM and SWC.
 *
 * Without an endpoint (and without a test processor) the sampler records nothing, so a span costs
 * two random ids and no processing; the ids still travel in `traceparent` and onto log lines.
 */
export interface TracingOptions {
  /** The resource's service.name (OTEL_SERVICE_NAME, else the app's name). */
  serviceName: string;
  /** OTLP/HTTP base URL; spans go to `<endpoint>/v1/traces`. */
  endpoint?: string;
  /** Share of new traces recorded, 0 to 1. */
  sampleRatio?: number;
  /** Where spans go instead of OTLP (tests: a SimpleSpanProcessor over an InMemorySpanExporter). */
  processor?: SpanProcessor;
}

export interface TracingHandle {
  /** Lets go of the process's tracing; the last holder flushes and shuts the provider down. */
  release(): Promise<void>;
}

interface Installed {
  provider: TracerProvider;
  holders: number;
}

let installed: Installed | undefined;

/** Options from a service's validated settings (the `logSettings` fragment carries them). */
export function tracingOptionsFrom(config: Partial<TracingSettings>, service: string): TracingOptions {
  return {
    serviceName: config.OTEL_SERVICE_NAME ?? service,
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    sampleRatio: config.OTEL_TRACES_SAMPLER_ARG,
  };
}

/**
 * Installs tracing for the process, or joins the installation already there: in the standalone run
 * every app of the process shares one provider, so the first app's options win (set
 * OTEL_SERVICE_NAME to name them all). Every caller must `release()` its handle on shutdown.
 */
export function startTracing(options: TracingOptions): TracingHandle {
  installed ??= install(options);
  const current = installed;
  current.holders += 1;
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      current.holders -= 1;
      if (current.holders > 0 || installed !== current) return;
      installed = undefined;
      // Flushes what the batch processor still holds before the process goes.
      await current.provider.shutdown().catch(() => undefined);
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

function install(options: TracingOptions): Installed {
  const processors: SpanProcessor[] = [];
  if (options.processor) processors.push(options.processor);
  if (options.endpoint)
    processors.push(
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: tracesUrl(options.endpoint) }) }),
    );
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    // A caller's "not sampled" is followed, so one trace is whole or absent across services.
    sampler:
      processors.length === 0
        ? new AlwaysOffSampler()
        : // A sampled `traceparent` from outside (the gateway takes the browser's) does not force
          // sampling: the ratio decides on the trace id, so every service still agrees.
          ratioSampler(options.sampleRatio ?? 1),
    spanProcessors: processors,
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return { provider, holders: 0 };
}

function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

/** Node's incoming headers: a repeated header arrives as an array. */
const headerGetter: TextMapGetter<Record<string, string | string[] | undefined>> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => carrier[key],
};

/** The context a caller sent (`traceparent`, `tracestate`), on top of the active one. */
export function extractTraceContext(headers: Record<string, string | string[] | undefined>): Context {
  return propagation.extract(context.active(), headers, headerGetter);
}

/** `traceparent` (and `tracestate`) of `ctx` (the active context by default), for a request or a record. */
export function traceHeaders(ctx: Context = context.active()): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(ctx, headers);
  return headers;
}

/** The active span's ids, if any span is active: log lines carry them. */
export function activeSpanContext(): SpanContext | undefined {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const ids = span.spanContext();
  return trace.isSpanContextValid(ids) ? ids : undefined;
}

/**
 * A tracer of the platform. Looked up at each span, not held: a tracer taken from the global
 * provider keeps the provider it was taken from, which a later install (tests, an app restarted
 * in the same process) would replace.
 */
export function tracer(name: string): Pick<Tracer, 'startSpan'> {
  const scope = `sokoni.${name}`;
  return { startSpan: (span, options, ctx) => trace.getTracer(scope).startSpan(span, options, ctx) };
}

function ratioSampler(ratio: number): ParentBasedSampler {
  const byTraceId = new TraceIdRatioBasedSampler(ratio);
  return new ParentBasedSampler({ root: byTraceId, remoteParentSampled: byTraceId });
}
