import { useLocale, useT } from '../../i18n/i18n';
import { useStats, type MarketplaceStats } from './home-api';

const KEYS = [
  'products',
  'suppliers',
  'verifiedSuppliers',
  'supplierCountries',
] as const satisfies readonly (keyof MarketplaceStats)[];

/** Live counts from the API, or no section at all: never a number we cannot stand behind. */
export function StatsSection() {
  const t = useT('home');
  const { intl } = useLocale();
  const { data } = useStats();
  const shown = KEYS.filter((k) => typeof data?.[k] === 'number' && Number.isFinite(data[k]));
  if (!data || shown.length === 0) return null;
  const number = new Intl.NumberFormat(intl);
  return (
    <section className="sk-section sk-stats" aria-labelledby="stats-title">
      <div className="sk-container">
        <h2 id="stats-title" className="sk-section-title">
          {t('stats.title')}
        </h2>
        <dl className="sk-stats-grid">
          {shown.map((k) => (
            <div key={k}>
              <dt>{t(`stats.${k}`)}</dt>
              <dd>{number.format(data[k] as number)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
