import { Alert, Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { useSessionUser } from '../../auth/auth-context';
import { session } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { AuthCard } from './auth-card';
import { asSessionUser, errorText, resendVerification, verifyEmailOnce } from './auth-api';

type Outcome = { kind: 'pending' } | { kind: 'ok' } | { kind: 'failed'; message: string };

/** Spends the e-mailed token; a signed-in user's badge and banner update at once. */
function ConsumeToken({ token }: { token: string }) {
  const t = useT('auth');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  useEffect(() => {
    let live = true;
    verifyEmailOnce(token).then(
      async (user) => {
        // After a fresh page load the session may still be coming back: update it once it has.
        await session.restore();
        if (session.currentUser()?.id === user.id) session.setUser(asSessionUser(user));
        if (live) setOutcome({ kind: 'ok' });
      },
      (err: unknown) => live && setOutcome({ kind: 'failed', message: errorText(err, t('error.network')) }),
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  if (outcome.kind === 'pending')
    return (
      <div role="status" style={{ textAlign: 'center', padding: 24 }}>
        <Spin />
        <p>{t('verify.checking')}</p>
      </div>
    );
  if (outcome.kind === 'ok')
    return (
      <Result
        status="success"
        title={t('verify.doneTitle')}
        subTitle={t('verify.doneText')}
        extra={
          <Link to="/" className="sk-btn">
            {t('verify.start')}
          </Link>
        }
      />
    );
  return (
    <Result
      status="error"
      title={t('verify.failedTitle')}
      subTitle={outcome.message}
      extra={<ResendButton />}
    />
  );
}

function ResendButton() {
  const t = useT('auth');
  const user = useSessionUser();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (!user)
    return (
      <p>
        {t('verify.signInToResend')} <Link to="/login?next=/verify-email">{t('login.submit')}</Link>
      </p>
    );
  if (user.verified) return null;
  if (state === 'sent')
    return <Alert type="success" showIcon title={t('verify.sent', { email: user.email })} />;
  return (
    <>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Button
        type="primary"
        loading={state === 'sending'}
        onClick={() => {
          setState('sending');
          setError(null);
          resendVerification().then(
            () => setState('sent'),
            (err: unknown) => {
              setState('idle');
              setError(errorText(err, t('error.network')));
            },
          );
        }}
      >
        {state === 'sending' ? t('verify.sending') : t('verify.resend')}
      </Button>
    </>
  );
}

export default function VerifyEmailPage() {
  const t = useT('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const user = useSessionUser();
  return (
    <AuthCard title={t('verify.title')}>
      <PageMeta title={t('verify.title')} description={t('verify.inboxText')} noIndex />
      {token ? (
        <ConsumeToken token={token} />
      ) : user?.verified ? (
        <Result status="success" title={t('verify.doneTitle')} />
      ) : (
        <Result
          status="info"
          title={t('verify.inboxTitle')}
          subTitle={t('verify.inboxText')}
          extra={<ResendButton />}
        />
      )}
    </AuthCard>
  );
}
