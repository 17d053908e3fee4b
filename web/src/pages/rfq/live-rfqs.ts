import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLiveSignal, useRealtime, type AppNotification } from '../../shell/realtime';
import { rfqKeys } from './rfq-api';

/** A notification about an RFQ or a quote (rfq_posted, quote_submitted, quote_declined…). */
export const isRfqNotification = (n: Partial<AppNotification> | null | undefined): boolean =>
  !!n && ((typeof n.link === 'string' && n.link.startsWith('/rfq')) || /^(rfq|quote)_/.test(n.kind ?? ''));

/**
 * Keeps the RFQ screens current without a reload: a quote sent, revised or withdrawn, an RFQ
 * posted for this supplier, a quote accepted or declined arrive on the user's realtime stream; a
 * `resync` (more was missed than the gateway replays) and the window regaining focus ask again.
 */
export function useLiveRfqs(): void {
  const client = useQueryClient();
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: rfqKeys.all });
  }, [client]);
  useLiveSignal((n) => {
    if (isRfqNotification(n)) refresh();
  });
  useRealtime('resync', refresh);
  useEffect(() => {
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refresh]);
}
