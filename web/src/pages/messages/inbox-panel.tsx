import { Alert, Badge, Button, Input, Skeleton } from 'antd';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/problem';
import { useLocale, useT } from '../../i18n/i18n';
import { inboxItems, subjectHref, useInbox, type ConversationSummary } from './messages-api';
import { timeLabel } from './time-label';

export const SEARCH_DELAY_MS = 300;

/** Unread conversations first, then the most recent (the service orders so too; a refetch keeps it). */
export function inboxOrder(items: readonly ConversationSummary[]): ConversationSummary[] {
  return [...items].sort(
    (a, b) =>
      Number(b.unreadCount > 0) - Number(a.unreadCount > 0) || b.lastMessageAt.localeCompare(a.lastMessageAt),
  );
}

function SubjectLine({ c }: { c: ConversationSummary }) {
  const t = useT('messages');
  const href = subjectHref(c.subject, c.myRole === 'supplier');
  const label = t(`subject.${c.subject.kind}`, { title: c.subject.title });
  return href ? (
    <Link className="sk-msg-subject" to={href}>
      {label}
    </Link>
  ) : (
    <span className="sk-msg-subject">{label}</span>
  );
}

function Entry({ c, userId, selected }: { c: ConversationSummary; userId: string; selected: boolean }) {
  const t = useT('messages');
  const { intl } = useLocale();
  const last = c.lastMessage;
  const text = last ? last.text || t('inbox.attachments', { count: String(last.attachments) }) : '';
  const preview = last ? (last.senderId === userId ? t('inbox.you', { text }) : text) : t('inbox.noMessages');
  const when = last?.sentAt ?? c.lastMessageAt;
  return (
    <li
      className={`sk-msg-entry${c.unreadCount > 0 ? ' sk-msg-entry--unread' : ''}${selected ? ' sk-msg-entry--selected' : ''}`}
    >
      <Link
        to={`/messages/${encodeURIComponent(c.id)}`}
        className="sk-msg-entry__main"
        aria-current={selected ? 'page' : undefined}
      >
        <span className="sk-msg-entry__head">
          <span className="sk-msg-entry__name">{c.counterpart.name || t('counterpart.unknown')}</span>
          <time dateTime={when} className="sk-msg-time">
            {timeLabel(when, intl)}
          </time>
        </span>
        <span className="sk-msg-entry__preview" dir="auto">
          {preview}
        </span>
        {c.unreadCount > 0 && (
          <>
            {/* The badge is the picture of the count; the text beside it is what a screen reader says. */}
            <span aria-hidden="true" className="sk-msg-entry__badge">
              <Badge count={c.unreadCount} overflowCount={99} />
            </span>
            <span className="sk-visually-hidden">{t('inbox.unread', { count: String(c.unreadCount) })}</span>
          </>
        )}
      </Link>
      <SubjectLine c={c} />
    </li>
  );
}

/** The conversations of the signed-in user: unread first, a search over names, subjects and text. */
export function InboxPanel({ userId, selectedId }: { userId: string; selectedId: string | null }) {
  const t = useT('messages');
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    // One search when the typing pauses, not one per key.
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const inbox = useInbox(userId, q);
  const items = inboxOrder(inboxItems(inbox.data?.pages));

  return (
    <section className="sk-msg-inbox" aria-labelledby={`${searchId}-h`}>
      <h2 id={`${searchId}-h`} className="sk-msg-inbox__title">
        {t('inbox.title')}
      </h2>
      <label htmlFor={searchId} className="sk-visually-hidden">
        {t('inbox.search')}
      </label>
      <Input.Search
        id={searchId}
        allowClear
        placeholder={t('inbox.searchPlaceholder')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={(v) => {
          setTyped(v);
          setQ(v.trim());
        }}
        enterButton={false}
      />
      {inbox.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : inbox.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={inbox.error instanceof ApiError ? inbox.error.message : t('error.network')}
        />
      ) : items.length === 0 ? (
        <p className="sk-msg-empty">{q ? t('inbox.noMatches', { q }) : t('inbox.empty')}</p>
      ) : (
        <ul className="sk-msg-list" aria-busy={inbox.isFetching && q !== typed.trim()}>
          {items.map((c) => (
            <Entry key={c.id} c={c} userId={userId} selected={c.id === selectedId} />
          ))}
        </ul>
      )}
      {inbox.hasNextPage && (
        <Button block onClick={() => void inbox.fetchNextPage()} loading={inbox.isFetchingNextPage}>
          {t('inbox.more')}
        </Button>
      )}
    </section>
  );
}
