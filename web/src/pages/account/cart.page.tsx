import { Link } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { useCart } from '../../cart/cart-store';
import { useT } from '../../i18n/i18n';
import { CartLines, CartTotals } from '../../shell/cart/cart-lines';
import './account.css';

/** The full cart (the drawer's lines, with room to breathe). Light components only. */
export default function CartPage() {
  const t = useT('common');
  const { items, dispatch } = useCart();
  return (
    <div className="sk-container sk-account-page">
      <PageMeta title={t('cart.title')} description={t('cartPage.description')} noIndex />
      <h1>{t('cart.title')}</h1>
      {items.length === 0 ? (
        <div className="sk-cart-empty">
          <p>{t('cart.empty')}</p>
          <Link to="/products" className="sk-btn">
            {t('cart.browse')}
          </Link>
        </div>
      ) : (
        <div className="sk-cart-layout">
          <section aria-label={t('cartPage.lines')}>
            <CartLines />
            <button
              type="button"
              className="sk-link-button"
              onClick={() => {
                if (window.confirm(t('cart.clearConfirm'))) dispatch({ type: 'clear' });
              }}
            >
              {t('cart.clear')}
            </button>
          </section>
          <aside className="sk-cart-summary" aria-label={t('cartPage.summary')}>
            <h2>{t('cartPage.summary')}</h2>
            <CartTotals />
            <p className="sk-cart-meta">{t('cartPage.note')}</p>
            <div className="sk-cart-actions">
              <Link to="/rfq/new" className="sk-btn">
                {t('nav.requestQuote')}
              </Link>
              <Link to="/products" className="sk-btn sk-btn-ghost">
                {t('cartPage.continue')}
              </Link>
            </div>
          </aside>
        </div>
      )}
    </div>
  );
}
