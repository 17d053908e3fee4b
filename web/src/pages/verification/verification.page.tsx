import { Alert, Skeleton } from 'antd';
import { use } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/problem';
import { PageMeta } from '../../app/page-meta';
import { isSeller, useSessionUser } from '../../auth/auth-context';
import { session, type SessionUser } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { VerificationAbout } from './verification-about';
import { useMyVerifications } from './verification-api';
import { VerificationForm } from './verification-form';
import { canSubmit, currentState, latestOf } from './verification-state';
import { VerificationStatus } from './verification-status';
import './verification.css';

const HERE = '/advanced-verification';

function SignInPrompt() {
  const t = useT('verification');
  return (
    <section className="sk-verif-panel" aria-labelledby="verif-signin">
      <h2 id="verif-signin">{t('signIn.title')}</h2>
      <p>{t('signIn.text')}</p>
      <div className="sk-verif-actions">
        <Link className="sk-btn" to={`/login?next=${encodeURIComponent(HERE)}`}>
          {t('signIn.action')}
        </Link>
        <Link className="sk-btn sk-btn-ghost" to={`/register?next=${encodeURIComponent(HERE)}`}>
          {t('signIn.register')}
        </Link>
      </div>
    </section>
  );
}

/** Accounts change role only through staff (there is no self-service switch): the way is to ask. */
function SellersOnly() {
  const t = useT('verification');
  return (
    <section className="sk-verif-panel" aria-labelledby="verif-sellers-only">
      <h2 id="verif-sellers-only">{t('sellersOnly.title')}</h2>
      <p>{t('sellersOnly.text')}</p>
      <p>{t('sellersOnly.how')}</p>
      <div className="sk-verif-actions">
        <Link className="sk-btn" to="/contact?topic=selling">
          {t('sellersOnly.contact')}
        </Link>
        <Link className="sk-btn sk-btn-ghost" to="/sell-on-sokoni">
          {t('sellersOnly.learn')}
        </Link>
      </div>
    </section>
  );
}

function SellerVerification({ user }: { user: SessionUser }) {
  const t = useT('verification');
  const mine = useMyVerifications(user.id);
  if (mine.isPending) return <Skeleton active />;
  if (mine.isError)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={mine.error instanceof ApiError ? mine.error.message : t('error.network')}
      />
    );
  const state = currentState(mine.data);
  const latest = latestOf(mine.data);
  return (
    <>
      <VerificationStatus state={state} latest={latest} />
      {canSubmit(state) && <VerificationForm key={latest?.id} user={user} state={state} latest={latest} />}
    </>
  );
}

/** /advanced-verification: a seller's supplier verification — the badge's status, and the papers to send. */
export default function VerificationPage() {
  const t = useT('verification');
  use(session.restore()); // A reload must show the seller's status, not the sign-in prompt.
  const user = useSessionUser();
  return (
    <div className="sk-container sk-verif-page">
      <PageMeta title={t('title')} description={t('meta.description')} noIndex />
      <h1>{t('title')}</h1>
      <p className="sk-verif-lead">{t('lead')}</p>
      <div className="sk-verif-layout">
        <div className="sk-verif-main">
          {!user ? (
            <SignInPrompt />
          ) : isSeller(user.role) ? (
            <SellerVerification user={user} />
          ) : (
            <SellersOnly />
          )}
        </div>
        <VerificationAbout />
      </div>
    </div>
  );
}
