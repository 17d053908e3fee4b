import { Link } from 'react-router';
import { useLocale, useT } from '../../../i18n/i18n';
import { STATUSES } from '../lib/product-form';
import type { ProductSummary } from '../seller-products-api';

/** Products per status, each a link to its tab of the product list. */
export function ProductCounts({ summary }: { summary: ProductSummary }) {
  const t = useT('seller');
  const { intl } = useLocale();
  const n = new Intl.NumberFormat(intl);
  return (
    <section className="sk-seller-section" aria-labelledby="sk-dash-counts">
      <h2 id="sk-dash-counts">{t('dash.counts.title')}</h2>
      <ul className="sk-dash-figures">
        {STATUSES.map((s) => (
          <li key={s}>
            <Link className="sk-dash-figure" to={`/seller/products?status=${s}`}>
              <span className="sk-dash-number">{n.format(summary.counts[s])}</span>
              <span>{t(`tab.${s}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Views of the seller's public product pages: the totals, a bar per day of the last 30 (drawn
 * with CSS, no chart library on a phone's first load) with the same figures as a table for
 * screen readers, and the most viewed products.
 */
export function ProductViews({ summary }: { summary: ProductSummary }) {
  const t = useT('seller');
  const { intl } = useLocale();
  const n = new Intl.NumberFormat(intl);
  const v = summary.views;
  const max = Math.max(1, ...v.daily.map((d) => d.views));
  const day = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
  const totals = [
    ['today', v.today],
    ['last7', v.last7Days],
    ['last30', v.last30Days],
    ['total', v.total],
  ] as const;
  return (
    <section className="sk-seller-section" aria-labelledby="sk-dash-views">
      <h2 id="sk-dash-views">{t('dash.views.title')}</h2>
      <p className="sk-trade-fine">{t('dash.views.text')}</p>
      <dl className="sk-dash-figures">
        {totals.map(([key, value]) => (
          <div key={key} className="sk-dash-figure">
            <dt>{t(`dash.views.${key}`)}</dt>
            <dd className="sk-dash-number">{n.format(value)}</dd>
          </div>
        ))}
      </dl>
      {v.total === 0 ? (
        <p>{t('dash.views.none')}</p>
      ) : (
        <>
          <div className="sk-dash-bars" aria-hidden="true">
            {v.daily.map((d) => (
              <span
                key={d.day}
                className="sk-dash-bar"
                style={{ blockSize: `${(d.views / max) * 100}%` }}
                title={`${label(d.day)}: ${n.format(d.views)}`}
              />
            ))}
          </div>
          <details className="sk-dash-table">
            <summary>{t('dash.views.chart')}</summary>
            <table className="sk-seller-table">
              <thead>
                <tr>
                  <th scope="col">{t('dash.views.day')}</th>
                  <th scope="col">{t('dash.views.views')}</th>
                </tr>
              </thead>
              <tbody>
                {v.daily.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{label(d.day)}</th>
                    <td>{n.format(d.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
          {v.topProducts.length > 0 && (
            <>
              <h3>{t('dash.views.top')}</h3>
              <ol className="sk-dash-list">
                {v.topProducts.map((p) => (
                  <li key={p.id}>
                    {p.status === 'published' ? (
                      <Link to={`/products/${p.id}`}>{p.title}</Link>
                    ) : (
                      <span>{p.title}</span>
                    )}{' '}
                    <span className="sk-trade-fine">
                      {t('dash.views.count', { count: n.format(p.views) })}
                    </span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </section>
  );
}
