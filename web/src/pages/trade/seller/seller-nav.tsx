import { NavLink } from 'react-router';
import { useT } from '../../../i18n/i18n';

/** The seller's trade screens, one click apart. */
export function SellerNav() {
  const t = useT('trade');
  const cls = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'sk-trade-tab sk-trade-tab-active' : 'sk-trade-tab';
  return (
    <nav className="sk-trade-tabs" aria-label={t('sellerNav.label')}>
      <NavLink to="/seller/orders" end className={cls}>
        {t('sellerOrders.title')}
      </NavLink>
      <NavLink to="/seller/stock" className={cls}>
        {t('stock.title')}
      </NavLink>
      <NavLink to="/seller/payouts" className={cls}>
        {t('payouts.title')}
      </NavLink>
    </nav>
  );
}
