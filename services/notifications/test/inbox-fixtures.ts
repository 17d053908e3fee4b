import type { RealtimeEvent, RealtimeFanout } from '@sokoni/platform/realtime';
import type { NotificationsHarness } from './notifications-harness.js';

/** A fan-out that records what the service published, per user (the gateway's side is not here). */
export class RecordingFanout implements RealtimeFanout {
  readonly published: { userId: string; event: RealtimeEvent }[] = [];
  publish(userId: string, event: RealtimeEvent): Promise<void> {
    this.published.push({ userId, event: JSON.parse(JSON.stringify(event)) as RealtimeEvent });
    return Promise.resolve();
  }
  subscribe(): Promise<() => Promise<void>> {
    return Promise.resolve(() => Promise.resolve());
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
  of(userId: string, kind?: string): RealtimeEvent[] {
    return this.published
      .filter((p) => p.userId === userId && (!kind || p.event.kind === kind))
      .map((p) => p.event);
  }
}

export interface Item {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  readAt: string | null;
  createdAt: string;
}
export interface Page {
  items: Item[];
  unreadCount: number;
  nextBefore?: string | null;
}

/** The bell's API as a signed-in user calls it. */
export function bell(h: NotificationsHarness, token: string) {
  return {
    async page(query = ''): Promise<Page> {
      const res = await h.api(`/api/v1/notifications${query}`, { token });
      if (res.status !== 200) throw new Error(`GET notifications${query}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Page;
    },
    read: (id: string) => h.api(`/api/v1/notifications/${id}/read`, { method: 'POST', token }),
    readAll: () => h.api('/api/v1/notifications/read-all', { method: 'POST', token }),
    async unread(): Promise<number> {
      const res = await h.api('/api/v1/notifications/unread-count', { token });
      return ((await res.json()) as { unreadCount: number }).unreadCount;
    },
  };
}
