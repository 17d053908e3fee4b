import { Grid } from 'antd';
import { use } from 'react';
import { Navigate, useLocation, useMatch, useSearchParams } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { useSessionUser } from '../../auth/auth-context';
import { session } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { DraftPanel, draftOf } from './draft-panel';
import { InboxPanel } from './inbox-panel';
import { useLiveMessages } from './live-updates';
import { ThreadPanel } from './thread-panel';
import './messages.css';

/**
 * /messages and /messages/:conversationId: the inbox and the open thread. Side by side from the
 * md breakpoint; on a phone one screen at a time, the thread with a back button to the inbox.
 */
export default function MessagesPage() {
  const t = useT('messages');
  use(session.restore()); // A reload must not bounce a signed-in user to /login before the session is back.
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const match = useMatch('/messages/:conversationId');
  const conversationId = match?.params.conversationId ?? null;
  const draft = conversationId ? null : draftOf(params);
  const open = conversationId !== null || draft !== null;
  const wide = Grid.useBreakpoint().md ?? false;
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  return (
    <div className="sk-container sk-msg-page">
      <PageMeta title={t('title')} description={t('meta.description')} noIndex />
      <h1 className={open && !wide ? 'sk-visually-hidden' : undefined}>{t('title')}</h1>
      <Live userId={user.id} conversationId={conversationId} />
      <div className={`sk-msg-layout${wide ? ' sk-msg-layout--wide' : ''}`}>
        {(wide || !open) && <InboxPanel key={user.id} userId={user.id} selectedId={conversationId} />}
        {conversationId ? (
          <ThreadPanel
            key={`${user.id}:${conversationId}`}
            user={user}
            conversationId={conversationId}
            phone={!wide}
          />
        ) : draft ? (
          <DraftPanel key={`${user.id}:${params.toString()}`} userId={user.id} draft={draft} phone={!wide} />
        ) : (
          wide && (
            <section className="sk-msg-thread sk-msg-thread--empty" aria-label={t('thread.label')}>
              <p>{t('thread.choose')}</p>
            </section>
          )
        )}
      </div>
    </div>
  );
}

function Live({ userId, conversationId }: { userId: string; conversationId: string | null }) {
  useLiveMessages(userId, conversationId);
  return null;
}
