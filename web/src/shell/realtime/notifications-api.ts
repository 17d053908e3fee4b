import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';

/*
 * Every call of the bell and the realtime stream (the in-app inbox of the notifications service and
 * the gateway's stream ticket), through the app's client so they carry the token, the language and
 * the refresh-and-retry on 401.
 */

/** kind: an e-mail template name (order-shipped…) or an inbox key (message_received…); link: a route. */
export type AppNotification = components['schemas']['Notification'];
export type NotificationPage = components['schemas']['NotificationPage'];
export type UnreadCount = components['schemas']['UnreadCount'];
/** The gateway's (services/gateway/src/realtime): redeemable once, within `expiresIn` seconds. */
export type StreamTicket = components['schemas']['StreamTicketDto'];

export const PAGE_SIZE = 20;

export const notificationsKey = (userId: string) => ['notifications', userId] as const;

/** The newest notifications (a page of PAGE_SIZE), or those older than `before`, with the unread count. */
export const fetchNotifications = (before?: string) =>
  unwrap<NotificationPage>(
    api.GET('/api/v1/notifications', {
      params: { query: { limit: PAGE_SIZE, ...(before ? { before } : {}) } },
    }),
  );

export const fetchUnreadCount = () => unwrap<UnreadCount>(api.GET('/api/v1/notifications/unread-count'));

export const markRead = (id: string) =>
  unwrap<components['schemas']['ReadNotification']>(
    api.POST('/api/v1/notifications/{id}/read', { params: { path: { id } } }),
  );

export const markAllRead = () =>
  unwrap<components['schemas']['ReadAllResult']>(api.POST('/api/v1/notifications/read-all'));

/** A short-lived single-use credential for one stream connection (EventSource sends no headers). */
export const fetchStreamTicket = () => unwrap<StreamTicket>(api.POST('/api/v1/notifications/stream/tickets'));

/** The stream URL for `ticket`; `lastEventId` resumes after that event (a fresh EventSource has none). */
export function streamUrl(ticket: string, lastEventId: string | null): string {
  const q = new URLSearchParams({ ticket });
  if (lastEventId) q.set('lastEventId', lastEventId);
  return `/api/v1/notifications/stream?${q.toString()}`;
}
