import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { CACHE_STORE, type CacheStore, RATE_LIMITER, type RateLimiter } from '@sokoni/platform/cache';
import { CONFIG } from '@sokoni/platform/config';
import type { GatewayConfig } from '../gateway.config.js';

interface TicketRecord {
  token: string;
}

const TICKET = /^[A-Za-z0-9_-]{43}$/;

/**
 * EventSource cannot send an Authorization header, and an access token in a URL ends up in logs and
 * histories. So the client trades its token (a normal authenticated POST) for a random ticket that
 * opens one stream within STREAM_TICKET_TTL_SEC. Only its hash is a key, in the gateway's shared
 * cache (Redis when set), so any replica can redeem it; the rate limiter's atomic hit makes the
 * redemption single-use even when two replicas race for it.
 */
@Injectable()
export class StreamTickets {
  private readonly ttlMs: number;

  constructor(
    @Inject(CONFIG) config: GatewayConfig,
    @Inject(CACHE_STORE) private readonly cache: CacheStore,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {
    this.ttlMs = config.STREAM_TICKET_TTL_SEC * 1000;
  }

  get ttlSeconds(): number {
    return this.ttlMs / 1000;
  }

  /** For a token the caller has verified. */
  async issue(token: string): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await this.cache.set<TicketRecord>(key(ticket), { token }, this.ttlMs);
    return ticket;
  }

  /** The access token the ticket was issued for, once; undefined for an unknown, used or expired one. */
  async redeem(ticket: string): Promise<string | undefined> {
    if (!TICKET.test(ticket)) return undefined;
    const claim = await this.limiter.hit(`${key(ticket)}:used`, 1, this.ttlMs);
    if (!claim.allowed) return undefined;
    const record = await this.cache.get<TicketRecord>(key(ticket));
    if (!record) return undefined;
    await this.cache.delete(key(ticket));
    return record.token;
  }
}

const key = (ticket: string): string =>
  `gw:sse-ticket:${createHash('sha256').update(ticket).digest('base64url')}`;
