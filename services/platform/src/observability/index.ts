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
export { METRICS_REGISTRY, MetricsModule, type MetricsModuleOptions } from './metrics.module.js';
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
