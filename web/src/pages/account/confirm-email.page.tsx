import { Alert, Button, Result, Spin } from 'antd';
import { use, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { useSessionUser } from '../../auth/auth-context';
import { session } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { errorText, type UserView } from '../auth/auth-api';
import { confirmEmailChange } from './account-api';
import './account.css';

// The link works once: StrictMode's second effect (or a re-render) must not spend it twice.
const confirmations = new Map<string, Promise<UserView>>();
function confirmOnce(token: string): Promise<UserView> {
  let p = confirmations.get(token);
  if (!p) {
    p = confirmEmailChange(token);
    confirmations.set(token, p);
  }
  return p;
}

/** /account/confirm-email?token=…: the link sent to the new address, opened by the signed-in owner. */
export default function ConfirmEmailPage() {
  const t = useT('auth');
  use(session.restore());
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ done?: UserView; error?: string }>({});

  useEffect(() => {
    if (!user || !token) return;
    confirmOnce(token).then(
      (done) => setState({ done }),
      (err: unknown) => setState({ error: errorText(err, t('error.network')) }),
    );
  }, [user, token, t]);

  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  return (
    <div className="sk-container sk-account-page sk-account-narrow">
      <PageMeta title={t('account.confirmTitle')} description={t('account.confirming')} noIndex />
      {!token && <Alert type="error" showIcon title={t('account.confirmNoToken')} />}
      {token && !state.done && !state.error && (
        <p>
          <Spin /> {t('account.confirming')}
        </p>
      )}
      {state.error && <Alert type="error" showIcon title={state.error} />}
      {state.done && (
        <Result
          status="success"
          title={t('account.confirmDone')}
          subTitle={t('account.confirmDoneText', { email: state.done.email })}
          extra={
            <Link to="/account">
              <Button type="primary">{t('account.backToAccount')}</Button>
            </Link>
          }
        />
      )}
    </div>
  );
}
