import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api, unwrap } from '../../api/client';
import { useCart } from '../../cart/cart-store';
import { totalsByCurrency, type CartSellerData } from '../../cart/cart-view';
import { useCurrency } from '../../currency/currency-context';
import { formatMinor } from '../../currency/money';
import { useLocale, useT } from '../../i18n/i18n';
import { CartLine } from './cart-line';
import { grandTotalIn } from './cart-totals';
import './cart.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The seller's name: the guest cart kept it from the product page; the server's lines carry only
 * the seller's id, which is the supplier's storefront id (shared with the supplier page's cache).
 */
function useSellerName(seller: CartSellerData): string | null {
  const known = seller.sellerName ?? null;
  const { data } = useQuery({
    queryKey: ['browse', 'supplier', seller.sellerId],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/suppliers/{id}', { params: { path: { id: seller.sellerId } }, signal })),
    enabled: !known && UUID.test(seller.sellerId),
    staleTime: 60 * 60_000,
    retry: false,
  });
  return known ?? data?.companyName ?? null;
}

function SellerGroup({ seller, onNavigate }: { seller: CartSellerData; onNavigate?: () => void }) {
  const t = useT('common');
  const { intl } = useLocale();
  const name = useSellerName(seller);
  const headingId = `sk-seller-${seller.sellerId.replace(/[^\w-]/g, '')}`;
  return (
    <section className="sk-cart-seller" aria-labelledby={headingId}>
      <header className="sk-cart-seller-head">
        <h2 id={headingId} className="sk-cart-seller-name">
          {name ?? t('cart.seller')}
        </h2>
        <span className="sk-cart-meta">
          {t('cart.subtotal')}{' '}
          {seller.subtotals.length === 0
            ? '—'
            : seller.subtotals.map((m, i) => (
                <strong key={m.currency}>
                  {i > 0 && ' + '}
                  {formatMinor(m.amountMinor, m.currency, intl)}
                </strong>
              ))}
        </span>
      </header>
      <ul className="sk-cart-lines">
        {seller.lines.map((line) => (
          <CartLine key={line.id} line={line} onNavigate={onNavigate} />
        ))}
      </ul>
    </section>
  );
}

/** The cart's lines, grouped by seller with each seller's subtotal (the drawer and the cart page). */
export function CartLines({ onNavigate }: { onNavigate?: () => void }) {
  const { cart } = useCart();
  return (
    <div className="sk-cart-sellers">
      {cart.sellers.map((seller) => (
        <SellerGroup key={seller.sellerId} seller={seller} onNavigate={onNavigate} />
      ))}
    </div>
  );
}

/**
 * Counts (products, and those needing attention) and the total in the chosen currency; per currency
 * when a rate is missing (never a guessed sum). Unavailable lines count in no total.
 */
export function CartTotals() {
  const t = useT('common');
  const { cart } = useCart();
  const { currency, rates, format } = useCurrency();
  const { intl } = useLocale();
  const totals = totalsByCurrency(cart);
  const grand = grandTotalIn(totals, currency, rates);
  const { counts } = cart;
  return (
    <dl className="sk-cart-totals">
      <div>
        <dt>{t('cart.items')}</dt>
        <dd>{counts.lines.toLocaleString(intl)}</dd>
      </div>
      {counts.flagged > 0 && (
        <div className="sk-cart-totals-flagged">
          <dt>{t('cart.needsAttention')}</dt>
          <dd>{counts.flagged.toLocaleString(intl)}</dd>
        </div>
      )}
      <div>
        <dt>{t('cart.total')}</dt>
        <dd>
          {grand !== null
            ? formatMinor(grand, currency, intl)
            : Object.entries(totals).map(([code, amount]) => <div key={code}>{format(amount, code)}</div>)}
        </dd>
      </div>
    </dl>
  );
}

/** Why checkout waits, when it does. */
export function CheckoutBlocker() {
  const t = useT('common');
  const { cart, mode } = useCart();
  if (mode === 'guest' || cart.readyForCheckout || cart.counts.lines === 0) return null;
  return (
    <p className="sk-cart-blocker" role="status">
      {t('cart.resolveFlagged')}
    </p>
  );
}

/**
 * To checkout (built with the trade screens): a guest signs in first (the cart follows them), a
 * buyer goes on once no line is flagged.
 */
export function CheckoutAction({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT('common');
  const { cart, mode, loading } = useCart();
  if (mode === 'guest')
    return (
      <Link to={`/login?next=${encodeURIComponent('/cart')}`} className="sk-btn" onClick={onNavigate}>
        {t('cart.signInToCheckout')}
      </Link>
    );
  if (!cart.readyForCheckout || loading)
    return (
      <button type="button" className="sk-btn" disabled>
        {t('cart.checkout')}
      </button>
    );
  return (
    <Link to="/checkout" className="sk-btn" onClick={onNavigate}>
      {t('cart.checkout')}
    </Link>
  );
}
