import { Select } from 'antd';
import { useId, useMemo, useState } from 'react';
import { CURRENCIES } from '../../currency/currencies';
import { useCurrency } from '../../currency/currency-context';
import { convertMinor, formatMinor } from '../../currency/money';
import { useLocale, useT } from '../../i18n/i18n';
import { unitLabel } from '../browse/components/unit-label';
import { toMinor, type TierInput } from './lib/product-form';

/** How many buyer currencies the preview shows at once (more do not fit a phone). */
export const PREVIEW_MAX = 4;

/** The buyer currencies shown first: the seller's own display currency, then the most used ones. */
export function defaultPreview(productCurrency: string, readerCurrency: string): string[] {
  const picks = [readerCurrency, 'USD', 'EUR', 'NGN', 'KES'];
  return [...new Set(picks.filter((c) => c !== productCurrency))].slice(0, 3);
}

/**
 * Each price tier as buyers will see it in their currencies, converted at the storefront's rates
 * (the catalogue's FX table) while the seller types. Rows whose quantity or price is still blank
 * are left out.
 */
export function TierPreview({
  tiers,
  currency,
  unit,
}: {
  tiers: readonly TierInput[];
  currency: string;
  unit?: string;
}) {
  const t = useT('seller');
  const tb = useT('browse');
  const { intl } = useLocale();
  const { rates, currency: reader } = useCurrency();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const shown = (chosen ?? defaultPreview(currency, reader)).filter((c) => c !== currency);
  const labelId = useId();
  const from = rates.get(currency);
  const rows = useMemo(
    () =>
      tiers.filter(
        (r): r is { minQuantity: number; price: number } =>
          typeof r?.minQuantity === 'number' && typeof r?.price === 'number' && r.price > 0,
      ),
    [tiers],
  );
  const n = (x: number) => new Intl.NumberFormat(intl).format(x);
  const unitText = unit ? unitLabel(tb, unit, 'one') : '';

  return (
    <section className="sk-seller-preview" aria-labelledby={labelId}>
      <h3 id={labelId}>{t('preview.title')}</h3>
      <p className="sk-trade-fine">{t('preview.text')}</p>
      <Select
        mode="multiple"
        className="sk-seller-preview-pick"
        value={shown}
        maxCount={PREVIEW_MAX}
        onChange={(v: string[]) => setChosen(v)}
        aria-label={t('preview.currencies')}
        options={CURRENCIES.filter((c) => c.code !== currency).map((c) => ({
          value: c.code,
          label: `${c.code} (${c.symbol})`,
          disabled: !rates.has(c.code),
        }))}
      />
      {rows.length === 0 ? (
        <p className="sk-trade-fine" role="status">
          {t('preview.empty')}
        </p>
      ) : (
        <div className="sk-seller-scroll">
          <table className="sk-seller-table">
            <caption className="sk-visually-hidden">{t('preview.caption', { currency })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('preview.quantity')}</th>
                <th scope="col">{currency}</th>
                {shown.map((c) => (
                  <th scope="col" key={c}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => {
                const minor = toMinor(r.price, currency);
                return (
                  <tr key={i}>
                    <th scope="row">{t('preview.from', { quantity: n(r.minQuantity), unit: unitText })}</th>
                    <td>{formatMinor(minor, currency, intl)}</td>
                    {shown.map((c) => {
                      const to = rates.get(c);
                      return (
                        <td key={c}>
                          {from && to
                            ? formatMinor(convertMinor(minor, from, to), c, intl)
                            : t('preview.noRate')}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
