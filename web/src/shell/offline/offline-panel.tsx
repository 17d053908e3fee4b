import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState, useSyncExternalStore } from 'react';
import { useSessionUser } from '../../auth/auth-context';
import { useLocale, useT, type TFunction } from '../../i18n/i18n';
import { plural } from '../../pages/browse/lib/plural';
import { ownerOf } from './network';
import { outbox } from './outbox-send';
import type { OutboxAction } from './outbox-store';
import './offline-status.css';

/** A stalled replay (a 5xx, a connection that says online but drops) is tried again this often. */
const RETRY_MS = 30_000;

const subscribeOnline = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/** One waiting or refused action in words: what it does, to what. */
export function describeAction(t: TFunction, a: OutboxAction, intl: string): string {
  switch (a.kind) {
    case 'cart.add':
      return t('offline.action.cartAdd', { title: a.title, quantity: a.quantity.toLocaleString(intl) });
    case 'cart.setQuantity':
      return t('offline.action.cartSet', { title: a.title, quantity: a.quantity.toLocaleString(intl) });
    case 'cart.remove':
      return t('offline.action.cartRemove', { title: a.title });
    case 'contact':
      return t(a.form === 'rfq' ? 'offline.action.rfq' : 'offline.action.contact', { title: a.title });
    case 'rfq':
      return t('offline.action.rfq', { title: a.title });
  }
}

/**
 * The shell's word on the connection: "offline" while it is down, the actions waiting to send (which
 * go out, in order, when it returns, at start and when the person signed in changes), and any the
 * server refused on the way, each with the server's reason until dismissed.
 */
export default function OfflinePanel() {
  const t = useT('common');
  const { intl } = useLocale();
  const user = useSessionUser();
  const owner = ownerOf(user?.id);
  const online = useOnline();
  const client = useQueryClient();
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const [open, setOpen] = useState(false);

  useEffect(() => outbox.subscribe(changed), []);

  // The service worker too, now that the first screen is up (this panel loads after it).
  useEffect(() => void import('./register-sw').then((m) => m.registerServiceWorker()), []);

  // Another tab may have queued or sent something meanwhile: read the queue when this one is shown.
  useEffect(() => {
    const reload = () => {
      if (document.visibilityState === 'visible') void outbox.load().catch(() => undefined);
    };
    reload();
    document.addEventListener('visibilitychange', reload);
    return () => document.removeEventListener('visibilitychange', reload);
  }, []);

  const hasWaiting = outbox.pending(owner).length > 0;
  useEffect(() => {
    if (!online) return;
    const replay = () =>
      void outbox
        .replay(owner)
        .then((done) => {
          // The server's cart replaces what the screens showed meanwhile.
          if (done > 0) void client.invalidateQueries({ queryKey: ['cart'] });
        })
        .catch((e: unknown) => console.warn('outbox: replay failed', e));
    replay();
    if (!hasWaiting) return;
    const timer = setInterval(replay, RETRY_MS);
    return () => clearInterval(timer);
  }, [online, owner, client, hasWaiting]);

  const items = outbox.pending(owner);
  const refused = outbox.refused(owner);
  if (online && items.length === 0 && refused.length === 0) return null;

  return (
    <div className="sk-offline" role="region" aria-label={t('offline.region')}>
      <div className="sk-container sk-offline-inner">
        {!online && <p className="sk-offline-note">{t('offline.offline')}</p>}
        {items.length > 0 && (
          <div role="status" className="sk-offline-waiting">
            <span className="sk-offline-badge">{plural(t, 'offline.waiting', items.length, intl)}</span>{' '}
            <span>{online ? t('offline.sending') : t('offline.whenOnline')}</span>{' '}
            <button
              type="button"
              className="sk-offline-toggle"
              aria-expanded={open}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? t('offline.hide') : t('offline.show')}
            </button>
            {open && (
              <ul className="sk-offline-list">
                {items.map((i) => (
                  <li key={i.seq}>{describeAction(t, i.action, intl)}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {refused.map((r) => (
          <div key={r.item.seq} role="alert" className="sk-offline-refused">
            <p>
              {t('offline.refused', { what: describeAction(t, r.item.action, intl) })}{' '}
              {r.reason ?? t('offline.refusedNoReason')}
            </p>
            <button type="button" className="sk-btn sk-btn-small" onClick={() => outbox.dismiss(r.item.seq)}>
              {t('offline.dismiss')}
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
