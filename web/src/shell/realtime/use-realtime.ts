import { useEffect, useRef, useSyncExternalStore } from 'react';
import { realtimeHub } from './realtime';
import type { RealtimeHandler } from './realtime-client';

/**
 * Calls `handler` for every `kind` event of the signed-in user's stream while the component is
 * mounted. Kinds: `notification` (a new one: the NotificationView plus `unreadCount`),
 * `notification.read` (`{ids, unreadCount}`), `unread_count`, and a new notification's own kind
 * (e.g. `message_received`, `quote_submitted`) with the same data as `notification`.
 * The handler may change between renders without reconnecting.
 */
export function useRealtime<T = unknown>(kind: string, handler: RealtimeHandler<T>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const hub = realtimeHub();
    const release = hub.retain();
    const off = hub.client.on<T>(kind, (data, message) => latest.current(data, message));
    return () => {
      off();
      release();
    };
  }, [kind]);
}

/** What a page needs to know of a change: the notification's kind and the link it leads to. */
export interface LiveSignal {
  kind: string;
  link: string;
}

/**
 * Calls `handler` when something of the user's changed, whether they see it in the bell
 * (`notification`) or keep that kind out of it (`update`): pages that show live data use this.
 */
export function useLiveSignal(handler: (signal: Partial<LiveSignal>) => void): void {
  useRealtime<Partial<LiveSignal> | null>('notification', (n) => handler(n ?? {}));
  useRealtime<Partial<LiveSignal> | null>('update', (n) => handler(n ?? {}));
}

/** The unread count (null until known) for the bell; keeps the stream open while mounted. */
export function useUnreadCount(): number | null {
  const hub = realtimeHub();
  useEffect(() => hub.retain(), [hub]);
  return useSyncExternalStore(hub.unread.subscribe, hub.unread.get, hub.unread.get);
}

/** Whether the stream is live (a page may show "reconnecting…" or poll meanwhile). */
export function useRealtimeState() {
  const hub = realtimeHub();
  return useSyncExternalStore(
    (l) => hub.client.onStateChange(l),
    () => hub.client.state,
    () => hub.client.state,
  );
}
