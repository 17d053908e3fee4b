import { Link } from 'react-router';
import { useSessionUser } from '../auth/auth-context';
import { useCart } from '../cart/cart-store';
import { useT } from '../i18n/i18n';
import { Dropdown } from './dropdown';
import { CartIcon, LogoMark, MenuIcon } from './icons';
import { NavAnchor } from './nav-anchor';
import { navGroups, roleActions } from './nav-items';
import { NotificationBell } from './notification-bell';
import { CurrencyPicker, LanguagePicker } from './pickers';
import { UserMenu } from './user-menu';
import './header.css';

interface HeaderProps {
  onOpenCart(): void;
  onOpenMenu(): void;
  menuOpen: boolean;
}

/**
 * Two rows on wide screens (tools, then the menu); below ~900px only the logo, the cart and the
 * Menu button (everything else moves into the mobile sheet).
 */
export function Header({ onOpenCart, onOpenMenu, menuOpen }: HeaderProps) {
  const t = useT('common');
  const user = useSessionUser();
  // Products in the cart (not units: a B2B line may hold thousands), as the drawer and cart page count them.
  const { cart } = useCart();
  const count = cart.counts.lines;
  const groups = navGroups(user?.role);
  const actions = roleActions(user?.role);

  return (
    <header className="sk-header">
      <div className="sk-container sk-header-top">
        <Link to="/" className="sk-logo">
          <LogoMark />
          <span className="sk-logo-text">Sokoni</span>
          <span className="sk-visually-hidden"> — {t('header.home')}</span>
        </Link>
        <div className="sk-header-tools">
          <LanguagePicker className="sk-wide-only" />
          <CurrencyPicker className="sk-wide-only" />
          {/* On a phone too: the bell opens a drawer there. */}
          {user && <NotificationBell />}
          <button type="button" className="sk-icon-button" onClick={onOpenCart}>
            {/* The name as text, not aria-label: the visible count is then part of the name axe
                compares it with (label-content-name-mismatch), and the badge stays decoration. */}
            <span className="sk-visually-hidden">
              {cart.counts.flagged > 0
                ? t('cart.buttonFlagged', { count, flagged: cart.counts.flagged })
                : t('cart.button', { count })}
            </span>
            <CartIcon />
            {count > 0 && (
              <span
                className={`sk-count-badge${cart.counts.flagged > 0 ? ' sk-count-badge--warn' : ''}`}
                aria-hidden="true"
              >
                {count > 99 ? '99+' : count}
              </span>
            )}
          </button>
          {user ? (
            <UserMenu user={user} className="sk-wide-only" />
          ) : (
            <span className="sk-wide-only sk-auth-links">
              <Link to="/login" className="sk-btn sk-btn-ghost sk-btn-small">
                {t('auth.login')}
              </Link>
              <Link to="/register" className="sk-btn sk-btn-small">
                {t('auth.signUp')}
              </Link>
            </span>
          )}
          <button
            type="button"
            className="sk-menu-button sk-narrow-only"
            onClick={onOpenMenu}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
          >
            <MenuIcon />
            <span>{t('header.menu')}</span>
          </button>
        </div>
      </div>
      <div className="sk-header-nav sk-wide-only">
        <div className="sk-container sk-header-nav-inner">
          <nav aria-label={t('nav.main')}>
            <ul className="sk-nav-groups">
              {groups.map((g) => (
                <li key={g.id}>
                  <Dropdown label={t(g.label)}>
                    {() => (
                      <ul className="sk-dd-list">
                        {g.items.map((item) => (
                          <li key={item.id}>
                            <NavAnchor item={item}>{t(item.label)}</NavAnchor>
                          </li>
                        ))}
                      </ul>
                    )}
                  </Dropdown>
                </li>
              ))}
            </ul>
          </nav>
          {actions.length > 0 && (
            <div className="sk-role-actions">
              {actions.map((a, i) => (
                <NavAnchor
                  key={a.id}
                  item={a}
                  className={`sk-btn sk-btn-small ${i === 0 ? 'sk-btn-accent' : 'sk-btn-ghost'}`}
                >
                  {t(a.label)}
                </NavAnchor>
              ))}
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
