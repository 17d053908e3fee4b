import { useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { useCart } from '../../cart/cart-store';
import { useT } from '../../i18n/i18n';
import { errorText } from '../../cart/cart-errors';
import { CartLines, CartTotals, CheckoutAction, CheckoutBlocker } from '../../shell/cart/cart-lines';
import './account.css';

/**
 * The full cart: lines grouped by seller with subtotals, tier prices and MOQ, flagged lines with
 * their way out, and the summary with checkout and the request for a quotation. Light components.
 */
export default function CartPage() {
  const t = useT('common');
  const { cart, mode, loading, error, retry, clear } = useCart();
  const [clearError, setClearError] = useState<string | null>(null);
  const empty = cart.counts.lines === 0;

  let body;
  if (error)
    body = (
      <div className="sk-cart-empty" role="alert">
        <p>{t('cart.loadError')}</p>
        <button type="button" className="sk-btn" onClick={retry}>
          {t('cart.retry')}
        </button>
      </div>
    );
  else if (loading) body = <p className="sk-cart-empty">{t('cart.loading')}</p>;
  else if (empty)
    body = (
      <div className="sk-cart-empty">
        <p>{t('cart.empty')}</p>
        <Link to="/products" className="sk-btn">
          {t('cart.browse')}
        </Link>
      </div>
    );
  else
    body = (
      <div className="sk-cart-layout">
        <section aria-label={t('cartPage.lines')}>
          <CartLines />
          <button
            type="button"
            className="sk-link-button"
            onClick={() => {
              if (!window.confirm(t('cart.clearConfirm'))) return;
              setClearError(null);
              clear().catch((e: unknown) => setClearError(errorText(t, e)));
            }}
          >
            {t('cart.clear')}
          </button>
          {clearError && (
            <p className="sk-cart-error" role="alert">
              {clearError}
            </p>
          )}
        </section>
        <aside className="sk-cart-summary" aria-label={t('cartPage.summary')}>
          <h2>{t('cartPage.summary')}</h2>
          <CartTotals />
          <CheckoutBlocker />
          <p className="sk-cart-meta">{t(mode === 'guest' ? 'cartPage.guestNote' : 'cartPage.note')}</p>
          <div className="sk-cart-actions">
            <CheckoutAction />
            <Link to="/rfq/new" className="sk-btn sk-btn-ghost">
              {t('nav.requestQuote')}
            </Link>
            <Link to="/products" className="sk-btn sk-btn-ghost">
              {t('cartPage.continue')}
            </Link>
          </div>
        </aside>
      </div>
    );

  return (
    <div className="sk-container sk-account-page">
      <PageMeta title={t('cart.title')} description={t('cartPage.description')} noIndex />
      <h1>{t('cart.title')}</h1>
      {body}
    </div>
  );
}
