import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Counter, Gauge, type Registry } from 'prom-client';
import { METRICS_REGISTRY } from '../observability/metrics.module.js';
import type { CacheAdapters } from './cache.factory.js';
import { CACHE_ADAPTERS } from './cache.tokens.js';

/**
 * `redis_degraded` (1 while Redis is unreachable and this process serves rate limits, cache and
 * pub/sub from its own memory) and `redis_fallback_calls_total`, in the app's registry when the app
 * has MetricsModule; nothing otherwise.
 */
@Injectable()
export class CacheMetrics implements OnModuleInit {
  constructor(
    @Inject(CACHE_ADAPTERS) private readonly adapters: CacheAdapters,
    private readonly moduleRef: ModuleRef,
  ) {}

  onModuleInit(): void {
    let registry: Registry;
    try {
      registry = this.moduleRef.get<Registry>(METRICS_REGISTRY, { strict: false });
    } catch {
      return; // no MetricsModule in this app
    }
    if (this.adapters.kind !== 'redis' || registry.getSingleMetric('redis_degraded')) return;
    const adapters = this.adapters;
    new Gauge({
      name: 'redis_degraded',
      help: "1 while Redis is unreachable and rate limits, cache and pub/sub are served by this process's memory",
      registers: [registry],
      collect() {
        this.set(adapters.state === 'degraded' ? 1 : 0);
      },
    });
    let reported = 0;
    new Counter({
      name: 'redis_fallback_calls_total',
      help: "Cache, rate-limit and pub/sub calls served by this process's memory because Redis was unreachable",
      registers: [registry],
      collect() {
        const now = adapters.fallbacks;
        if (now > reported) this.inc(now - reported);
        reported = now;
      },
    });
  }
}
