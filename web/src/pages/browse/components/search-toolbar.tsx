import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useLocale, useT } from '../../../i18n/i18n';
import { plural } from '../lib/plural';
import { SORTS, type Sort } from '../lib/search-state';
import type { ViewMode } from '../lib/view-mode';

/** Result count ("about N" when the API estimated it), sort and the grid/list switch. */
export function SearchToolbar({
  total,
  estimated,
  sort,
  hasQuery,
  onSort,
  mode,
  onMode,
}: {
  total: number | undefined;
  estimated: boolean;
  sort: Sort | undefined;
  hasQuery: boolean;
  onSort: (sort: Sort) => void;
  mode: ViewMode;
  onMode: (mode: ViewMode) => void;
}) {
  const t = useT('browse');
  const { intl } = useLocale();
  const sortId = useId();
  // Without words "relevance" means newest first (the API's rule), so it is not offered then.
  const sorts = SORTS.filter((s) => hasQuery || s !== 'relevance');
  const current = sort ?? (hasQuery ? 'relevance' : 'newest');
  return (
    <div className="bw-toolbar">
      <p className="bw-toolbar__count" role="status">
        {total === undefined ? '' : plural(t, estimated ? 'results.about' : 'results.count', total, intl)}
      </p>
      <div className="bw-toolbar__controls">
        <label htmlFor={sortId} className="bw-toolbar__label">
          {t('sort.label')}
        </label>
        <select
          id={sortId}
          className="bw-select"
          value={current}
          onChange={(e) => onSort(e.target.value as Sort)}
        >
          {sorts.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </select>
        <div className="bw-view-toggle" role="group" aria-label={t('view.label')}>
          <button
            type="button"
            aria-pressed={mode === 'grid'}
            onClick={() => onMode('grid')}
            title={t('view.grid')}
          >
            <AppstoreOutlined aria-hidden="true" />
            <span className="bw-sr-only">{t('view.grid')}</span>
          </button>
          <button
            type="button"
            aria-pressed={mode === 'list'}
            onClick={() => onMode('list')}
            title={t('view.list')}
          >
            <UnorderedListOutlined aria-hidden="true" />
            <span className="bw-sr-only">{t('view.list')}</span>
          </button>
        </div>
      </div>
    </div>
  );
}
