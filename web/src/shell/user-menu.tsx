import type { SessionUser } from '../auth/session';
import { useT } from '../i18n/i18n';
import { Dropdown } from './dropdown';
import { NavAnchor } from './nav-anchor';
import { roleBadgeKey, userMenuLinks } from './nav-items';
import { useSignOut } from './use-sign-out';
import './user-menu.css';

export function RoleBadge({ role }: { role: SessionUser['role'] }) {
  const t = useT('common');
  return <span className={`sk-role-badge sk-role-${role}`}>{t(roleBadgeKey(role))}</span>;
}

/** Initials from the server (businessName, else e-mail; 'U' when neither has a letter). */
export function Avatar({ user }: { user: SessionUser }) {
  return (
    <span className="sk-avatar" aria-hidden="true">
      {user.avatarInitials || 'U'}
    </span>
  );
}

export function UserMenu({ user, className }: { user: SessionUser; className?: string }) {
  const t = useT('common');
  const { signingOut, signOut } = useSignOut();
  const name = user.fullName || user.businessName || user.email;
  return (
    <span className={className}>
      <Dropdown
        align="end"
        buttonClassName="sk-user-button"
        // The name comes from the content (initials, badge, then the hidden words), so it contains
        // what is visible — an aria-label would hide the badge text from speech input users.
        label={
          <>
            <Avatar user={user} />
            <RoleBadge role={user.role} />
            <span className="sk-visually-hidden"> {t('user.menu', { name })}</span>
          </>
        }
      >
        {() => (
          <>
            <div className="sk-user-card">
              <strong>{name}</strong>
              {user.businessName && <span>{user.businessName}</span>}
              <span className="sk-user-email">{user.email}</span>
            </div>
            <ul className="sk-dd-list">
              {userMenuLinks(user.role).map((item) => (
                <li key={item.id}>
                  <NavAnchor item={item}>{t(item.label)}</NavAnchor>
                </li>
              ))}
              <li className="sk-user-signout">
                <button type="button" onClick={() => void signOut()} disabled={signingOut}>
                  {signingOut ? t('auth.signingOut') : t('auth.signOut')}
                </button>
              </li>
            </ul>
          </>
        )}
      </Dropdown>
    </span>
  );
}
