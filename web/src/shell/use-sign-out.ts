import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { session } from '../auth/session';

/**
 * Signing out for real: the server revokes the refresh token family, then the local session
 * ends and the visitor lands on the home page. `signingOut` disables the button meanwhile (spec §4).
 */
export function useSignOut(after?: () => void) {
  const [signingOut, setSigningOut] = useState(false);
  const navigate = useNavigate();
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
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
