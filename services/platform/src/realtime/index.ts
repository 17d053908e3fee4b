export type { RealtimeEvent, RealtimeFanout, RealtimeErrorReporter } from './realtime.port.js';
export {
  createRealtimeFanout,
  type RealtimeFanoutAdapter,
  type RealtimeFanoutOptions,
} from './realtime.factory.js';
export {
  MemoryRealtimeFanout,
  DEFAULT_REALTIME_CHANNEL,
  type MemoryRealtimeOptions,
} from './memory-realtime.adapter.js';
export {
  RedisRealtimeFanout,
  REDIS_REALTIME_PREFIX,
  type RedisRealtimeOptions,
} from './redis-realtime.adapter.js';
export { REALTIME_FANOUT } from './realtime.tokens.js';
// The contract suite (realtime.contract.ts) is deliberately not exported: it needs Jest's globals.
