import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import '../../pages/newsletter/newsletter.css';

/** What a page of this flow says, in the reader's language (the page's own namespace). */
export interface UnsubscribeTexts {
  title: string;
  meta: string;
  confirmText: string;
  confirmAction: string;
  confirmWorking: string;
  keep: string;
  noTokenTitle: string;
  noTokenText: string;
  /** Where a reader with a broken link goes instead. */
  noTokenLink: { to: string; label: string };
}

export interface UnsubscribeFlowProps<R> {
  id: string;
  texts: UnsubscribeTexts;
  /** The token lengths the server takes; a shorter one is a link cut by a mail program. */
  tokenLength: { min: number; max: number };
  send(token: string): Promise<R>;
  /** The refusal in words (the server's problem, or the network's). */
  errorOf(error: unknown): string;
  done(result: R): ReactNode;
}

type State<R> =
  { kind: 'ask' } | { kind: 'sending' } | { kind: 'done'; result: R } | { kind: 'failed'; message: string };

/**
 * Mail scanners and link previews open links on their own: nothing happens on load, the reader
 * confirms with a button (a POST), so nobody is unsubscribed by a robot. Mail clients that
 * unsubscribe in one click use the e-mail's List-Unsubscribe header, which POSTs to the API.
 */
function Confirm<R>({ token, ...p }: UnsubscribeFlowProps<R> & { token: string }) {
  const [state, setState] = useState<State<R>>({ kind: 'ask' });
  const confirm = () => {
    setState({ kind: 'sending' });
    p.send(token).then(
      (result) => setState({ kind: 'done', result }),
      (error: unknown) => setState({ kind: 'failed', message: p.errorOf(error) }),
    );
  };
  if (state.kind === 'done') return <div role="status">{p.done(state.result)}</div>;
  return (
    <>
      <p>{p.texts.confirmText}</p>
      {state.kind === 'failed' && (
        <p role="alert" className="sk-unsub-error">
          {state.message}
        </p>
      )}
      <div className="sk-unsub-actions">
        <button type="button" className="sk-btn" onClick={confirm} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? p.texts.confirmWorking : p.texts.confirmAction}
        </button>
        <Link to="/" className="sk-btn sk-btn-ghost">
          {p.texts.keep}
        </Link>
      </div>
    </>
  );
}

/** The page an unsubscribe link in an e-mail opens: `?token=…`, confirmed with a button. */
export function UnsubscribeFlow<R>(props: UnsubscribeFlowProps<R>) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const { texts, tokenLength } = props;
  const wellFormed = !!token && token.length >= tokenLength.min && token.length <= tokenLength.max;
  return (
    <div className="sk-container sk-unsub-page">
      <PageMeta title={texts.title} description={texts.meta} noIndex />
      <section className="sk-unsub-card" aria-labelledby={`${props.id}-title`}>
        <h1 id={`${props.id}-title`}>{texts.title}</h1>
        {wellFormed ? (
          <Confirm key={token} token={token} {...props} />
        ) : (
          <>
            <h2>{texts.noTokenTitle}</h2>
            <p>{texts.noTokenText}</p>
            <Link to={texts.noTokenLink.to} className="sk-btn sk-btn-ghost">
              {texts.noTokenLink.label}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
