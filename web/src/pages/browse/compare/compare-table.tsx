import { CloseOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrency } from '../../../currency/currency-context';
import { useLocale, useT } from '../../../i18n/i18n';
import type { ProductView } from '../api/types';
import { CountryLabel } from '../components/country-label';
import { ProductImageBox } from '../components/product-image-box';
import { unitLabel } from '../components/unit-label';
import { VerifiedBadge } from '../components/verified-badge';
import { plural } from '../lib/plural';
import { quantityRange, tierRows } from '../lib/price-tiers';
import { specKeys, specValue } from '../lib/spec-keys';

/** The comparison grid: one column per product, one row per fact, then every specification any has. */
export function CompareTable({
  products,
  onRemove,
  title,
}: {
  products: ProductView[];
  onRemove: (id: string) => void;
  title: string;
}) {
  const t = useT('browse');
  const { intl } = useLocale();
  const { format } = useCurrency();
  const keys = specKeys(products);
  const row = (label: string, cell: (p: ProductView) => ReactNode, key = label) => (
    <tr key={key}>
      <th scope="row">{label}</th>
      {products.map((p) => (
        <td key={p.id}>{cell(p)}</td>
      ))}
    </tr>
  );
  const dash = (
    <>
      <span aria-hidden="true">—</span>
      <span className="bw-sr-only">{t('compare.none')}</span>
    </>
  );
  return (
    <div className="bw-compare-scroll" role="region" aria-label={title} tabIndex={0}>
      <table className="bw-table bw-compare">
        <caption className="bw-sr-only">{title}</caption>
        <thead>
          <tr>
            <td />
            {products.map((p) => (
              <th key={p.id} scope="col">
                <ProductImageBox image={p.images[0] ?? null} title={p.title} sizes="8rem" />
                <Link to={`/products/${p.id}`}>{p.title}</Link>
                <button
                  type="button"
                  className="bw-icon-button"
                  aria-label={t('compare.remove', { name: p.title })}
                  onClick={() => onRemove(p.id)}
                >
                  <CloseOutlined aria-hidden="true" />
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(t('compare.priceTiers'), (p) => (
            <ul className="bw-plain">
              {tierRows(p.priceTiers).map((r) => (
                <li key={r.from}>
                  {quantityRange(r, intl)}:{' '}
                  <span className="bw-price">{format(r.unitPriceMinor, p.currency)}</span>
                </li>
              ))}
            </ul>
          ))}
          {row(t('product.moq'), (p) => `${p.moq.toLocaleString(intl)} ${unitLabel(t, p.unit)}`)}
          {row(t('product.unit'), (p) => unitLabel(t, p.unit, 'one'))}
          {row(t('product.leadTime'), (p) =>
            p.readyToShip
              ? t('card.readyToShip')
              : p.leadTimeDays !== null
                ? plural(t, 'product.days', p.leadTimeDays, intl)
                : dash,
          )}
          {row(t('product.incoterms'), (p) => (p.incoterms.length ? p.incoterms.join(', ') : dash))}
          {row(t('product.supplier'), (p) => (
            <Link to={`/suppliers/${p.supplier.id}`}>{p.supplier.name}</Link>
          ))}
          {row(t('filters.country'), (p) => (
            <CountryLabel code={p.originCountry} />
          ))}
          {row(t('compare.verified'), (p) =>
            p.supplier.verified ? <VerifiedBadge compact /> : t('compare.no'),
          )}
          {row(t('product.certifications'), (p) =>
            p.certifications.length ? p.certifications.join(', ') : dash,
          )}
          {keys.map((k) => row(k, (p) => specValue(p, k) ?? dash, `spec:${k}`))}
        </tbody>
      </table>
    </div>
  );
}
