import { FilterOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { minorDigits, useCurrency } from '../../../currency/currency-context';
import { useLocale, useT } from '../../../i18n/i18n';
import { useTrackOnce } from '../../../analytics/use-track';
import { findNode, useCategoryTree } from '../api/categories.api';
import { useProductSearch } from '../api/search.api';
import {
  activeFilterCount,
  pageCount,
  parseSearchState,
  toApiQuery,
  toSearchParams,
  withFilters,
  type SearchState,
} from '../lib/search-state';
import { useProductLayout } from '../lib/layout-experiment';
import { countryName } from '../lib/country';
import { CompareBar } from './compare-bar';
import { EmptyResults } from './empty-results';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';
import { ResultsSkeleton } from './results-skeleton';
import { SearchFilters } from './search-filters';
import { SearchToolbar } from './search-toolbar';

export interface SearchResultsProps {
  /** Filters the page itself sets (not in its query string): a category page's path, ready to ship. */
  fixed?: { category?: string; readyToShip?: boolean };
  /** Where a category facet leads; by default the same page filtered by it. */
  categoryHref?: (path: string, hrefWith: (patch: Partial<SearchState>) => string) => string;
}

/**
 * Product results driven by the URL: every filter, the sort and the page are in the query string,
 * so a result page can be shared, bookmarked and walked with back/forward. Shared by the search,
 * category and ready-to-ship screens.
 */
export function SearchResults({ fixed = {}, categoryHref }: SearchResultsProps) {
  const t = useT('browse');
  const { intl } = useLocale();
  const { currency, format } = useCurrency();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [mode, setMode, layoutPending] = useProductLayout(pathname);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const tree = useCategoryTree();

  const state = parseSearchState(params);
  // What the page fixes is not the URL's to change.
  if (fixed.category) delete state.category;
  if (fixed.readyToShip) delete state.readyToShip;
  const href = (s: SearchState) => {
    const qs = toSearchParams(s).toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const hrefWith = (patch: Partial<Omit<SearchState, 'page'>>) => href(withFilters(state, patch));
  const toCategory = (path: string) =>
    categoryHref ? categoryHref(path, hrefWith) : hrefWith({ category: path });

  // A new page of results starts at the top, like a new page would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [state.page]);

  const search = useProductSearch(toApiQuery({ ...state, ...fixed }, currency));
  const data = search.data;
  const settled = state.q && data && !search.isPlaceholderData;
  useTrackOnce('search', settled ? { query: state.q, resultCount: data.total } : null);
  const filters = activeFilterCount(state);
  const clearHref = href({ q: state.q, page: 1, ...(state.sort ? { sort: state.sort } : {}) });

  const chips: { key: string; label: string; href: string }[] = [];
  if (state.category)
    chips.push({
      key: 'category',
      label: findNode(tree.data, state.category)?.name ?? state.category,
      href: hrefWith({ category: undefined }),
    });
  if (state.country)
    chips.push({
      key: 'country',
      label: countryName(state.country, intl),
      href: hrefWith({ country: undefined }),
    });
  if (state.minPrice !== undefined || state.maxPrice !== undefined) {
    const cur = state.priceCurrency ?? 'USD';
    const money = (v: number) => format(Math.round(v * 10 ** minorDigits(cur)), cur);
    const label =
      state.maxPrice === undefined
        ? t('filters.priceOver', { from: money(state.minPrice!) })
        : t('filters.priceBetween', { from: money(state.minPrice ?? 0), to: money(state.maxPrice) });
    chips.push({ key: 'price', label, href: hrefWith({ minPrice: undefined, maxPrice: undefined }) });
  }
  if (state.moq !== undefined)
    chips.push({
      key: 'moq',
      label: t('filters.moqChip', { moq: state.moq.toLocaleString(intl) }),
      href: hrefWith({ moq: undefined }),
    });
  if (state.verified !== undefined)
    chips.push({
      key: 'verified',
      label: state.verified ? t('filters.verified') : t('filters.unverified'),
      href: hrefWith({ verified: undefined }),
    });
  if (state.readyToShip !== undefined)
    chips.push({ key: 'rts', label: t('filters.readyToShip'), href: hrefWith({ readyToShip: undefined }) });

  return (
    <div className="bw-results">
      <button
        type="button"
        className="bw-filters-toggle bw-button"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => setFiltersOpen((o) => !o)}
      >
        <FilterOutlined aria-hidden="true" /> {t('filters.toggle', { n: filters.toLocaleString(intl) })}
      </button>
      <aside
        id={filtersId}
        className={`bw-results__filters${filtersOpen ? ' bw-results__filters--open' : ''}`}
        aria-label={t('filters.label')}
      >
        <h2 className="bw-sr-only">{t('filters.label')}</h2>
        <SearchFilters
          state={state}
          facets={data?.facets}
          hrefWith={hrefWith}
          categoryHref={toCategory}
          fixed={{ category: !!fixed.category, readyToShip: !!fixed.readyToShip }}
        />
      </aside>

      <section className="bw-results__main" aria-labelledby={`${filtersId}-h`} aria-busy={search.isFetching}>
        <h2 id={`${filtersId}-h`} className="bw-sr-only">
          {t('results.heading')}
        </h2>
        {data?.correctedQuery && (
          <p className="bw-corrected">
            {t('results.showingFor')}{' '}
            <Link to={hrefWith({ q: data.correctedQuery })}>{data.correctedQuery}</Link>
            {state.q && <span className="bw-muted"> {t('results.searchedFor', { q: state.q })}</span>}
          </p>
        )}
        {chips.length > 0 && (
          <ul className="bw-chips bw-chips--active" aria-label={t('filters.active')}>
            {chips.map((c) => (
              <li key={c.key}>
                <Link
                  className="bw-chip bw-chip--active"
                  to={c.href}
                  aria-label={t('filters.remove', { name: c.label })}
                >
                  {c.label} <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
            {chips.length > 1 && (
              <li>
                <Link className="bw-chip" to={clearHref}>
                  {t('filters.clearAll')}
                </Link>
              </li>
            )}
          </ul>
        )}
        <SearchToolbar
          total={data?.total}
          estimated={!!data?.estimated}
          sort={state.sort}
          hasQuery={!!state.q}
          onSort={(sort) => void navigate(hrefWith({ sort }))}
          mode={mode}
          onMode={setMode}
        />
        {search.isError && (
          <Alert
            type="error"
            showIcon
            title={t('results.error')}
            description={search.error.message}
            action={<Button onClick={() => void search.refetch()}>{t('results.retry')}</Button>}
          />
        )}
        {(search.isPending || (layoutPending && data)) && <ResultsSkeleton mode={mode} />}
        {data && !layoutPending && data.items.length === 0 && (
          <EmptyResults q={state.q} clearHref={filters > 0 ? clearHref : undefined} />
        )}
        {data && !layoutPending && data.items.length > 0 && (
          <>
            <ul className={mode === 'grid' ? 'bw-grid' : 'bw-list'}>
              {data.items.map((card, i) => (
                <li key={card.id}>
                  <ProductCard card={card} mode={mode} priority={i === 0} />
                </li>
              ))}
            </ul>
            <Pagination
              page={state.page}
              count={pageCount(data.total)}
              hrefFor={(page) => href({ ...state, page })}
            />
          </>
        )}
      </section>
      <CompareBar />
    </div>
  );
}
