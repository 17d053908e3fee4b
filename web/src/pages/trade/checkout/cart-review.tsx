import { Alert } from 'antd';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { bySeller, type CartLineLike, type CheckoutRefusal } from '../lib/checkout-lines';
import { SellerName, useMoney, useUnit } from '../components/trade-ui';

/** The server cart's lines, one group per seller, each line with what trade said about it. */
export function CartReview({
  lines,
  refusal,
}: {
  lines: readonly (CartLineLike & { lineTotalMinor: number; unit: string })[];
  refusal: CheckoutRefusal | null;
}) {
  const t = useT('trade');
  const money = useMoney();
  const unitOf = useUnit();
  const problemOf = (productId: string): string | null => {
    if (refusal?.kind === 'lines_refused')
      return refusal.lines.find((l) => l.productId === productId)?.message ?? null;
    if (refusal?.kind === 'prices_changed') {
      const c = refusal.changes.find((x) => x.productId === productId);
      return c
        ? t('checkout.line.repriced', {
            old: c.oldUnitPriceMinor === null ? '—' : money(c.oldUnitPriceMinor, c.oldCurrency),
            new: money(c.newUnitPriceMinor, c.newCurrency),
          })
        : null;
    }
    return null;
  };

  return (
    <div className="sk-trade-review">
      {bySeller(lines).map((group) => {
        const totals = new Map<string, number>();
        for (const l of group.lines) totals.set(l.currency, (totals.get(l.currency) ?? 0) + l.lineTotalMinor);
        const headingId = `seller-${group.sellerId}`;
        return (
          <section key={group.sellerId} className="sk-trade-card" aria-labelledby={headingId}>
            <h3 id={headingId}>
              <SellerName sellerId={group.sellerId} />
            </h3>
            <ul className="sk-trade-lines">
              {group.lines.map((l) => {
                const problem = problemOf(l.productId);
                return (
                  <li
                    key={l.id}
                    className={problem ? 'sk-trade-line sk-trade-line-refused' : 'sk-trade-line'}
                  >
                    <span className="sk-trade-line-title">{l.title}</span>
                    <span className="sk-trade-line-qty">
                      {t('checkout.line.qty', {
                        quantity: l.quantity,
                        unit: unitOf(l.unit),
                        price: money(l.unitPriceMinor, l.currency),
                      })}
                    </span>
                    <span className="sk-trade-line-total">{money(l.lineTotalMinor, l.currency)}</span>
                    {problem && (
                      <span className="sk-trade-line-problem" role="alert">
                        {problem}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
            <p className="sk-trade-subtotal">
              {t('checkout.sellerSubtotal')}{' '}
              {[...totals].map(([currency, amount]) => money(amount, currency)).join(' + ')}
            </p>
          </section>
        );
      })}
    </div>
  );
}

/** Why nothing was bought, and the way back to the cart to fix it. */
export function RefusalAlert({ refusal }: { refusal: CheckoutRefusal }) {
  const t = useT('trade');
  const title =
    refusal.kind === 'prices_changed'
      ? t('checkout.refused.prices')
      : refusal.kind === 'lines_refused'
        ? t('checkout.refused.lines')
        : refusal.message;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={
        refusal.kind === 'other' ? undefined : (
          <>
            <p>{refusal.message}</p>
            <Link to="/cart">{t('checkout.backToCart')}</Link>
          </>
        )
      }
    />
  );
}
