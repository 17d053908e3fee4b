import { ShoppingCartOutlined, FileTextOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useId, useState } from 'react';
import { track } from '../../../analytics/tracker';
import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../../../auth/auth-context';
import { unitPriceFor } from '../../../cart/cart-rules';
import { cartProductOf, useCart } from '../../../cart/cart-store';
import { useCurrency } from '../../../currency/currency-context';
import { useLocale, useT } from '../../../i18n/i18n';
import { errorText } from '../../../cart/cart-errors';
import type { ProductView } from '../api/types';
import { WishlistButton } from '../components/wishlist-button';
import { unitLabel } from '../components/unit-label';
import { ContactSupplierButton } from '../../messages/contact-supplier-button';

/** Quantity (never below the MOQ), the price it costs, add to cart, and the ways to talk to the seller. */
export function BuyBox({ product }: { product: ProductView }) {
  const t = useT('browse');
  const tc = useT('common');
  const { intl } = useLocale();
  const { format } = useCurrency();
  const cart = useCart();
  const { message } = App.useApp();
  const user = useSessionUser();
  const location = useLocation();
  const qtyId = useId();
  const [quantity, setQuantity] = useState(String(product.moq));
  const unit = unitLabel(t, product.unit);
  // Whole units, never below the MOQ (the cart holds every line to the same).
  const typed = Math.floor(Number(quantity));
  const q = Number.isFinite(typed) && typed > product.moq ? typed : product.moq;
  const unitPrice = unitPriceFor(product.priceTiers, q);
  const image = product.images[0]?.thumbnailUrl ?? product.images[0]?.url ?? null;

  // Signed out, both lead to sign-in and back here.
  const here = `${location.pathname}${location.search}`;
  const login = `/login?next=${encodeURIComponent(here)}`;
  const quoteHref = user ? `/rfq/new?product=${product.id}` : login;

  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    try {
      await cart.add(cartProductOf(product), q);
      track('add_to_cart', { productId: product.id, quantity: q });
      void message.success(t('buy.added', { name: product.title }));
    } catch (e) {
      // The server's reason (below the MOQ, your own product, cart full) in the reader's language.
      void message.error(errorText(tc, e));
    } finally {
      setAdding(false);
    }
  };

  return (
    <section className="bw-panel bw-buy" aria-label={t('buy.label')}>
      <div className="bw-buy__qty">
        <label htmlFor={qtyId}>{t('buy.quantity', { unit })}</label>
        <input
          id={qtyId}
          type="number"
          className="bw-input"
          inputMode="numeric"
          min={product.moq}
          step={1}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          onBlur={() => setQuantity(String(q))}
          aria-describedby={`${qtyId}-moq`}
        />
        <p id={`${qtyId}-moq`} className="bw-hint">
          {t('buy.moqHint', { moq: product.moq.toLocaleString(intl), unit })}
        </p>
      </div>
      <p className="bw-buy__total" aria-live="polite">
        <span>
          {t('buy.unitPrice', {
            price: format(unitPrice, product.currency),
            unit: unitLabel(t, product.unit, 'one'),
          })}
        </span>
        <strong>{t('buy.total', { total: format(unitPrice * q, product.currency) })}</strong>
      </p>
      <div className="bw-buy__actions">
        <Button
          type="primary"
          size="large"
          icon={<ShoppingCartOutlined aria-hidden="true" />}
          loading={adding}
          onClick={() => void add()}
        >
          {t('buy.add')}
        </Button>
        <WishlistButton id={product.id} name={product.title} image={image} withText />
      </div>
      <div className="bw-buy__contact">
        <ContactSupplierButton supplierId={product.supplier.id} productId={product.id} />
        <Link className="bw-button" to={quoteHref}>
          <FileTextOutlined aria-hidden="true" /> {t('buy.quote')}
        </Link>
      </div>
      {!user && <p className="bw-hint">{t('buy.signInHint')}</p>}
    </section>
  );
}
