import { Link } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { useWishlist } from '../../cart/wishlist-store';
import { useLocale, useT } from '../../i18n/i18n';
import '../../shell/cart/cart.css';
import './account.css';

/**
 * Saved products. Moving one to the cart needs its current prices and MOQ, which the wishlist does
 * not keep: "View product" leads to the product page, where it is added at today's terms.
 */
export default function WishlistPage() {
  const t = useT('common');
  const { intl } = useLocale();
  const { items, remove } = useWishlist();
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'medium' });
  return (
    <div className="sk-container sk-account-page">
      <PageMeta title={t('wishlist.title')} description={t('wishlist.description')} noIndex />
      <h1>{t('wishlist.title')}</h1>
      {items.length === 0 ? (
        <div className="sk-cart-empty">
          <p>{t('wishlist.empty')}</p>
          <Link to="/products" className="sk-btn">
            {t('cart.browse')}
          </Link>
        </div>
      ) : (
        <ul className="sk-wishlist">
          {items.map((item) => (
            <li key={item.id} className="sk-wishlist-item">
              <div className="sk-cart-thumb">
                {item.image ? <img src={item.image} alt="" width={64} height={64} loading="lazy" /> : null}
              </div>
              <div className="sk-cart-info">
                <Link to={`/products/${item.id}`} className="sk-cart-name">
                  {item.name}
                </Link>
                <span className="sk-cart-meta">
                  {t('wishlist.added', { date: date.format(new Date(item.addedAt)) })}
                </span>
              </div>
              <div className="sk-cart-actions">
                <Link to={`/products/${item.id}`} className="sk-btn sk-btn-small">
                  {t('wishlist.view')}
                </Link>
                <button
                  type="button"
                  className="sk-link-button"
                  onClick={() => remove(item.id)}
                  aria-label={t('cart.removeItem', { name: item.name })}
                >
                  {t('cart.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
