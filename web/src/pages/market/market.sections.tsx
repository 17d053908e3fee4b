import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CURRENCIES } from '../../currency/currencies';
import { useLocale, useT } from '../../i18n/i18n';
import { useFxRateTable, useStats, useTopCategories, useTrending, type MarketplaceStats } from './market-api';

interface Loadable {
  isPending: boolean;
  isError: boolean;
}

/** A section's frame; while its data loads or when it failed, a line saying so instead of numbers. */
function Section({ id, q, children }: { id: string; q: Loadable; children: ReactNode }) {
  const t = useT('market');
  return (
    <section className="sk-market-section" aria-labelledby={`market-${id}`}>
      <h2 id={`market-${id}`}>{t(`${id}.title`)}</h2>
      <p className="sk-market-lead">{t(`${id}.lead`)}</p>
      {q.isPending ? (
        <p role="status">{t('state.loading')}</p>
      ) : q.isError ? (
        <p role="alert" className="sk-market-error">
          {t('state.error')}
        </p>
      ) : (
        children
      )}
    </section>
  );
}

const STAT_KEYS = [
  'products',
  'suppliers',
  'verifiedSuppliers',
  'supplierCountries',
] as const satisfies readonly (keyof MarketplaceStats)[];

export function StatsBlock() {
  const t = useT('market');
  const { intl } = useLocale();
  const q = useStats();
  const number = new Intl.NumberFormat(intl);
  // Only the counts the API gave: a missing one is left out, never shown as 0.
  const shown = STAT_KEYS.filter((k) => Number.isFinite(q.data?.[k]));
  return (
    <Section id="stats" q={q}>
      {shown.length === 0 ? (
        <p>{t('state.empty')}</p>
      ) : (
        <dl className="sk-market-stats">
          {shown.map((k) => (
            <div key={k}>
              <dt>{t(`stats.${k}`)}</dt>
              <dd>{number.format(q.data?.[k] as number)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

export function TrendingBlock() {
  const t = useT('market');
  const { intl } = useLocale();
  const q = useTrending();
  const number = new Intl.NumberFormat(intl);
  return (
    <Section id="trending" q={q}>
      {!q.data?.length ? (
        <p>{t('state.empty')}</p>
      ) : (
        <ol className="sk-market-trending">
          {q.data.map((x) => (
            <li key={x.term}>
              <Link to={`/search?${new URLSearchParams({ q: x.term }).toString()}`}>{x.term}</Link>
              {/* Seeded terms nobody searched this week have 0: no count rather than "0 searches". */}
              {x.searches > 0 && <span> {t('trending.searches', { count: number.format(x.searches) })}</span>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export function CategoriesBlock() {
  const t = useT('market');
  const { intl } = useLocale();
  const q = useTopCategories();
  const number = new Intl.NumberFormat(intl);
  return (
    <Section id="categories" q={q}>
      {!q.data?.length ? (
        <p>{t('state.empty')}</p>
      ) : (
        <ul className="sk-market-categories">
          {q.data.map((c) => (
            <li key={c.id}>
              <Link to={`/categories/${c.path}`}>{c.name}</Link>
              <span>{t('categories.count', { count: number.format(c.productCount) })}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const ORDER = new Map<string, number>(CURRENCIES.map((c, i) => [c.code, i]));

export function FxBlock() {
  const t = useT('market');
  const { intl } = useLocale();
  const q = useFxRateTable();
  const rates = [...(q.data ?? [])].sort(
    (a, b) => (ORDER.get(a.currency) ?? 99) - (ORDER.get(b.currency) ?? 99),
  );
  const names = new Intl.DisplayNames(intl, { type: 'currency' });
  const rate = new Intl.NumberFormat(intl, { maximumFractionDigits: 4 });
  const latest = rates.reduce((m, r) => (r.updatedAt > m ? r.updatedAt : m), '');
  return (
    <Section id="fx" q={q}>
      {rates.length === 0 ? (
        <p>{t('state.empty')}</p>
      ) : (
        <>
          {latest && (
            <p>
              {t('fx.updated', {
                date: new Intl.DateTimeFormat(intl, { dateStyle: 'long' }).format(new Date(latest)),
              })}
            </p>
          )}
          <div className="sk-market-table-wrap">
            <table className="sk-market-fx">
              <caption className="sk-visually-hidden">{t('fx.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('fx.currency')}</th>
                  <th scope="col">{t('fx.perUsd')}</th>
                </tr>
              </thead>
              <tbody>
                {rates.map((r) => (
                  <tr key={r.currency} data-currency={r.currency}>
                    <th scope="row">
                      <strong>{r.currency}</strong>{' '}
                      <span className="sk-market-muted">{names.of(r.currency)}</span>
                    </th>
                    <td>{rate.format(r.perUsd)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Section>
  );
}
