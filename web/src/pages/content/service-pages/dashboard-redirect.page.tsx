import { use } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isAdmin, isSeller, useSessionUser } from '../../../auth/auth-context';
import { session, type SessionUser } from '../../../auth/session';
import { BackOfficeRedirect } from './back-office.page';

/**
 * The spec's analytics screens (/analytics, /analytics-dashboard, /business-intelligence and its
 * -dashboard twin, /financial-dashboard, /ceo-dashboard) each lead to the dashboard that holds the
 * visitor's own figures: a seller's views and orders, a buyer's orders, staff's console. Issue 14
 * gives the analytics screens their own pages; until then no visitor lands on the not-found page.
 */
export function dashboardOf(role: SessionUser['role']): string {
  if (isAdmin(role)) return '/admin/';
  return isSeller(role) ? '/seller/dashboard' : '/buyer/dashboard';
}

export default function DashboardRedirectPage() {
  use(session.restore()); // A reload must not send a signed-in user to sign in.
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  // The console is another application: a full page load, with a link should it not open.
  if (isAdmin(user.role)) return <BackOfficeRedirect />;
  return <Navigate to={dashboardOf(user.role)} replace />;
}
