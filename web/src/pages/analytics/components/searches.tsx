import { useLocale, useT } from '../../../i18n/i18n';
import type { CeoDashboard } from '../dashboards-api';
import { useFigures } from '../figures';
import { Breakdown, type Column } from './breakdown';
import { KpiCards, type KpiItem } from './kpi-cards';

type Searches = CeoDashboard['searches'];
type QueryRow = Searches['top'][number];

/** The last day a range covers: its end is the first instant after it (midnight). */
function lastDay(end: string, intl: string): string {
  return new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.parse(end) - 1),
  );
}

/**
 * What buyers search for: every search the catalogue served with words typed, how many found
 * nothing, and the queries most searched and most often in vain. The service lists a query only
 * once it was searched `floor` times in the period (someone's own words are never shown) and keeps
 * searches per day, so a period under way is compared in whole days; neither the country nor the
 * category filter applies (a search names no buyer). The page says all three, not only the numbers.
 */
export function SearchFigures({ searches }: { searches: Searches }) {
  const t = useT('analytics');
  const { intl } = useLocale();
  const f = useFigures();
  const floor = f.format(searches.floor, 'count');
  const kpis: KpiItem[] = [
    { label: 'search.total', kpi: searches.total, kind: 'count' },
    { label: 'search.zeroResultRate', kpi: searches.zeroResultRate, kind: 'rate', lowerIsBetter: true },
  ];
  const c = searches.compared;
  const list = (title: string, rows: readonly QueryRow[], column: Column<QueryRow>) => (
    <Breakdown
      title={title}
      rows={rows}
      rowKey={(r) => r.query}
      name={(r) => r.query}
      // A query may be in any script: isolated, so an Arabic query does not reorder an English row.
      link={(r) => <bdi>{r.query}</bdi>}
      nameLabel={t('column.query')}
      columns={[column]}
      empty={t('search.empty', { floor })}
    />
  );
  return (
    <>
      <section className="sk-an-section" aria-label={t('search.title')}>
        <h2>{t('search.title')}</h2>
        <p className="sk-an-note">{t('search.note', { floor })}</p>
        {c.partial && (
          <p className="sk-an-note">
            {t('search.comparedDays', {
              end: lastDay(c.current.end, intl),
              previousEnd: lastDay(c.previous.end, intl),
            })}
          </p>
        )}
        <KpiCards items={kpis} label={t('search.kpis')} />
      </section>
      <div className="sk-an-grid">
        {list(t('search.top'), searches.top, { key: 'searches', label: 'search.searches', kind: 'count' })}
        {list(t('search.zeroResults'), searches.zeroResultTop, {
          key: 'searches',
          label: 'search.zeroSearches',
          kind: 'count',
        })}
      </div>
    </>
  );
}
