import { useRef, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { ActionKey } from './action-key';

/**
 * Runs a staff action that moves money: one Idempotency-Key per action, the same for every retry
 * of the same body (also after the dialog was closed and opened again — an answer lost in transit
 * must not turn a retry into a second refund), a new one once the action went through.
 */
export function useMoneyAction<B>(run: (body: B, key: string) => Promise<unknown>, success: string) {
  const key = useRef(new ActionKey());
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();

  /** Resolves true when it went through; on a refusal the server's words are shown. */
  const submit = async (body: B): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      await run(body, key.current.for(body));
      key.current.reset();
      notify(success, { type: 'success' });
      refresh();
      return true;
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : 'ra.notification.http_error', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy };
}
