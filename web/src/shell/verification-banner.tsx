import { useState } from 'react';
import { api } from '../api/client';
import { ApiError, toApiError } from '../api/problem';
import { useSessionUser } from '../auth/auth-context';
import { session } from '../auth/session';
import { useT } from '../i18n/i18n';
import './verification-banner.css';

const DISMISSED = 'sokoni.verifyBanner.dismissed';

function dismissedFor(userId: string): boolean {
  try {
    return sessionStorage.getItem(DISMISSED) === userId;
  } catch {
    return false;
  }
}

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

/**
 * Shown to a signed-in user whose e-mail is not confirmed (spec §4): Resend asks the server for a
 * new link; dismissing hides it for this browser session only.
 */
export function VerificationBanner() {
  const t = useT('common');
  const user = useSessionUser();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [hiddenFor, setHiddenFor] = useState<string | null>(null);
  if (!user || user.verified || hiddenFor === user.id || dismissedFor(user.id)) return null;

  const resend = async () => {
    setState({ kind: 'sending' });
    try {
      const { error, response } = await api.POST('/api/v1/auth/resend-verification');
      if (!response.ok) throw toApiError(response.status, error);
      setState({ kind: 'sent' });
    } catch (err) {
      // Confirmed meanwhile (another tab, the link): fetch the fresh user and the banner goes.
      if (err instanceof ApiError && err.status === 409) {
        await session.refresh();
        return;
      }
      setState({
        kind: 'error',
        message: err instanceof ApiError ? err.message : t('errors.network'),
      });
    }
  };

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED, user.id);
    } catch {
      // Hidden for this page view only.
    }
    setHiddenFor(user.id);
  };

  return (
    <div className="sk-verify-banner" role="region" aria-label={t('verify.region')}>
      <div className="sk-container sk-verify-inner">
        <p>{t('verify.text', { email: user.email })}</p>
        <div className="sk-verify-actions">
          {state.kind === 'sent' ? (
            <span role="status">{t('verify.sent')}</span>
          ) : (
            <button
              type="button"
              className="sk-btn sk-btn-small"
              onClick={() => void resend()}
              disabled={state.kind === 'sending'}
            >
              {state.kind === 'sending' ? t('verify.sending') : t('verify.resend')}
            </button>
          )}
          {state.kind === 'error' && (
            <span role="alert" className="sk-verify-error">
              {state.message}
            </span>
          )}
          <button type="button" className="sk-btn sk-btn-ghost sk-btn-small" onClick={dismiss}>
            {t('verify.dismiss')}
          </button>
        </div>
      </div>
    </div>
  );
}
