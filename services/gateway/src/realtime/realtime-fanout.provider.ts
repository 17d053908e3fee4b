import { Inject, Injectable, Logger, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { CONFIG } from '@sokoni/platform/config';
import { createRealtimeFanout, REALTIME_FANOUT, type RealtimeFanoutAdapter } from '@sokoni/platform/realtime';
import type { GatewayConfig } from '../gateway.config.js';
import { StreamRegistry } from './stream-registry.js';

const logger = new Logger('RealtimeFanout');

/**
 * REALTIME_FANOUT (default: redis when REDIS_URL is set) = redis → Redis pub/sub, so a notification
 * published by any notifications instance reaches the streams of every gateway replica; memory (the
 * standalone run) → the in-process adapter, whose BroadcastChannel reaches this gateway's worker
 * thread from the services' thread. Chosen like notifications chooses, so both ends meet.
 */
export function realtimeRedisUrl(config: GatewayConfig): string | undefined {
  const kind = config.REALTIME_FANOUT ?? (config.REDIS_URL ? 'redis' : 'memory');
  if (kind === 'memory') return undefined;
  if (!config.REDIS_URL) throw new Error('REALTIME_FANOUT=redis needs REDIS_URL');
  return config.REDIS_URL;
}

export const realtimeFanoutProvider: Provider = {
  provide: REALTIME_FANOUT,
  inject: [CONFIG, StreamRegistry],
  useFactory: (config: GatewayConfig, streams: StreamRegistry): RealtimeFanoutAdapter =>
    createRealtimeFanout({
      redisUrl: realtimeRedisUrl(config),
      onError: (error, context) => logger.error(`${context}: ${String(error)}`),
      // Events published while Redis was away are lost: open streams reload their inbox.
      onReconnect: () => streams.broadcast('resync', {}),
    }),
};

/** Closes the fan-out after the streams are gone (they end in StreamRegistry's onModuleDestroy). */
@Injectable()
export class RealtimeFanoutCloser implements OnApplicationShutdown {
  constructor(@Inject(REALTIME_FANOUT) private readonly fanout: RealtimeFanoutAdapter) {}

  onApplicationShutdown(): Promise<void> {
    return this.fanout.close();
  }
}
