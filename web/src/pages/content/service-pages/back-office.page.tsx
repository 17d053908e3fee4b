import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '../../../app/page-meta';
import { useT } from '../../../i18n/i18n';
import '../render/content.css';

/**
 * The spec's /admin-dashboard and /audit-logs: the back office is another application (admin/,
 * served at /admin/ with a router of its own), so the browser goes there with a full page load,
 * replacing this entry in the history. The console itself asks for a staff sign-in.
 */
export const BACK_OFFICE: Readonly<Record<string, { to: string; title: string }>> = {
  '/admin-dashboard': { to: '/admin/', title: 'backOffice.title.dashboard' },
  '/audit-logs': { to: '/admin/audit-logs', title: 'backOffice.title.auditLogs' },
  // The gateway serves these from the console itself; the storefront's own router meets them only
  // when the storefront is served alone (vite dev, a CDN without the gateway's rules).
  '/admin': { to: '/admin/', title: 'backOffice.title.dashboard' },
  '/admin/users': { to: '/admin/users', title: 'backOffice.title.users' },
};

const replace = (url: string) => window.location.replace(url);

export function BackOfficeRedirect({ go = replace }: { go?: (url: string) => void }) {
  const t = useT('services');
  const { pathname } = useLocation();
  const target = BACK_OFFICE[pathname.replace(/\/+$/, '')] ?? BACK_OFFICE['/admin-dashboard']!;
  useEffect(() => go(target.to), [go, target.to]);
  return (
    <div className="sk-content">
      <PageMeta title={t(target.title)} description={t('backOffice.text')} noIndex />
      <h1>{t(target.title)}</h1>
      <p>{t('backOffice.text')}</p>
      <p className="sk-links">
        {/* A plain link: the console is not a route of this app. */}
        <a className="sk-btn sk-btn--primary" href={target.to}>
          {t('backOffice.link')}
        </a>
        <Link className="sk-btn" to="/">
          {t('backOffice.home')}
        </Link>
      </p>
    </div>
  );
}

export default function BackOfficePage() {
  return <BackOfficeRedirect />;
}
