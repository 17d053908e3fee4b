/** A notification as its recipient reads it (the list, the backlog and the realtime push). */
export interface NotificationView {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  readAt: string | null;
  createdAt: string;
}

export interface NotificationPageView {
  items: NotificationView[];
  unreadCount: number;
  /** Pass as `before` for the next (older) page; null on the last one. Absent in the `after` form. */
  nextBefore?: string | null;
}

export interface UnreadCountView {
  unreadCount: number;
}

export interface NotificationRow {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  read_at: Date | null;
  created_at: Date;
}

export const NOTIFICATION_COLUMNS = 'id, kind, title, body, link, read_at, created_at';

export const notificationView = (r: NotificationRow): NotificationView => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  readAt: r.read_at ? new Date(r.read_at).toISOString() : null,
  createdAt: new Date(r.created_at).toISOString(),
});
