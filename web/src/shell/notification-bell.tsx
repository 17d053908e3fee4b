import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSessionUser } from '../auth/auth-context';
import { useT } from '../i18n/i18n';
import { bellBadge } from './bell-badge';
import { Dropdown } from './dropdown';
import { ErrorBoundary } from './error-boundary';
import { BellIcon } from './icons';
import { useBellFeed } from './realtime/bell-feed';
import { NotificationList } from './realtime/notification-list';
import type { AppNotification } from './realtime/notifications-api';
import { useRealtime, useUnreadCount } from './realtime/use-realtime';

// antd loads with the phone drawer's first opening, never with the header (entry route budget).
const NotificationDrawer = lazy(() => import('./realtime/notification-drawer'));

const NARROW = '(max-width: 899px)';
const narrowNow = () => typeof window !== 'undefined' && !!window.matchMedia?.(NARROW).matches;
function subscribeNarrow(l: () => void) {
  const mq = typeof window !== 'undefined' ? window.matchMedia?.(NARROW) : undefined;
  mq?.addEventListener('change', l);
  return () => mq?.removeEventListener('change', l);
}

/** Says a new notification aloud (the badge alone changes silently for a screen reader). */
function useAnnouncement() {
  const [text, setText] = useState('');
  useRealtime<AppNotification>('notification', (n) => {
    if (n && typeof n.title === 'string') setText(n.title);
  });
  return text;
}

function BellButtonLabel({ badge }: { badge: string }) {
  return (
    <>
      <BellIcon />
      {badge && (
        <span className="sk-count-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </>
  );
}

/**
 * The bell of a signed-in user: the unread count, kept live by the tab's notification stream, and
 * the newest notifications in a dropdown (a drawer on a phone), loaded when first opened.
 */
export function NotificationBell({ className }: { className?: string }) {
  const t = useT('common');
  const user = useSessionUser();
  const count = useUnreadCount() ?? 0;
  const [opened, setOpened] = useState(false);
  const [drawer, setDrawer] = useState<'closed' | 'open' | 'shut'>('closed');
  const narrow = useSyncExternalStore(subscribeNarrow, narrowNow, () => false);
  const feed = useBellFeed(user?.id ?? '', opened && !!user);
  const announcement = useAnnouncement();
  const drawerButton = useRef<HTMLButtonElement>(null);
  const badge = bellBadge(count);
  const label = count > 0 ? t('bell.labelCount', { count }) : t('bell.label');

  // Focus goes back to the bell when the drawer closes (antd returns it to the body otherwise).
  useEffect(() => {
    if (drawer === 'shut') drawerButton.current?.focus();
  }, [drawer]);

  if (!user) return null;
  return (
    <span className={className}>
      {narrow ? (
        <button
          ref={drawerButton}
          type="button"
          className="sk-icon-button sk-bell-button"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={drawer === 'open'}
          onClick={() => {
            setOpened(true);
            setDrawer('open');
          }}
        >
          <BellButtonLabel badge={badge} />
        </button>
      ) : (
        <Dropdown
          align="end"
          ariaLabel={label}
          buttonClassName="sk-icon-button sk-bell-button"
          label={<BellButtonLabel badge={badge} />}
          onOpenChange={(open) => open && setOpened(true)}
        >
          {(close) => <NotificationList feed={feed} unread={count} onNavigate={close} />}
        </Dropdown>
      )}
      {narrow && drawer !== 'closed' && (
        <ErrorBoundary resetKey={user.id} fallback={() => null}>
          <Suspense fallback={null}>
            <NotificationDrawer
              open={drawer === 'open'}
              onClose={() => setDrawer('shut')}
              feed={feed}
              unread={count}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      <span className="sk-visually-hidden" role="status" aria-live="polite">
        {/* Only that one came and how many wait: the panel has the words. Repeating the title here put
            page texts (an amount, a product) twice on the page for anyone reading it, tests included. */}
        {announcement && t('bell.new', { count })}
      </span>
    </span>
  );
}
