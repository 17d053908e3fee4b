import { NavLink, useLocation } from 'react-router';
import { useT } from '../../../i18n/i18n';

/** The seller's screens (dashboard, products, orders, stock, payouts, storefront), one click apart. */
export function SellerNav() {
  const t = useT('trade');
  const { pathname } = useLocation();
  const cls = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'sk-trade-tab sk-trade-tab-active' : 'sk-trade-tab';
  // The product form (/products/new, /products/edit/:id) and the bulk upload belong to the products tab.
  const inProducts = /^\/products\/(new|create|bulk|edit\/)/.test(pathname);
  return (
    <nav className="sk-trade-tabs" aria-label={t('sellerNav.label')}>
      <NavLink to="/seller/dashboard" className={cls}>
        {t('sellerNav.dashboard')}
      </NavLink>
      <NavLink to="/seller/products" className={({ isActive }) => cls({ isActive: isActive || inProducts })}>
        {t('sellerNav.products')}
      </NavLink>
      <NavLink to="/seller/orders" end className={cls}>
        {t('sellerOrders.title')}
      </NavLink>
      <NavLink to="/seller/stock" className={cls}>
        {t('stock.title')}
      </NavLink>
      <NavLink to="/seller/payouts" className={cls}>
        {t('payouts.title')}
      </NavLink>
      <NavLink to="/seller/storefront" className={cls}>
        {t('sellerNav.storefront')}
      </NavLink>
    </nav>
  );
}
