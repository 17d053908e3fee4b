import { useCurrency } from '../../../currency/currency-context';
import { useLocale, useT } from '../../../i18n/i18n';
import type { PriceTier } from '../api/types';
import { quantityRange, tierRows } from '../lib/price-tiers';

/** Quantity breaks and their unit price, converted to the buyer's currency. */
export function PriceTiersTable({
  tiers,
  currency,
  unit,
  activeQuantity,
}: {
  tiers: PriceTier[];
  currency: string;
  unit: string;
  /** Highlights the tier this quantity falls in. */
  activeQuantity?: number;
}) {
  const t = useT('browse');
  const { intl } = useLocale();
  const { format } = useCurrency();
  const rows = tierRows(tiers);
  return (
    <table className="bw-table bw-tiers">
      <caption className="bw-sr-only">{t('product.tiers')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product.quantity', { unit })}</th>
          <th scope="col">{t('product.unitPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const active =
            activeQuantity !== undefined &&
            activeQuantity >= r.from &&
            (r.to === null || activeQuantity <= r.to);
          return (
            <tr
              key={r.from}
              className={active ? 'bw-tiers__active' : undefined}
              aria-current={active || undefined}
            >
              <td>{quantityRange(r, intl)}</td>
              <td className="bw-price">{format(r.unitPriceMinor, currency)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
