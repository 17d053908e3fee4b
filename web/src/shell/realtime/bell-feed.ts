import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  fetchNotifications,
  markAllRead,
  markRead,
  notificationsKey,
  type AppNotification,
  type NotificationPage,
} from './notifications-api';
import { realtimeHub } from './realtime';
import { useRealtime } from './use-realtime';

/** How many the panel keeps after pushes and "Show older" (it is a glance, not an archive). */
const KEEP = 200;

/** A pushed notification on top of the list (once: a resume may replay one the list already has). */
export function withNew(
  page: NotificationPage,
  n: AppNotification & { unreadCount?: number },
): NotificationPage {
  const { unreadCount, ...item } = n;
  if (page.items.some((i) => i.id === item.id)) return page;
  return {
    ...page,
    items: [item, ...page.items].slice(0, KEEP),
    unreadCount: typeof unreadCount === 'number' ? unreadCount : page.unreadCount + (item.readAt ? 0 : 1),
  };
}

/** Read receipts (from this tab or another): `ids` read, or every one for 'all'. */
export function withRead(
  page: NotificationPage,
  ids: readonly string[] | 'all',
  unreadCount?: number,
): NotificationPage {
  const now = new Date().toISOString();
  const hit = (id: string) => ids === 'all' || ids.includes(id);
  const items = page.items.map((i) => (!i.readAt && hit(i.id) ? { ...i, readAt: now } : i));
  const newlyRead = items.filter((i, k) => i !== page.items[k]).length;
  return {
    ...page,
    items,
    unreadCount:
      typeof unreadCount === 'number'
        ? unreadCount
        : ids === 'all'
          ? 0
          : Math.max(0, page.unreadCount - newlyRead),
  };
}

function update(client: QueryClient, userId: string, fn: (p: NotificationPage) => NotificationPage) {
  client.setQueryData<NotificationPage>(notificationsKey(userId), (p) => (p ? fn(p) : p));
}

/**
 * The bell's list: loaded when the panel first opens, then kept current by the stream (new items on
 * top, read receipts from other tabs) without refetching. Mark-read is optimistic; a failure
 * refetches the truth.
 */
export function useBellFeed(userId: string, enabled: boolean) {
  const client = useQueryClient();
  const unread = realtimeHub().unread;
  const query = useQuery({
    queryKey: notificationsKey(userId),
    queryFn: async () => {
      const page = await fetchNotifications();
      unread.set(page.unreadCount);
      return page;
    },
    enabled,
    // Live through the stream; a refetch only on reopening after a while.
    staleTime: 60_000,
  });

  useRealtime<AppNotification & { unreadCount?: number }>('notification', (n) => {
    if (n && typeof n.id === 'string') update(client, userId, (p) => withNew(p, n));
  });
  useRealtime<{ ids?: string[] | 'all'; unreadCount?: number }>('notification.read', (d) => {
    if (d && (d.ids === 'all' || Array.isArray(d.ids)))
      update(client, userId, (p) => withRead(p, d.ids!, d.unreadCount));
  });

  const resync = useCallback(() => {
    void client.invalidateQueries({ queryKey: notificationsKey(userId) });
  }, [client, userId]);
  // More was missed than the stream replays: the list is reloaded (when next shown).
  useRealtime('resync', resync);

  const read = useCallback(
    async (id: string) => {
      update(client, userId, (p) => withRead(p, [id]));
      const page = client.getQueryData<NotificationPage>(notificationsKey(userId));
      if (page) unread.set(page.unreadCount);
      try {
        unread.setFrom(await markRead(id));
      } catch {
        resync();
      }
    },
    [client, userId, unread, resync],
  );

  const loadOlder = useCallback(async () => {
    const before = client.getQueryData<NotificationPage>(notificationsKey(userId))?.nextBefore;
    if (!before) return;
    const older = await fetchNotifications(before);
    update(client, userId, (p) => {
      const known = new Set(p.items.map((i) => i.id));
      return {
        ...p,
        items: [...p.items, ...older.items.filter((i) => !known.has(i.id))].slice(0, KEEP),
        nextBefore: p.items.length + older.items.length >= KEEP ? null : (older.nextBefore ?? null),
      };
    });
  }, [client, userId]);

  const readAll = useCallback(async () => {
    update(client, userId, (p) => withRead(p, 'all'));
    unread.set(0);
    try {
      unread.setFrom(await markAllRead());
    } catch {
      resync();
    }
  }, [client, userId, unread, resync]);

  return { query, read, readAll, loadOlder, retry: resync };
}
