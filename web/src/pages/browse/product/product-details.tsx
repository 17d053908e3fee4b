import { useCurrency } from '../../../currency/currency-context';
import { useLocale, useT } from '../../../i18n/i18n';
import type { ProductView } from '../api/types';
import { CountryLabel } from '../components/country-label';
import { unitLabel } from '../components/unit-label';
import { plural } from '../lib/plural';

/** MOQ, unit, lead time, Incoterms and the other trade facts, as a description list. */
export function TradeFacts({ product }: { product: ProductView }) {
  const t = useT('browse');
  const { intl } = useLocale();
  const { format } = useCurrency();
  const unit = unitLabel(t, product.unit);
  const rows: [string, React.ReactNode][] = [
    [t('product.moq'), `${product.moq.toLocaleString(intl)} ${unit}`],
    [t('product.unit'), unitLabel(t, product.unit, 'one')],
    [
      t('product.leadTime'),
      product.readyToShip
        ? t('card.readyToShip')
        : product.leadTimeDays !== null
          ? plural(t, 'product.days', product.leadTimeDays, intl)
          : t('product.onRequest'),
    ],
    [
      t('product.incoterms'),
      product.incoterms.length ? product.incoterms.join(', ') : t('product.onRequest'),
    ],
    [t('product.origin'), <CountryLabel key="c" code={product.originCountry} />],
  ];
  if (product.capacityPerMonth !== null)
    rows.push([
      t('product.capacity'),
      t('product.perMonth', { n: product.capacityPerMonth.toLocaleString(intl), unit }),
    ]);
  if (product.hsCode) rows.push([t('product.hsCode'), product.hsCode]);
  if (product.certifications.length)
    rows.push([t('product.certifications'), product.certifications.join(', ')]);
  if (product.sampleAvailable)
    rows.push([
      t('product.sample'),
      product.samplePriceMinor !== null
        ? format(product.samplePriceMinor, product.currency)
        : t('product.sampleAvailable'),
    ]);
  return (
    <dl className="bw-facts bw-facts--grid">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The seller's specifications as a two-column table. */
export function SpecsTable({ specs }: { specs: ProductView['specifications'] }) {
  const t = useT('browse');
  if (specs.length === 0) return null;
  return (
    <table className="bw-table bw-specs">
      <caption className="bw-sr-only">{t('product.specs')}</caption>
      <tbody>
        {specs.map((s, i) => (
          <tr key={`${s.key}-${i}`}>
            <th scope="row">{s.key}</th>
            <td>{s.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
