import type { AuthProvider, UserIdentity } from 'react-admin';
import type { IdleClock } from './idle';
import type { Session, SessionUser } from './session';

/** The roles that may use the console; every service checks them again on its own admin routes. */
export const STAFF_ROLES: readonly SessionUser['role'][] = ['admin', 'analyst'];

export const isStaff = (user: Pick<SessionUser, 'role'> | null | undefined): boolean =>
  !!user && STAFF_ROLES.includes(user.role);

/**
 * What an analyst may open: the analytics resources, and only to read (analytics refuses their
 * writes too). `analytics` is the dashboards' page, for a check that names it. Users, orders, money
 * and the rest stay admin-only.
 */
export const ANALYTICS_RESOURCES: readonly string[] = [
  'analytics',
  'experiments',
  'reports-daily-metrics',
  'reports-funnel',
  'reports-sellers',
];
const READ_ACTIONS: readonly string[] = ['list', 'show', 'export'];

/** react-admin's canAccess for one role: admins everything, analysts reading analytics, others nothing. */
export function roleCanAccess(
  role: SessionUser['role'] | undefined,
  action: string,
  resource: string,
): boolean {
  if (role === 'admin') return true;
  if (role === 'analyst') return ANALYTICS_RESOURCES.includes(resource) && READ_ACTIONS.includes(action);
  return false;
}

/**
 * react-admin's view of the staff session. Any signed-in user passes checkAuth (so that a buyer who
 * opens /admin/ is told plainly that the console is not for them, instead of being sent round the
 * sign-in page); canAccess and the layout let only staff reach a resource, and an analyst only the
 * analytics ones. getPermissions is the role: App renders the admin-only resources for `admin` alone.
 */
export function createAuthProvider(session: Session, idle: IdleClock): AuthProvider {
  const user = async (): Promise<SessionUser | null> => {
    if (!session.currentUser()) await session.restore();
    return session.currentUser();
  };

  return {
    async login(params: { email?: string; username?: string; password?: string }) {
      await session.signIn((params.email ?? params.username ?? '').trim(), params.password ?? '');
      idle.reset();
    },

    async logout() {
      idle.forget();
      // Always told to the server: it revokes the refresh token family and clears the cookie.
      await session.signOut();
    },

    async checkAuth() {
      if (session.isSignedIn()) return;
      if (idle.storedSessionExpired()) {
        // A session left unused past the limit is ended, not brought back by the refresh cookie.
        await session.signOut();
        idle.forget();
        throw new Error('app.auth.idle_signed_out');
      }
      if (await session.restore()) return;
      // Plainly signed out: the sign-in page needs no "please log in" toast on top.
      throw silent();
    },

    async checkError(error: { status?: number } | undefined) {
      const status = error?.status;
      // The HTTP client has already refreshed and retried once: a 401 now means the session is over.
      if (status === 401) throw new Error('ra.notification.logged_out');
      // 403 on an admin route: the role may have changed since sign-in; the layout follows the
      // server's answer (a demoted admin then sees the refusal page). Not a reason to sign out.
      if (status === 403) await session.reloadUser();
    },

    async getIdentity(): Promise<UserIdentity> {
      const u = await user();
      if (!u) throw new Error('ra.auth.auth_check_error');
      return { id: u.id, fullName: u.fullName || u.email, email: u.email, role: u.role };
    },

    async getPermissions() {
      return (await user())?.role ?? null;
    },

    async canAccess(params: { action: string; resource: string }) {
      return roleCanAccess((await user())?.role, params.action, params.resource);
    },
  };
}

/** react-admin shows no notification for a rejection whose message is `false`. */
function silent(): Error {
  return Object.defineProperty(new Error(), 'message', { value: false });
}
