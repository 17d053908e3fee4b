import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/problem';
import { useLocale, useT } from '../../i18n/i18n';
import { subscribeNewsletter } from './home-api';

export const CONFIRMATION_MS = 5000;

type State = { kind: 'form'; error?: string } | { kind: 'sending' } | { kind: 'done' };

/**
 * The newsletter box (spec §2/§4): empty → 'Please enter your email address' without asking the
 * server; success → the confirmation for five seconds, then the form again.
 */
export function Newsletter() {
  const t = useT('home');
  const { lang } = useLocale();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'form' });

  useEffect(() => {
    if (state.kind !== 'done') return;
    const timer = setTimeout(() => setState({ kind: 'form' }), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state.kind]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value) {
      setState({ kind: 'form', error: t('newsletter.empty') });
      return;
    }
    setState({ kind: 'sending' });
    try {
      await subscribeNewsletter(value, lang);
      setEmail('');
      setState({ kind: 'done' });
    } catch (err) {
      setState({ kind: 'form', error: err instanceof ApiError ? err.message : t('newsletter.network') });
    }
  };

  return (
    <section className="sk-section sk-newsletter" aria-labelledby="newsletter-title">
      <div className="sk-container sk-newsletter-inner">
        <div>
          <h2 id="newsletter-title">{t('newsletter.title')}</h2>
          <p>{t('newsletter.text')}</p>
        </div>
        <div aria-live="polite">
          {state.kind === 'done' ? (
            <p className="sk-success" role="status">
              {t('newsletter.success')}
            </p>
          ) : (
            <form className="sk-newsletter-form" onSubmit={(e) => void submit(e)} noValidate>
              <input
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-label={t('newsletter.label')}
                placeholder={t('newsletter.placeholder')}
                aria-invalid={state.kind === 'form' && Boolean(state.error)}
                aria-describedby={state.kind === 'form' && state.error ? 'newsletter-error' : undefined}
              />
              <button type="submit" className="sk-btn sk-btn-accent" disabled={state.kind === 'sending'}>
                {state.kind === 'sending' ? t('newsletter.sending') : t('newsletter.subscribe')}
              </button>
              {state.kind === 'form' && state.error && (
                <p id="newsletter-error" className="sk-form-error" role="alert">
                  {state.error}
                </p>
              )}
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
