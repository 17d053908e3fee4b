import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { unitPriceFor, type CartItem } from '../../cart/cart-rules';
import { useCart } from '../../cart/cart-store';
import { useCurrency } from '../../currency/currency-context';
import { formatMinor } from '../../currency/money';
import { useLocale, useT } from '../../i18n/i18n';
import { grandTotalIn } from './cart-totals';
import './cart.css';

/** The quantity box: typed values are applied on blur or Enter (≤ 0 removes; below MOQ rises to it). */
function QuantityStepper({ item }: { item: CartItem }) {
  const t = useT('common');
  const { dispatch } = useCart();
  const [draft, setDraft] = useState(String(item.quantity));
  useEffect(() => setDraft(String(item.quantity)), [item.quantity]);
  const set = (quantity: number) => dispatch({ type: 'setQuantity', id: item.id, quantity });
  const commit = () => {
    const n = Number(draft);
    if (draft.trim() === '' || !Number.isFinite(n)) setDraft(String(item.quantity));
    else set(n);
  };
  // At the MOQ a step down would be refused: only "Remove" takes the line out then.
  const atFloor = item.moq > 1 && item.quantity <= item.moq;
  return (
    <div className="sk-stepper">
      <button
        type="button"
        onClick={() => set(item.quantity - 1)}
        disabled={atFloor}
        aria-label={t('cart.decrease', { name: item.name })}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft}
        aria-label={t('cart.quantityOf', { name: item.name })}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        onClick={() => set(item.quantity + 1)}
        aria-label={t('cart.increase', { name: item.name })}
      >
        +
      </button>
    </div>
  );
}

export function CartLine({ item, onNavigate }: { item: CartItem; onNavigate?: () => void }) {
  const t = useT('common');
  const { dispatch } = useCart();
  const { format } = useCurrency();
  const unit = unitPriceFor(item.priceTiers, item.quantity);
  return (
    <li className="sk-cart-line">
      <div className="sk-cart-thumb">
        {item.image ? <img src={item.image} alt="" width={64} height={64} loading="lazy" /> : null}
      </div>
      <div className="sk-cart-info">
        <Link to={`/products/${item.id}`} className="sk-cart-name" onClick={onNavigate}>
          {item.name}
        </Link>
        {item.supplierName && <span className="sk-cart-meta">{item.supplierName}</span>}
        <span className="sk-cart-meta">
          {t('cart.unitPrice', { price: format(unit, item.currency), unit: item.unit })}
          {item.moq > 1 && ` · ${t('cart.moq', { moq: item.moq, unit: item.unit })}`}
        </span>
        <div className="sk-cart-controls">
          <QuantityStepper item={item} />
          <button
            type="button"
            className="sk-link-button"
            onClick={() => dispatch({ type: 'remove', id: item.id })}
            aria-label={t('cart.removeItem', { name: item.name })}
          >
            {t('cart.remove')}
          </button>
        </div>
      </div>
      <strong className="sk-cart-total">{format(unit * item.quantity, item.currency)}</strong>
    </li>
  );
}

/** The total in the chosen currency; per currency when a rate is missing (never a guessed sum). */
export function CartTotals() {
  const t = useT('common');
  const { totals, totalItems } = useCart();
  const { currency, rates, format } = useCurrency();
  const { intl } = useLocale();
  const grand = grandTotalIn(totals, currency, rates);
  return (
    <dl className="sk-cart-totals">
      <div>
        <dt>{t('cart.items')}</dt>
        <dd>{totalItems}</dd>
      </div>
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

export function CartLines({ onNavigate }: { onNavigate?: () => void }) {
  const { items } = useCart();
  return (
    <ul className="sk-cart-lines">
      {items.map((item) => (
        <CartLine key={item.id} item={item} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
