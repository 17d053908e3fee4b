import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RateLimitDecision, RateLimiter } from './cache.port.js';
import { assertLimit } from './cache.util.js';

/**
 * Sliding-window log in a sorted set (score = hit time in µs). One Lua script does prune, count,
 * add and expire, so concurrent hits from any number of instances are serialised by Redis.
 * The clock is Redis's own (TIME): instances with skewed clocks still agree on the window.
 *
 * KEYS[1] key; ARGV: limit, windowMs, unique member, count (1) or only check (0).
 * Returns { allowed 0|1, remaining, retryAfterMs }.
 */
const SLIDING_WINDOW = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local window = windowMs * 1000
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local used = redis.call('ZCARD', key)
if used < limit then
  if ARGV[4] == '1' then
    redis.call('ZADD', key, now, ARGV[3])
    redis.call('PEXPIRE', key, windowMs)
    used = used + 1
  end
  return { 1, limit - used, 0 }
end
local blocking = redis.call('ZRANGE', key, used - limit, used - limit, 'WITHSCORES')
local retry = math.ceil((tonumber(blocking[2]) + window - now) / 1000)
if retry < 1 then retry = 1 end
return { 0, 0, retry }
`;

const COMMAND = 'sokoniSlidingWindow';

type SlidingWindowCommand = (
  key: string,
  limit: number,
  windowMs: number,
  member: string,
  count: '0' | '1',
) => Promise<[number, number, number]>;

export class RedisRateLimiter implements RateLimiter {
  private readonly run: SlidingWindowCommand;

  constructor(
    private readonly client: Redis,
    private readonly keyPrefix = '',
  ) {
    // defineCommand sends EVALSHA and falls back to EVAL once if the server lost the script (restart).
    client.defineCommand(COMMAND, { numberOfKeys: 1, lua: SLIDING_WINDOW });
    const command = (client as unknown as Record<string, SlidingWindowCommand>)[COMMAND];
    if (!command) throw new Error('ioredis did not register the rate-limit script');
    this.run = command.bind(client);
  }

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    return this.decide(key, limit, windowMs, true);
  }

  check(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    return this.decide(key, limit, windowMs, false);
  }

  async reset(key: string): Promise<void> {
    await this.client.del(this.key(key));
  }

  private async decide(
    key: string,
    limit: number,
    rawWindowMs: number,
    count: boolean,
  ): Promise<RateLimitDecision> {
    const windowMs = assertLimit(limit, rawWindowMs);
    const [allowed, remaining, retryAfterMs] = await this.run(
      this.key(key),
      limit,
      windowMs,
      randomUUID(),
      count ? '1' : '0',
    );
    return { allowed: allowed === 1, remaining, retryAfterMs };
  }

  private key(key: string): string {
    return `${this.keyPrefix}ratelimit:${key}`;
  }
}
