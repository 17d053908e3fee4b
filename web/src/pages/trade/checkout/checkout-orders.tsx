import { Link } from 'react-router';
import { useLocale, useT } from '../../../i18n/i18n';
import { SellerName, StatusTag, useMoney, useUnit } from '../components/trade-ui';
import { formatBasisPoints } from '../lib/trade-money';
import type { Checkout, CheckoutOrder } from '../trade-api';

/** "1 GHS = 8.3885 KES": the locked rate as trade gives it for display (the exact ratio is kept server-side). */
export function RateLine({
  order,
}: {
  order: Pick<CheckoutOrder, 'sellerCurrency' | 'currency' | 'fxRate'>;
}) {
  const t = useT('trade');
  const { intl } = useLocale();
  if (order.sellerCurrency === order.currency) return null;
  const rate = new Intl.NumberFormat(intl, { maximumFractionDigits: 6 }).format(
    order.fxRate as Intl.StringNumericLiteral,
  );
  return <>{t('order.rate', { from: order.sellerCurrency, rate, to: order.currency })}</>;
}

/**
 * One seller's order in the checkout: what the buyer pays for it, in their currency at the locked
 * rate. The platform fee is the seller's (taken from what they receive), shown so the buyer sees
 * it is not added on top.
 */
export function CheckoutOrderCard({ order, paid }: { order: CheckoutOrder; paid: boolean }) {
  const t = useT('trade');
  const money = useMoney();
  const unitOf = useUnit();
  const { intl } = useLocale();
  const headingId = `order-${order.id}`;
  return (
    <section className="sk-trade-card" aria-labelledby={headingId}>
      <header className="sk-trade-card-head">
        <h3 id={headingId}>
          <SellerName sellerId={order.sellerId} />
        </h3>
        <StatusTag status={order.status} />
      </header>
      <p className="sk-trade-ref">{t('order.reference', { reference: order.reference })}</p>
      <ul className="sk-trade-lines">
        {order.lines.map((l) => (
          <li key={l.productId} className="sk-trade-line">
            <span className="sk-trade-line-title">{l.title}</span>
            <span className="sk-trade-line-qty">
              {t('checkout.line.qty', {
                quantity: l.quantity,
                unit: unitOf(l.unit),
                price: money(l.unitPriceMinor, order.sellerCurrency),
              })}
            </span>
            <span className="sk-trade-line-total">{money(l.lineTotalMinor, order.sellerCurrency)}</span>
          </li>
        ))}
      </ul>
      <dl className="sk-trade-amounts">
        <dt>{t('order.sellerSubtotal')}</dt>
        <dd>{money(order.sellerSubtotalMinor, order.sellerCurrency)}</dd>
        {order.sellerCurrency !== order.currency && (
          <>
            <dt>{t('order.lockedRate')}</dt>
            <dd>
              <RateLine order={order} />
            </dd>
          </>
        )}
        <dt className="sk-trade-strong">{t('order.youPay')}</dt>
        <dd className="sk-trade-strong" data-testid="order-amount">
          {money(order.amountMinor, order.currency)}
        </dd>
        <dt>{t('order.fee', { rate: formatBasisPoints(order.feeBasisPoints, intl) })}</dt>
        <dd>{money(order.feeMinor, order.currency)}</dd>
      </dl>
      <p className="sk-trade-fine">{t('order.fee.note')}</p>
      {paid && (
        <Link to={`/orders/${order.id}`} className="sk-btn sk-btn-ghost">
          {t('order.view', { reference: order.reference })}
        </Link>
      )}
    </section>
  );
}

export function CheckoutTotal({ checkout }: { checkout: Checkout }) {
  const t = useT('trade');
  const money = useMoney();
  return (
    <p className="sk-trade-total">
      <span>{t('checkout.total', { count: checkout.orders.length })}</span>{' '}
      <strong data-testid="checkout-total">{money(checkout.totalMinor, checkout.currency)}</strong>
    </p>
  );
}
