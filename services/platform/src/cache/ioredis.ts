import { createRequire } from 'node:module';
import type * as IORedis from 'ioredis';

const require = createRequire(import.meta.url);
let loaded: typeof IORedis | undefined;

/**
 * ioredis, loaded at the first Redis connection rather than at import: a process without REDIS_URL
 * (the standalone run's gateway and services, most tests) never parses its ~450 KB of modules.
 * ioredis is CommonJS, so it loads synchronously and the adapters stay synchronous.
 */
export function ioredis(): typeof IORedis {
  return (loaded ??= require('ioredis') as typeof IORedis);
}
