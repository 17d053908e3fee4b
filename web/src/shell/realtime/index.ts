/**
 * The tab's one connection to GET /api/v1/notifications/stream (SSE), shared by every page.
 *
 *   useRealtime('message_received', (n) => { if (n.link === `/messages/${id}`) refetch(); });
 *
 * Kinds: `notification` (a new in-app notification: {id, kind, title, body, link, readAt,
 * createdAt, unreadCount?}), the notification's own kind with the same data (`message_received`,
 * `quote_submitted`, `rfq_posted`, `order-shipped`…), `notification.read` ({ids, unreadCount}),
 * `unread_count` ({count}) and `resync` (more was missed than the gateway replays: refetch).
 * A kind the user keeps out of the bell (in-app preference per topic) comes as `update` ({kind,
 * link}) instead: pages listen to both (useLiveSignal), the bell to `notification` only. Neither is
 * replayed in full: a page that must not miss anything refetches on `resync` and when
 * `useRealtimeState()` becomes 'open' again.
 */
export { useLiveSignal, useRealtime, useRealtimeState, useUnreadCount } from './use-realtime';
export { realtimeHub } from './realtime';
export type { RealtimeHandler, RealtimeMessage, RealtimeState } from './realtime-client';
export type { AppNotification } from './notifications-api';
