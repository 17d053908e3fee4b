import { useEffect } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { idle } from '../providers';
import { ACTIVITY_EVENTS } from './idle';

const CHECK_EVERY_MS = 15_000;

/**
 * Signs staff out after 30 minutes without a mouse or keyboard event (in any of the console's
 * tabs): the session is ended on the server, not just forgotten here.
 */
export function IdleSignOut() {
  const logout = useLogout();
  const notify = useNotify();

  useEffect(() => {
    let done = false;
    const onActivity = () => idle.touch();
    const check = () => {
      if (done || !idle.isIdle()) return;
      done = true;
      notify('app.auth.idle_signed_out', { type: 'info', autoHideDuration: 60_000 });
      void logout();
    };
    idle.touch();
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', check);
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', check);
      clearInterval(timer);
    };
  }, [logout, notify]);

  return null;
}
