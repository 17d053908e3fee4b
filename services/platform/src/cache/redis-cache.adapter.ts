import type { Redis } from 'ioredis';
import type { CacheStore } from './cache.port.js';
import { assertTtl, toJson } from './cache.util.js';

export class RedisCacheStore implements CacheStore {
  /** `keyPrefix` namespaces every key (e.g. `identity:`); `cache:` keeps them apart from rate-limit keys. */
  constructor(
    private readonly client: Redis,
    private readonly keyPrefix = '',
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const json = await this.client.get(this.key(key));
    return json === null ? undefined : (JSON.parse(json) as T);
  }

  async set<T>(key: string, value: T, ttlMs?: number): Promise<void> {
    const ttl = assertTtl(ttlMs);
    const json = toJson(value);
    if (ttl === undefined) await this.client.set(this.key(key), json);
    else await this.client.set(this.key(key), json, 'PX', ttl);
  }

  async delete(key: string): Promise<void> {
    await this.client.del(this.key(key));
  }

  private key(key: string): string {
    return `${this.keyPrefix}cache:${key}`;
  }
}
