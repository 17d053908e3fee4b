export { HealthModule, type HealthModuleAsyncOptions } from './health.module.js';
export { type HealthModuleOptions, type ReadinessCheck } from './health.options.js';
export {
  OPERATIONAL_PATHS,
  configureProcessLogger,
  createLogger,
  type LoggerSettings,
} from './logger.factory.js';
export {
  LoggingModule,
  type LoggingModuleAsyncOptions,
  type LoggingModuleOptions,
} from './logging.module.js';
export {
  HttpRequestMetrics,
  METRICS_REGISTRY,
  MetricsModule,
  setMetricsRoute,
  type MetricsModuleOptions,
} from './metrics.module.js';
export { holdMetricsListener } from './metrics-endpoint.js';
export { addMetricsSource, mergeExpositions, threadMetrics, type MetricsSource } from './metrics-sources.js';
export {
  CORRELATION_ID_HEADER,
  REQUEST_ID_HEADER,
  getRequestContext,
  newRequestContext,
  requestContextOf,
  runWithContext,
  saneId,
  type RequestContext,
} from './request-context.js';
export {
  activeSpanContext,
  extractTraceContext,
  startTracing,
  traceHeaders,
  tracer,
  tracingOptionsFrom,
  type TracingHandle,
  type TracingOptions,
} from './tracing.js';
