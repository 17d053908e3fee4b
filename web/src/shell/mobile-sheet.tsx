import { Drawer } from 'antd';
import { Link } from 'react-router';
import { AntdScope } from '../app/antd-scope';
import { useSessionUser } from '../auth/auth-context';
import { useLocale, useT } from '../i18n/i18n';
import { NavAnchor } from './nav-anchor';
import { SHEET_BROWSE, sheetAccountLinks } from './nav-items';
import { CurrencyPicker, LanguagePicker } from './pickers';
import { useSignOut } from './use-sign-out';
import { Avatar, RoleBadge } from './user-menu';
import './mobile-sheet.css';

interface SheetProps {
  open: boolean;
  onClose(): void;
}

function Sheet({ open, onClose }: SheetProps) {
  const t = useT('common');
  const { dir } = useLocale();
  const user = useSessionUser();
  // Unlike the spec's original, Sign Out here really signs out (then closes the sheet).
  const { signingOut, signOut } = useSignOut(onClose);
  return (
    <Drawer
      title={t('header.menu')}
      open={open}
      onClose={onClose}
      placement={dir === 'rtl' ? 'left' : 'right'}
      size={320}
    >
      <div className="sk-sheet">
        <section className="sk-sheet-pickers" aria-label={t('sheet.settings')}>
          <LanguagePicker />
          <CurrencyPicker />
        </section>
        <nav aria-label={t('sheet.browse')}>
          <ul className="sk-sheet-list">
            {SHEET_BROWSE.map((item) => (
              <li key={item.id}>
                <NavAnchor item={item} onClick={onClose}>
                  {t(item.label)}
                  {item.tag && <span className="sk-tag">{t(item.tag)}</span>}
                </NavAnchor>
              </li>
            ))}
          </ul>
        </nav>
        {user ? (
          <section className="sk-sheet-account" aria-label={t('sheet.account')}>
            <div className="sk-sheet-user">
              <Avatar user={user} />
              <div>
                <strong>{user.businessName || user.fullName}</strong>
                <RoleBadge role={user.role} />
              </div>
            </div>
            <ul className="sk-sheet-list">
              {sheetAccountLinks(user.role).map((item) => (
                <li key={item.id}>
                  <NavAnchor item={item} onClick={onClose}>
                    {t(item.label)}
                  </NavAnchor>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="sk-btn sk-btn-ghost sk-sheet-signout"
              onClick={() => void signOut()}
              disabled={signingOut}
            >
              {signingOut ? t('auth.signingOut') : t('auth.signOut')}
            </button>
          </section>
        ) : (
          <div className="sk-sheet-auth">
            <Link to="/login" className="sk-btn sk-btn-ghost" onClick={onClose}>
              {t('auth.signIn')}
            </Link>
            <Link to="/register" className="sk-btn" onClick={onClose}>
              {t('auth.signUp')}
            </Link>
          </div>
        )}
      </div>
    </Drawer>
  );
}

/** The phone menu (spec §2): lazily loaded with antd when first opened. */
export default function MobileSheet(props: SheetProps) {
  return (
    <AntdScope>
      <Sheet {...props} />
    </AntdScope>
  );
}
