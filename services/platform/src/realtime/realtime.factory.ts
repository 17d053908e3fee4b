import { MemoryRealtimeFanout, type MemoryRealtimeOptions } from './memory-realtime.adapter.js';
import type { RealtimeErrorReporter, RealtimeFanout } from './realtime.port.js';
import { RedisRealtimeFanout, type RedisRealtimeOptions } from './redis-realtime.adapter.js';

export interface RealtimeFanoutOptions {
  /** `redis://` or `rediss://` → Redis pub/sub (every replica); absent → in-process (standalone run). */
  redisUrl?: string;
  memory?: Pick<MemoryRealtimeOptions, 'channelName'>;
  redis?: Pick<RedisRealtimeOptions, 'channelPrefix' | 'redisOptions'>;
  onError?: RealtimeErrorReporter;
  /** Redis only: the subscriber connection came back after a drop; events published meanwhile were lost. */
  onReconnect?: () => void;
}

export type RealtimeFanoutAdapter = RealtimeFanout & { readonly subscribedUsers: number };

export function createRealtimeFanout(options: RealtimeFanoutOptions = {}): RealtimeFanoutAdapter {
  return options.redisUrl
    ? new RedisRealtimeFanout({
        redisUrl: options.redisUrl,
        ...options.redis,
        onError: options.onError,
        onReconnect: options.onReconnect,
      })
    : new MemoryRealtimeFanout({ ...options.memory, onError: options.onError });
}
