import type { AuthProvider, UserIdentity } from 'react-admin';
import type { IdleClock } from './idle';
import type { Session, SessionUser } from './session';

/** Only this role may use the console; every service checks it again on its own admin routes. */
export const STAFF_ROLE = 'admin';

export const isStaff = (user: Pick<SessionUser, 'role'> | null | undefined): boolean =>
  user?.role === STAFF_ROLE;

/**
 * react-admin's view of the staff session. Any signed-in user passes checkAuth (so that a buyer who
 * opens /admin/ is told plainly that the console is not for them, instead of being sent round the
 * sign-in page); canAccess and the layout let only admins reach a resource.
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

    async canAccess() {
      return isStaff(await user());
    },
  };
}

/** react-admin shows no notification for a rejection whose message is `false`. */
function silent(): Error {
  return Object.defineProperty(new Error(), 'message', { value: false });
}
