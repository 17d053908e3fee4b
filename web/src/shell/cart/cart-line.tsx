import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../cart/cart-errors';
import { useCart } from '../../cart/cart-store';
import { lineActions, stepQuantity, tierProgress, type CartLineData } from '../../cart/cart-view';
import { formatMinor } from '../../currency/money';
import { useLocale, useT } from '../../i18n/i18n';
import { unitLabel } from '../../pages/browse/components/unit-label';
import { useDataSaver } from '../image/data-saver';
import './cart.css';

interface LineProps {
  line: CartLineData;
  onNavigate?: () => void;
}

/** Runs a cart action, keeping its refusal to show beside the line. */
function useLineAction() {
  const t = useT('common');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
  return { error, busy, run, clear: () => setError(null) };
}

/**
 * The quantity box: typed values are applied on blur or Enter (0 removes the line); the buttons step
 * by one and stop at the MOQ. A refused quantity goes back to the line's and the reason is shown.
 */
function QuantityStepper({ line, run }: LineProps & { run(action: () => Promise<void>): Promise<void> }) {
  const t = useT('common');
  const cart = useCart();
  const [draft, setDraft] = useState(String(line.quantity));
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);
  const can = lineActions(line);
  const set = (quantity: number | string) =>
    run(async () => {
      try {
        await cart.setQuantity(line, quantity);
      } catch (e) {
        setDraft(String(line.quantity));
        throw e;
      }
    });
  const commit = () => {
    if (draft.trim() !== String(line.quantity)) void set(draft);
  };
  return (
    <div className="sk-stepper">
      <button
        type="button"
        onClick={() => void set(stepQuantity(line, -1))}
        disabled={!can.stepDown}
        aria-label={t('cart.decrease', { name: line.title })}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={line.moq ?? 1}
        step={1}
        value={draft}
        disabled={!can.editQuantity}
        aria-label={t('cart.quantityOf', { name: line.title })}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        onClick={() => void set(stepQuantity(line, 1))}
        disabled={!can.stepUp}
        aria-label={t('cart.increase', { name: line.title })}
      >
        +
      </button>
    </div>
  );
}

/** The tier the quantity is priced at and what the next one would save. */
function TierHint({ line }: { line: CartLineData }) {
  const t = useT('common');
  const tb = useT('browse');
  const { intl } = useLocale();
  const progress = tierProgress(line.priceTiers, line.quantity);
  if (!progress || line.priceTiers.length < 2) return null;
  const n = (v: number) => v.toLocaleString(intl);
  return (
    <span className="sk-cart-meta sk-cart-tier">
      {t('cart.tier', { tier: n(progress.index + 1), count: n(line.priceTiers.length) })}
      {' · '}
      {progress.next
        ? t('cart.nextTier', {
            more: n(progress.next.unitsMore),
            unit: unitLabel(tb, line.unit),
            price: formatMinor(progress.next.unitPriceMinor, line.currency, intl),
          })
        : t('cart.bestTier')}
    </span>
  );
}

/** Why a flagged line cannot go to checkout as it is, and the way out. */
function LineFlags({ line, run, busy }: LineProps & { run(a: () => Promise<void>): void; busy: boolean }) {
  const t = useT('common');
  const tb = useT('browse');
  const { intl } = useLocale();
  const cart = useCart();
  const unitOne = unitLabel(tb, line.unit, 'one');
  const r = line.repriced;
  return (
    <>
      {line.flags.includes('unavailable') && (
        <p className="sk-cart-flag sk-cart-flag--unavailable">
          <strong>{t('cart.flag.unavailable')}</strong> {t('cart.flag.unavailableText')}
        </p>
      )}
      {r && (
        <div className="sk-cart-flag sk-cart-flag--repriced">
          <p>
            <strong>{t('cart.flag.repriced')}</strong>{' '}
            {t('cart.flag.repricedText', {
              old: formatMinor(r.oldUnitPriceMinor, r.oldCurrency, intl),
              new: formatMinor(r.newUnitPriceMinor, r.newCurrency, intl),
              unit: unitOne,
            })}
          </p>
          <button
            type="button"
            className="sk-btn sk-btn-small"
            disabled={busy}
            onClick={() => run(() => cart.acceptPrice(line))}
          >
            {t('cart.acceptPrice')}
          </button>
        </div>
      )}
      {line.flags.includes('below_moq') && line.moq !== null && (
        <div className="sk-cart-flag sk-cart-flag--moq">
          <p>
            <strong>{t('cart.flag.belowMoq')}</strong>{' '}
            {t('cart.flag.belowMoqText', {
              moq: line.moq.toLocaleString(intl),
              unit: unitLabel(tb, line.unit),
            })}
          </p>
          <button
            type="button"
            className="sk-btn sk-btn-small"
            disabled={busy}
            onClick={() => run(() => cart.setQuantity(line, line.moq!))}
          >
            {t('cart.raiseToMoq', { moq: line.moq.toLocaleString(intl) })}
          </button>
        </div>
      )}
    </>
  );
}

/** One product in the cart: its price (tier, MOQ), flags, quantity, and remove / save for later. */
export function CartLine({ line, onNavigate }: LineProps) {
  const t = useT('common');
  const tb = useT('browse');
  const { intl } = useLocale();
  const cart = useCart();
  const { error, busy, run } = useLineAction();
  // Under data saver the thumbnail stays empty: the product's name is right beside it.
  const saver = useDataSaver();
  const flagged = line.flags.length > 0;
  const unavailable = line.flags.includes('unavailable');
  const money = (minor: number) => formatMinor(minor, line.currency, intl);
  return (
    <li className={`sk-cart-line${flagged ? ' sk-cart-line--flagged' : ''}`} aria-busy={busy}>
      <div className="sk-cart-thumb">
        {line.imageUrl && !saver ? (
          <img src={line.imageUrl} alt="" width={64} height={64} loading="lazy" />
        ) : null}
      </div>
      <div className="sk-cart-info">
        <Link to={`/products/${line.productId}`} className="sk-cart-name" onClick={onNavigate}>
          {line.title}
        </Link>
        {!unavailable && (
          <span className="sk-cart-meta">
            {t('cart.unitPrice', {
              price: money(line.unitPriceMinor),
              unit: unitLabel(tb, line.unit, 'one'),
            })}
            {line.moq !== null &&
              line.moq > 1 &&
              ` · ${t('cart.moq', { moq: line.moq.toLocaleString(intl), unit: unitLabel(tb, line.unit) })}`}
          </span>
        )}
        {!unavailable && <TierHint line={line} />}
        <LineFlags line={line} run={(a) => void run(a)} busy={busy} />
        <div className="sk-cart-controls">
          <QuantityStepper line={line} run={run} />
          <button
            type="button"
            className="sk-link-button"
            onClick={() => void run(() => cart.remove(line))}
            aria-label={t('cart.removeItem', { name: line.title })}
          >
            {t('cart.remove')}
          </button>
          <button
            type="button"
            className="sk-link-button sk-link-button--quiet"
            onClick={() => void run(() => cart.moveToWishlist(line))}
            aria-label={t('cart.moveToWishlistItem', { name: line.title })}
          >
            {t('cart.moveToWishlist')}
          </button>
        </div>
        {error && (
          <p className="sk-cart-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <strong className={`sk-cart-total${unavailable ? ' sk-cart-total--void' : ''}`}>
        {money(line.lineTotalMinor)}
      </strong>
    </li>
  );
}
