import { useState } from 'react';
import { Link } from 'react-router';
import { track } from '../../analytics/tracker';
import { api, unwrap } from '../../api/client';
import { PageMeta } from '../../app/page-meta';
import { cartProductOf, useCart, type CartProduct } from '../../cart/cart-store';
import { useWishlist, type WishlistEntry } from '../../cart/wishlist-store';
import { formatMinor } from '../../currency/money';
import { useLocale, useT } from '../../i18n/i18n';
import { errorText } from '../../cart/cart-errors';
import '../../shell/cart/cart.css';
import { useDataSaver } from '../../shell/image/data-saver';
import { unitLabel } from '../browse/components/unit-label';
import './account.css';

/**
 * The product to put in the cart at its MOQ: a signed-in buyer's wishlist knows it; the guest's only
 * kept the name, so the product is read first (at today's tiers).
 */
async function productFor(entry: WishlistEntry): Promise<CartProduct> {
  const p = entry.product;
  if (p)
    return {
      id: entry.productId,
      name: entry.title,
      image: entry.imageUrl,
      currency: p.currency,
      priceTiers: p.priceTiers,
      moq: p.moq,
      unit: p.unit,
      sellerId: p.sellerId,
    };
  const product = await unwrap(
    api.GET('/api/v1/products/{id}', { params: { path: { id: entry.productId } } }),
  );
  return cartProductOf(product);
}

function WishlistRow({ entry }: { entry: WishlistEntry }) {
  const t = useT('common');
  const tb = useT('browse');
  const { intl } = useLocale();
  const cart = useCart();
  const { remove } = useWishlist();
  // Under data saver the thumbnail stays empty: the product's name is right beside it.
  const saver = useDataSaver();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'medium' });
  const p = entry.product;
  const unavailable = p !== null && !p.available;

  const run = async (action: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  const addToCart = () =>
    run(async () => {
      const product = await productFor(entry);
      await cart.add(product, product.moq);
      track('add_to_cart', { productId: product.id, quantity: product.moq });
    });

  return (
    <li className="sk-wishlist-item">
      <div className="sk-cart-thumb">
        {entry.imageUrl && !saver ? (
          <img src={entry.imageUrl} alt="" width={64} height={64} loading="lazy" />
        ) : null}
      </div>
      <div className="sk-cart-info">
        <Link to={`/products/${entry.productId}`} className="sk-cart-name">
          {entry.title}
        </Link>
        {p && p.available && p.fromUnitPriceMinor !== null && (
          <span className="sk-cart-meta">
            {t('wishlist.from', {
              price: formatMinor(p.fromUnitPriceMinor, p.currency, intl),
              unit: unitLabel(tb, p.unit, 'one'),
            })}
            {' · '}
            {t('cart.moq', { moq: p.moq.toLocaleString(intl), unit: unitLabel(tb, p.unit) })}
          </span>
        )}
        {unavailable && (
          <span className="sk-cart-flag sk-cart-flag--unavailable">{t('cart.flag.unavailable')}</span>
        )}
        <span className="sk-cart-meta">
          {t('wishlist.added', { date: date.format(new Date(entry.addedAt)) })}
        </span>
        {error && (
          <p className="sk-cart-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="sk-cart-actions">
        <button
          type="button"
          className="sk-btn sk-btn-small"
          disabled={busy || unavailable || entry.pending}
          onClick={() => void addToCart()}
          aria-label={t('wishlist.addToCartItem', { name: entry.title })}
        >
          {t('wishlist.addToCart')}
        </button>
        <button
          type="button"
          className="sk-link-button"
          disabled={busy || entry.pending}
          onClick={() => void run(() => remove(entry))}
          aria-label={t('cart.removeItem', { name: entry.title })}
        >
          {t('cart.remove')}
        </button>
      </div>
    </li>
  );
}

/** Saved products, with the way into the cart at each one's MOQ. */
export default function WishlistPage() {
  const t = useT('common');
  const { items, loading, error } = useWishlist();
  let body;
  if (error)
    body = (
      <p className="sk-cart-empty" role="alert">
        {t('wishlist.loadError')}
      </p>
    );
  else if (loading) body = <p className="sk-cart-empty">{t('cart.loading')}</p>;
  else if (items.length === 0)
    body = (
      <div className="sk-cart-empty">
        <p>{t('wishlist.empty')}</p>
        <Link to="/products" className="sk-btn">
          {t('cart.browse')}
        </Link>
      </div>
    );
  else
    body = (
      <ul className="sk-wishlist">
        {items.map((entry) => (
          <WishlistRow key={entry.id} entry={entry} />
        ))}
      </ul>
    );
  return (
    <div className="sk-container sk-account-page">
      <PageMeta title={t('wishlist.title')} description={t('wishlist.description')} noIndex />
      <h1>{t('wishlist.title')}</h1>
      {body}
    </div>
  );
}
