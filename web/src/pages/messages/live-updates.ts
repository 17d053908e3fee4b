import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLiveSignal, useRealtimeState, type AppNotification } from '../../shell/realtime';
import { messagesKeys } from './messages-api';

/** While the stream is down, an open thread asks again this often. */
export const POLL_MS = 5_000;
/** With the stream up, an open thread still asks now and then: read receipts have no event. */
export const RECEIPTS_POLL_MS = 30_000;

/** A notification about a conversation: its link leads to /messages (message_received…). */
export const isMessageNotification = (n: Partial<AppNotification> | null | undefined): boolean =>
  !!n && ((typeof n.link === 'string' && n.link.startsWith('/messages')) || n.kind === 'message_received');

/**
 * Keeps the inbox and the open thread current without a reload: the user's realtime stream says
 * when a message arrives; the window regaining focus asks again; and an open thread polls —
 * every POLL_MS while the stream is not connected, slowly otherwise (for "Seen").
 */
export function useLiveMessages(userId: string, conversationId: string | null): void {
  const client = useQueryClient();
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: messagesKeys.all(userId) });
  }, [client, userId]);

  useLiveSignal((n) => {
    if (isMessageNotification(n)) refresh();
  });
  const live = useRealtimeState() === 'open';

  useEffect(() => {
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refresh]);

  useEffect(() => {
    if (!conversationId) return;
    const timer = window.setInterval(
      () => {
        if (document.visibilityState !== 'hidden') refresh();
      },
      live ? RECEIPTS_POLL_MS : POLL_MS,
    );
    return () => window.clearInterval(timer);
  }, [refresh, conversationId, live]);
}
