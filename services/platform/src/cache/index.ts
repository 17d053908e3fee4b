export type {
  CacheStore,
  RateLimiter,
  RateLimitDecision,
  PubSub,
  MessageListener,
  ErrorReporter,
} from './cache.port.js';
export {
  createCacheAdapters,
  type CacheAdapters,
  type CacheAdapterOptions,
  type CacheState,
  type CacheStateReporter,
} from './cache.factory.js';
export { FailoverCacheStore, FailoverRateLimiter } from './failover.adapters.js';
export { RedisLink, isOutage, type RedisLinkOptions, type RedisLinkState } from './redis-link.js';
export {
  CacheModule,
  CacheHealth,
  CACHE_ADAPTERS,
  CACHE_STORE,
  RATE_LIMITER,
  PUB_SUB,
  type CacheModuleOptions,
  type CacheModuleAsyncOptions,
} from './cache.module.js';
export { MemoryCacheStore, type MemoryCacheOptions } from './memory-cache.adapter.js';
export { MemoryRateLimiter, type MemoryRateLimiterOptions } from './memory-rate-limiter.adapter.js';
export { MemoryPubSub, MemoryPubSubHub, type MemoryPubSubOptions } from './memory-pub-sub.adapter.js';
export { RedisCacheStore } from './redis-cache.adapter.js';
export { RedisRateLimiter } from './redis-rate-limiter.adapter.js';
export { RedisPubSub, type RedisPubSubOptions } from './redis-pub-sub.adapter.js';
// The contract suite (cache.contract.ts) is deliberately not exported: it needs Jest's globals.
