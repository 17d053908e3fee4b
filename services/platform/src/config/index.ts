export { ConfigError, type ConfigProblem } from './config.error.js';
export { loadConfig, processEnv, type Env, type LoadConfigOptions } from './config.loader.js';
export {
  envBool,
  envEnum,
  envInt,
  envList,
  envUrl,
  type EnvIntOptions,
  type EnvUrlOptions,
} from './env.schema.js';
export {
  httpSettings,
  processSettings,
  databaseSettings,
  eventSettings,
  checkEventSettings,
  KAFKA_SASL_MECHANISMS,
  redisSettings,
  logSettings,
  tracingSettings,
  LOG_LEVELS,
  NODE_ENVS,
  type HttpSettings,
  type ProcessSettings,
  type DatabaseSettings,
  type EventSettings,
  type RedisSettings,
  type LogSettings,
  type TracingSettings,
  storageSettings,
} from './settings.schema.js';
export {
  ConfigModule,
  CONFIG,
  InjectConfig,
  createConfigToken,
  type ConfigToken,
  type ConfigModuleOptions,
} from './config.module.js';
