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
  databaseSettings,
  eventSettings,
  redisSettings,
  logSettings,
  LOG_LEVELS,
  NODE_ENVS,
  type HttpSettings,
  type DatabaseSettings,
  type EventSettings,
  type RedisSettings,
  type LogSettings,
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
