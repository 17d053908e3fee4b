import { useSyncExternalStore, type ReactNode } from 'react';
import { Layout as RaLayout, Loading } from 'react-admin';
import { isStaff } from '../auth/auth-provider';
import { IdleSignOut } from '../auth/IdleSignOut';
import { RefusalPage } from '../auth/RefusalPage';
import { AppMenu } from './Menu';
import { session } from '../providers';

const subscribe = (onChange: () => void) => session.subscribe(onChange);
const currentUser = () => session.currentUser();

/**
 * The console's frame, for staff only: anyone else signed in gets the refusal page and never the
 * menu or a resource. It follows the session, so a role change seen at the next token refresh (or
 * a 403) takes effect at once.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const user = useSyncExternalStore(subscribe, currentUser);
  if (!user) return <Loading />;
  if (!isStaff(user)) return <RefusalPage email={user.email} />;
  return (
    <RaLayout menu={AppMenu}>
      <IdleSignOut />
      {children}
    </RaLayout>
  );
}
