/**
 * The tab's one connection to GET /api/v1/notifications/stream (SSE), shared by every page.
 *
 *   useRealtime('message_received', (n) => { if (n.link === `/messages/${id}`) refetch(); });
 *
 * Kinds: `notification` (a new in-app notification: {id, kind, title, body, link, readAt,
 * createdAt, unreadCount?}), the notification's own kind with the same data (`message_received`,
 * `quote_submitted`, `rfq_posted`, `order-shipped`…), `notification.read` ({ids, unreadCount}),
 * `unread_count` ({count}) and `resync` (more was missed than the gateway replays: refetch).
 * Only what the user lets into the bell arrives (in-app preference per topic); a page that must
 * not miss anything refetches on `resync` and when `useRealtimeState()` becomes 'open' again.
 */
export { useRealtime, useRealtimeState, useUnreadCount } from './use-realtime';
export { realtimeHub } from './realtime';
export type { RealtimeHandler, RealtimeMessage, RealtimeState } from './realtime-client';
export type { AppNotification } from './notifications-api';
