import 'reflect-metadata';
import { Inject, Injectable, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { z } from 'zod';
import { CONFIG, ConfigModule } from '../config/config.module.js';
import { redisSettings } from '../config/settings.schema.js';
import type { CacheAdapters } from './cache.factory.js';
import {
  CACHE_ADAPTERS,
  CACHE_STORE,
  CacheHealth,
  CacheModule,
  PUB_SUB,
  RATE_LIMITER,
} from './cache.module.js';
import type { CacheStore, PubSub, RateLimiter } from './cache.port.js';

@Injectable()
class SignIn {
  constructor(
    @Inject(RATE_LIMITER) readonly limiter: RateLimiter,
    @Inject(CACHE_STORE) readonly cache: CacheStore,
    @Inject(PUB_SUB) readonly pubsub: PubSub,
  ) {}
}

@Module({ providers: [SignIn] })
class IdentityFeature {}

describe('CacheModule', () => {
  it('provides the memory ports without a Redis URL and closes them with the app', async () => {
    const ref = await Test.createTestingModule({
      imports: [CacheModule.forRoot({ keyPrefix: 'identity:' }), IdentityFeature],
    }).compile();
    const health = ref.get(CacheHealth);
    expect(health.kind).toBe('memory');
    expect(await health.healthy()).toBe(true);

    const signIn = ref.get(SignIn);
    expect((await signIn.limiter.hit('acct', 10, 60_000)).allowed).toBe(true);
    await signIn.cache.set('k', { v: 1 });
    expect(await signIn.cache.get('k')).toEqual({ v: 1 });
    expect(signIn.pubsub).toBe(ref.get<CacheAdapters>(CACHE_ADAPTERS).pubsub);

    await ref.close();
    expect(await health.healthy()).toBe(false);
  });

  it('takes its options from the service settings with forRootAsync', async () => {
    const schema = z.object({ ...redisSettings.shape });
    const ref = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot(schema, { env: {} }),
        CacheModule.forRootAsync({
          inject: [CONFIG],
          useFactory: (config: z.output<typeof schema>) => ({
            redisUrl: config.REDIS_URL,
            keyPrefix: 'catalogue:',
          }),
        }),
      ],
    }).compile();
    expect(ref.get(CacheHealth).kind).toBe('memory');
    await ref.close();
  });
});
