import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n';
import type { useBellFeed } from './bell-feed';
import type { AppNotification } from './notifications-api';
import './notification-list.css';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago" in the reader's language; "now" under a minute. */
export function timeAgo(iso: string, intl: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(intl, { numeric: 'auto' });
  for (const [unit, size] of UNITS)
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  return rtf.format(0, 'second');
}

/** Only the app's own routes: a link is data from the server and must never leave the site. */
const safeLink = (link: string) =>
  link.startsWith('/') && !link.startsWith('//') ? link : '/notification-settings';

function Item({ n, onOpen }: { n: AppNotification; onOpen(n: AppNotification): void }) {
  const t = useT('common');
  const { intl } = useLocale();
  const unread = !n.readAt;
  return (
    <li className={`sk-notif-item${unread ? ' sk-notif-item--unread' : ''}`}>
      <Link to={safeLink(n.link)} onClick={() => onOpen(n)}>
        <span className="sk-notif-item-title">
          {unread && <span className="sk-visually-hidden">{t('bell.unread')}: </span>}
          {n.title}
        </span>
        {n.body && <span className="sk-notif-item-body">{n.body}</span>}
        <time className="sk-notif-item-time" dateTime={n.createdAt}>
          {timeAgo(n.createdAt, intl)}
        </time>
      </Link>
    </li>
  );
}

/**
 * The bell's panel (the desktop dropdown and the phone drawer): the newest notifications as links,
 * unread ones marked; opening one marks it read. Light (no antd): it is part of every page's header.
 */
export function NotificationList({
  feed,
  unread,
  onNavigate,
  showTitle = true,
}: {
  feed: ReturnType<typeof useBellFeed>;
  /** The bell's count (the stream keeps it, including items older than the list shows). */
  unread: number;
  onNavigate?(): void;
  showTitle?: boolean;
}) {
  const t = useT('common');
  const { query, read, readAll, loadOlder, retry } = feed;
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const page = query.data;
  const open = (n: AppNotification) => {
    if (!n.readAt) void read(n.id);
    onNavigate?.();
  };

  return (
    <div className="sk-bell-panel">
      <div className="sk-bell-head">
        {showTitle && <h2>{t('bell.title')}</h2>}
        {unread > 0 && (
          <button
            type="button"
            className="sk-bell-read-all"
            onClick={() => {
              // The button goes away with the count: keep the keyboard in the panel.
              list.current?.querySelector('a')?.focus();
              void readAll();
            }}
          >
            {t('bell.markAllRead')}
          </button>
        )}
      </div>
      {query.isError ? (
        <div className="sk-bell-error" role="alert">
          <p>{t('bell.error')}</p>
          <button type="button" className="sk-btn sk-btn-small sk-btn-ghost" onClick={retry}>
            {t('bell.retry')}
          </button>
        </div>
      ) : !page ? (
        <p className="sk-bell-empty" role="status">
          {t('bell.loading')}
        </p>
      ) : page.items.length === 0 ? (
        <p className="sk-bell-empty">{t('bell.empty')}</p>
      ) : (
        <ul ref={list} className="sk-notif-items" aria-label={t('bell.title')}>
          {page.items.map((n) => (
            <Item key={n.id} n={n} onOpen={open} />
          ))}
        </ul>
      )}
      {page?.nextBefore && (
        <button
          type="button"
          className="sk-bell-older"
          disabled={loadingOlder}
          onClick={() => {
            setLoadingOlder(true);
            setOlderFailed(false);
            loadOlder()
              .catch(() => setOlderFailed(true))
              .finally(() => setLoadingOlder(false));
          }}
        >
          {loadingOlder ? t('bell.loading') : t('bell.older')}
        </button>
      )}
      {olderFailed && (
        <p className="sk-bell-older-error" role="alert">
          {t('bell.error')}
        </p>
      )}
      <Link to="/notification-settings" className="sk-bell-settings" onClick={onNavigate}>
        {t('bell.settings')}
      </Link>
    </div>
  );
}
