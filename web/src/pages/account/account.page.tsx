import { use } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { useSessionUser } from '../../auth/auth-context';
import { session } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { DeleteSection } from './delete-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
// The forms' grid and the 24px show-password targets (WCAG 2.2) live with the sign-in screens' styles.
import '../auth/auth.css';
import './account.css';

const SECTIONS = [
  ['profile', 'account.profile'],
  ['preferences', 'account.preferences'],
  ['security', 'account.security'],
  ['email', 'account.email'],
  ['danger', 'account.danger'],
] as const;

/**
 * /account, /profile and /settings: who you are on Sokoni, how the storefront shows itself to you,
 * your password and signed-in devices, your e-mail address, and deleting the account.
 */
export default function AccountPage() {
  const t = useT('auth');
  use(session.restore()); // A reload must not bounce a signed-in user to /login before the session is back.
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(pathname)}`} replace />;
  return (
    <div className="sk-container sk-account-page sk-account-narrow">
      <PageMeta title={t('account.title')} description={t('account.subtitle')} noIndex />
      <h1>{t('account.title')}</h1>
      <p className="sk-account-sub">{t('account.subtitle')}</p>
      <nav aria-label={t('account.sectionsNav')} className="sk-account-nav">
        {SECTIONS.map(([id, key]) => (
          <a key={id} href={`#${id}`}>
            {t(key)}
          </a>
        ))}
      </nav>
      {/* Keyed by user: a different account signed in here starts from its own data. */}
      <div key={user.id}>
        <ProfileSection />
        <PreferencesSection />
        <section aria-labelledby="security" className="sk-account-section">
          <h2 id="security" className="sk-account-h2">
            {t('account.security')}
          </h2>
          <PasswordSection />
          <SessionsSection />
        </section>
        <EmailSection />
        <DeleteSection />
      </div>
    </div>
  );
}
