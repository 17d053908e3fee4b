/**
 * Pushes per-user events (a new in-app notification, a read receipt, the unread count) from the
 * service that produced them to every gateway replica holding that user's open streams. Delivery is
 * best effort and at most once: a client that was away asks for the backlog (Last-Event-ID), so
 * nothing here stores events.
 */
export interface RealtimeEvent {
  /** The in-app notification's UUIDv7 (sortable), used as the SSE event id. */
  id: string;
  /** e.g. 'notification', 'notification.read', 'unread_count'. */
  kind: string;
  /** JSON-serialisable; subscribers receive a JSON round-trip copy. */
  data: unknown;
}

export interface RealtimeFanout {
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  /** Resolves once the subscription is live (an event published after it resolves is delivered). */
  subscribe(userId: string, onEvent: (e: RealtimeEvent) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type RealtimeErrorReporter = (error: unknown, context: string) => void;
