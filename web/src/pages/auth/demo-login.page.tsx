import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { session } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { AuthCard } from './auth-card';
import { errorText, signIn } from './auth-api';

/**
 * The README's demo accounts (public by design; they exist only where SEED_DEMO_DATA is on).
 * Signing in goes through the ordinary login API: the role shown comes from the server.
 */
export const DEMO_ACCOUNTS = [
  { id: 'buyer', email: 'buyer@demo.sokoni.africa', password: 'Baobab Market 2026' },
  { id: 'seller', email: 'seller@demo.sokoni.africa', password: 'Kente Loom 2026' },
] as const;

export default function DemoLoginPage() {
  const t = useT('auth');
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const go = async (account: (typeof DEMO_ACCOUNTS)[number]) => {
    setPending(account.id);
    setError(null);
    try {
      session.accept(await signIn(account.email, account.password));
      void navigate('/');
    } catch (err) {
      setError(errorText(err, t('error.network')));
    } finally {
      setPending(null);
    }
  };

  return (
    <AuthCard title={t('demo.title')} subtitle={t('demo.subtitle')}>
      <PageMeta title={t('demo.title')} description={t('demo.subtitle')} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <div className="sk-demo-accounts">
        {DEMO_ACCOUNTS.map((a) => (
          <section key={a.id} className="sk-demo-account" aria-labelledby={`demo-${a.id}`}>
            <h2 id={`demo-${a.id}`}>{t(`demo.${a.id}Title`)}</h2>
            <p>{t(`demo.${a.id}Text`)}</p>
            <dl>
              <dt>{t('field.email')}</dt>
              <dd>{a.email}</dd>
              <dt>{t('field.password')}</dt>
              <dd>{a.password}</dd>
            </dl>
            <Button
              type="primary"
              block
              loading={pending === a.id}
              disabled={pending !== null}
              onClick={() => void go(a)}
            >
              {t(`demo.${a.id}Button`)}
            </Button>
          </section>
        ))}
      </div>
    </AuthCard>
  );
}
