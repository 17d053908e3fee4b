export {
  AnalyticsModule,
  ANALYTICS_ENTITIES,
  ANALYTICS_MIGRATIONS,
  type AnalyticsModuleOptions,
} from './analytics.module.js';
export { SCHEMA as ANALYTICS_SCHEMA } from './analytics.schema.js';
export { analyticsConfigSchema, type AnalyticsConfig } from './analytics.config.js';
