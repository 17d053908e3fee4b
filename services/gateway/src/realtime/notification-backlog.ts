import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@sokoni/platform/config';
import { ProblemException } from '@sokoni/platform/errors';
import type { GatewayConfig } from '../gateway.config.js';

export interface BacklogItem {
  id: string;
  [field: string]: unknown;
}

export interface Backlog {
  items: BacklogItem[];
  unreadCount: number;
  /** More than MAX_PAGES pages were missed: the client should reload its inbox instead. */
  truncated: boolean;
}

const PAGE = 100;
const MAX_PAGES = 10;

/**
 * What a resuming stream missed: the notifications service's list after the last event the client
 * saw, asked with the caller's own token (the service decides what is theirs), oldest first.
 */
@Injectable()
export class NotificationBacklog {
  private readonly origin: string;

  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {
    this.origin = new URL(config.NOTIFICATIONS_URL).origin;
  }

  async after(lastEventId: string, token: string, headers: Record<string, string>): Promise<Backlog> {
    const items: BacklogItem[] = [];
    let cursor = lastEventId;
    let unreadCount = 0;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const body = await this.page(cursor, token, headers);
      items.push(...body.items);
      unreadCount = body.unreadCount;
      if (body.items.length < PAGE) return { items, unreadCount, truncated: false };
      cursor = body.items[body.items.length - 1]!.id;
    }
    return { items, unreadCount, truncated: true };
  }

  private async page(
    after: string,
    token: string,
    headers: Record<string, string>,
  ): Promise<{ items: BacklogItem[]; unreadCount: number }> {
    const url = new URL('/api/v1/notifications', this.origin);
    url.searchParams.set('after', after);
    url.searchParams.set('limit', String(PAGE));
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { ...headers, authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.config.UPSTREAM_TIMEOUT_MS),
      });
    } catch (cause) {
      throw unavailable(cause);
    }
    // The caller's own answer (an expired or revoked token) is theirs to see.
    if (response.status === 401 || response.status === 403)
      throw new ProblemException({ status: response.status, code: 'gateway.stream_backlog_refused' });
    // A cursor the service would not take is the client's bad Last-Event-ID, not an outage.
    if (response.status === 400 || response.status === 422)
      throw ProblemException.unprocessable('gateway.bad_last_event_id');
    if (!response.ok) throw unavailable(new Error(`notifications answered ${response.status}`));
    const body = (await response.json()) as { items?: unknown; unreadCount?: unknown };
    const list = Array.isArray(body.items) ? (body.items as BacklogItem[]) : [];
    return {
      items: list.filter((item) => typeof item?.id === 'string'),
      unreadCount: typeof body.unreadCount === 'number' ? body.unreadCount : 0,
    };
  }
}

const unavailable = (cause: unknown): ProblemException =>
  new ProblemException({
    status: 502,
    code: 'gateway.upstream_unavailable',
    args: { service: 'notifications' },
    cause,
  });
