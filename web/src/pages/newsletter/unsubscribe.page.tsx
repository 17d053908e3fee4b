import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/problem';
import { PageMeta } from '../../app/page-meta';
import { useT } from '../../i18n/i18n';
import { unsubscribe } from './newsletter-api';
import './newsletter.css';

/**
 * Tokens are 20 to 200 characters (notifications' UnsubscribeNewsletterDto; issued ones are 32). A
 * shorter one is a link cut by a mail program: the server would only answer "invalid field".
 */
const TOKEN_LENGTH = { min: 20, max: 200 };
const wellFormed = (token: string): boolean =>
  token.length >= TOKEN_LENGTH.min && token.length <= TOKEN_LENGTH.max;

type State = { kind: 'ask' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * Mail scanners and link previews open links on their own: nothing happens on load, the reader
 * confirms with a button (a POST), so nobody is unsubscribed by a robot.
 */
function Confirm({ token }: { token: string }) {
  const t = useT('newsletter');
  const [state, setState] = useState<State>({ kind: 'ask' });

  const confirm = () => {
    setState({ kind: 'sending' });
    unsubscribe(token).then(
      () => setState({ kind: 'done' }),
      (err: unknown) => {
        let message = t('error.network');
        if (err instanceof ApiError)
          message = err.problem.code === 'validation.failed' ? t('noToken.text') : err.message;
        setState({ kind: 'failed', message });
      },
    );
  };

  if (state.kind === 'done')
    return (
      <div role="status">
        <h2>{t('done.title')}</h2>
        <p>{t('done.text')}</p>
        <Link to="/" className="sk-btn">
          {t('done.home')}
        </Link>
      </div>
    );
  return (
    <>
      <p>{t('confirm.text')}</p>
      {state.kind === 'failed' && (
        <p role="alert" className="sk-unsub-error">
          {state.message}
        </p>
      )}
      <div className="sk-unsub-actions">
        <button type="button" className="sk-btn" onClick={confirm} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? t('confirm.working') : t('confirm.action')}
        </button>
        <Link to="/" className="sk-btn sk-btn-ghost">
          {t('confirm.keep')}
        </Link>
      </div>
    </>
  );
}

/** /newsletter/unsubscribe?token=…: the link at the foot of every newsletter e-mail. */
export default function UnsubscribePage() {
  const t = useT('newsletter');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return (
    <div className="sk-container sk-unsub-page">
      <PageMeta title={t('title')} description={t('meta.description')} noIndex />
      <section className="sk-unsub-card" aria-labelledby="unsub-title">
        <h1 id="unsub-title">{t('title')}</h1>
        {token && wellFormed(token) ? (
          <Confirm key={token} token={token} />
        ) : (
          <>
            <h2>{t('noToken.title')}</h2>
            <p>{t('noToken.text')}</p>
            <Link to="/" className="sk-btn sk-btn-ghost">
              {t('done.home')}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
