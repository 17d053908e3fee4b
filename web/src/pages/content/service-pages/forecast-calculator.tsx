import { useId, useState } from 'react';
import { useLocale, useT } from '../../../i18n/i18n';
import { forecast, wholeNumber, type ForecastInput } from './forecast';
import './service-pages.css';

type Field = 'stock' | 'sold' | 'lead' | 'safety' | 'cover';
const FIELDS: readonly Field[] = ['stock', 'sold', 'lead', 'safety', 'cover'];
const DEFAULTS: Record<Field, string> = { stock: '', sold: '', lead: '14', safety: '7', cover: '30' };

/**
 * The inventory forecasting page's calculator: the seller's own figures in, the estimate out as
 * they type (nothing is sent). Plain inputs rather than antd, so the page stays light.
 */
export function ForecastCalculator({ today = new Date() }: { today?: Date }) {
  const t = useT('services');
  const { intl } = useLocale();
  const id = useId();
  const [values, setValues] = useState(DEFAULTS);
  const parsed = Object.fromEntries(FIELDS.map((f) => [f, wholeNumber(values[f])])) as Record<
    Field,
    number | undefined
  >;
  const complete = FIELDS.every((f) => parsed[f] !== undefined);
  const number = (n: number, digits = 0) =>
    new Intl.NumberFormat(intl, { maximumFractionDigits: digits }).format(n);
  const date = (d: Date) => new Intl.DateTimeFormat(intl, { dateStyle: 'long' }).format(d);

  let result: string[] = [];
  if (complete) {
    const input: ForecastInput = {
      stock: parsed.stock!,
      soldLast30: parsed.sold!,
      leadDays: parsed.lead!,
      safetyDays: parsed.safety!,
      coverDays: parsed.cover!,
    };
    const f = forecast(input, today);
    result =
      f.daysOfCover === null
        ? [t('forecast.result.noSales')]
        : [
            t('forecast.result.daily', { daily: number(f.daily, 1) }),
            t('forecast.result.cover', { days: number(f.daysOfCover), date: date(f.stockoutOn!) }),
            t('forecast.result.reorderPoint', { units: number(f.reorderPoint) }),
            f.orderNow
              ? t('forecast.result.orderNow')
              : t('forecast.result.orderBy', { date: date(f.reorderOn!) }),
            t('forecast.result.quantity', { units: number(f.orderQuantity) }),
          ];
  }

  return (
    <section className="sk-forecast" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('forecast.title')}</h2>
      <p className="sk-content__meta">{t('forecast.intro')}</p>
      <div className="sk-forecast__fields">
        {FIELDS.map((f) => {
          const invalid = values[f].trim() !== '' && parsed[f] === undefined;
          return (
            <div key={f} className="sk-forecast__field">
              <label htmlFor={`${id}-${f}`}>{t(`forecast.field.${f}`)}</label>
              <input
                id={`${id}-${f}`}
                name={f}
                inputMode="numeric"
                dir="ltr"
                value={values[f]}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${id}-${f}-error` : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
              />
              {invalid && (
                <span id={`${id}-${f}-error`} className="sk-forecast__error">
                  {t('forecast.error.number')}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <div className="sk-forecast__result" role="status" aria-live="polite">
        {complete ? (
          <ul>
            {result.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p>{t('forecast.empty')}</p>
        )}
      </div>
    </section>
  );
}
