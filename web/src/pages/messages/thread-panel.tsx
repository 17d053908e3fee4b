import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/problem';
import type { SessionUser } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { Composer } from './composer';
import { MessageItem } from './message-item';
import {
  messagesApi,
  messagesKeys,
  subjectHref,
  threadMessages,
  useConversation,
  useThread,
  type ConversationSummary,
  type Message,
  type MessagePage,
} from './messages-api';
import { BlockButton, ReportButton } from './thread-actions';

/** The newest message from the other party not yet read by me (what a read receipt covers). */
export const newestUnread = (messages: readonly Message[], me: string): Message | undefined =>
  messages.findLast((m) => !m.mine && m.senderId !== me && !m.readAt);

/** Marks the thread read up to its newest message whenever one arrives unread while it is open. */
function useReadReceipts(userId: string, conversationId: string, messages: readonly Message[]) {
  const client = useQueryClient();
  const unread = newestUnread(messages, userId);
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!unread || sentFor.current === unread.id) return;
    sentFor.current = unread.id;
    messagesApi.markRead(conversationId).then(
      () => client.invalidateQueries({ queryKey: messagesKeys.inboxes(userId) }),
      () => {
        sentFor.current = null; // Try again with the next refresh.
      },
    );
  }, [unread, conversationId, userId, client]);
}

/** Posts into the thread and shows the message at once (the refetch that follows confirms it). */
function useSendInto(userId: string, conversationId: string) {
  const client = useQueryClient();
  return async (text: string, attachmentIds: string[]) => {
    const sent = await messagesApi.send(conversationId, text, attachmentIds);
    client.setQueryData<InfiniteData<MessagePage, string | undefined>>(
      messagesKeys.thread(userId, conversationId),
      (data) =>
        data && data.pages.length > 0
          ? {
              ...data,
              pages: [{ ...data.pages[0]!, items: [sent, ...data.pages[0]!.items] }, ...data.pages.slice(1)],
            }
          : data,
    );
    void client.invalidateQueries({ queryKey: messagesKeys.all(userId) });
  };
}

function ThreadHeader({ c, user, phone }: { c: ConversationSummary; user: SessionUser; phone: boolean }) {
  const t = useT('messages');
  const blocked = c.blockedByMe;
  const href = subjectHref(c.subject, c.myRole === 'supplier');
  const subject = t(`subject.${c.subject.kind}`, { title: c.subject.title });
  return (
    <header className="sk-msg-thread__head">
      {phone && (
        <Link to="/messages" className="sk-msg-back">
          <ArrowLeftOutlined aria-hidden="true" className="sk-msg-flip" /> {t('thread.back')}
        </Link>
      )}
      <h2 className="sk-msg-thread__title">{c.counterpart.name}</h2>
      <p className="sk-msg-thread__subject">{href ? <Link to={href}>{subject}</Link> : subject}</p>
      <div className="sk-msg-thread__actions">
        <ReportButton conversationId={c.id} />
        <BlockButton userId={user.id} counterpart={c.counterpart} blocked={blocked} />
      </div>
      {blocked && (
        <Alert
          type="warning"
          showIcon
          title={t('block.notice', { name: c.counterpart.name })}
          className="sk-msg-blocked"
        />
      )}
    </header>
  );
}

function Messages({ c, user }: { c: ConversationSummary; user: SessionUser }) {
  const t = useT('messages');
  const thread = useThread(user.id, c.id);
  const messages = threadMessages(thread.data?.pages);
  useReadReceipts(user.id, c.id, messages);
  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  if (thread.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (thread.isError)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={thread.error instanceof ApiError ? thread.error.message : t('error.network')}
      />
    );
  return (
    <div className="sk-msg-scroll">
      {thread.hasNextPage && (
        <Button
          type="link"
          onClick={() => void thread.fetchNextPage()}
          loading={thread.isFetchingNextPage}
          className="sk-msg-earlier"
        >
          {t('thread.earlier')}
        </Button>
      )}
      {/* A log region (not the list itself: its items must stay a list's) announces new messages. */}
      <div role="log" aria-live="polite" aria-label={t('thread.messages')}>
        {messages.length === 0 ? (
          <p className="sk-msg-empty">{t('thread.empty')}</p>
        ) : (
          <ol className="sk-msg-messages">
            {messages.map((m) => (
              <MessageItem
                key={m.id}
                m={m}
                mine={m.mine}
                senderName={m.mine ? t('thread.you') : c.counterpart.name}
              />
            ))}
          </ol>
        )}
      </div>
      <div ref={end} />
    </div>
  );
}

/** The other party as shown: their name, or a neutral stand-in while messaging does not know it yet. */
const withName = (c: ConversationSummary, unknown: string): ConversationSummary =>
  c.counterpart.name ? c : { ...c, counterpart: { ...c.counterpart, name: unknown } };

/** One conversation: who and what it is about, its messages, the box to answer, report and block. */
export function ThreadPanel({
  user,
  conversationId,
  phone,
}: {
  user: SessionUser;
  conversationId: string;
  phone: boolean;
}) {
  const t = useT('messages');
  const conversation = useConversation(user.id, conversationId);
  const send = useSendInto(user.id, conversationId);
  if (conversation.isPending)
    return (
      <section className="sk-msg-thread" aria-busy="true" aria-label={t('thread.label')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </section>
    );
  if (conversation.isError) {
    const missing = conversation.error instanceof ApiError && conversation.error.status === 404;
    return (
      <section className="sk-msg-thread" aria-label={t('thread.label')}>
        {phone && (
          <Link to="/messages" className="sk-msg-back">
            <ArrowLeftOutlined aria-hidden="true" className="sk-msg-flip" /> {t('thread.back')}
          </Link>
        )}
        <Alert
          type={missing ? 'info' : 'error'}
          showIcon
          role="alert"
          title={missing ? t('thread.notFound') : conversation.error.message || t('error.network')}
        />
      </section>
    );
  }
  const c = withName(conversation.data, t('counterpart.unknown'));
  return (
    <section className="sk-msg-thread" aria-label={t('thread.with', { name: c.counterpart.name })}>
      <ThreadHeader c={c} user={user} phone={phone} />
      <Messages c={c} user={user} />
      <Composer send={send} />
    </section>
  );
}
