import { Result } from 'antd';
import { use, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useSessionUser } from '../../../auth/auth-context';
import { session, type SessionUser } from '../../../auth/session';
import { useT } from '../../../i18n/i18n';

/** Staff who read the dashboards: admins, and analysts (read only, no users or money actions). */
export const DASHBOARD_ROLES = ['admin', 'analyst'] as const;

/** Whether the role is one of `roles` (a string compare: the session's role list may grow before its type does). */
export const hasRole = (role: string | undefined, roles: readonly string[]) =>
  role !== undefined && roles.includes(role);

/**
 * Staff pages of the storefront: a visitor signs in and comes back; a signed-in account without one
 * of the roles is told these are staff figures (the service answers 403 to them anyway).
 */
export function StaffOnly({
  roles = DASHBOARD_ROLES,
  children,
}: {
  roles?: readonly string[];
  children: (user: SessionUser) => ReactNode;
}) {
  const t = useT('analytics');
  use(session.restore()); // A reload must not bounce a signed-in user to /login before the session is back.
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  if (!hasRole(user.role, roles))
    return (
      <Result
        status="403"
        title={t('staff.title')}
        subTitle={t('staff.text')}
        extra={
          <Link className="sk-btn" to="/">
            {t('staff.home')}
          </Link>
        }
      />
    );
  return <>{children(user)}</>;
}
