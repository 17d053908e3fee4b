import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { session } from '../auth/session';
import { ownerOf } from './offline/network';

/**
 * Signing out for real: the server revokes the refresh token family, then the local session
 * ends and the visitor lands on the home page. `signingOut` disables the button meanwhile (spec §4).
 */
export function useSignOut(after?: () => void) {
  const [signingOut, setSigningOut] = useState(false);
  const navigate = useNavigate();
  const signOut = useCallback(async () => {
    setSigningOut(true);
    const userId = session.currentUser()?.id;
    try {
      // What they queued offline is theirs: it does not stay on a device they leave.
      if (userId)
        await import('./offline/outbox-send')
          .then(({ outbox }) => outbox.forget(ownerOf(userId)))
          .catch(() => undefined);
      await session.signOut();
    } catch {
      // session.signOut clears the local session even when the network call fails.
    } finally {
      setSigningOut(false);
      after?.();
      void navigate('/');
    }
  }, [after, navigate]);
  return { signingOut, signOut };
}
