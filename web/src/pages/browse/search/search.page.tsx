import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../../app/page-meta';
import { useT } from '../../../i18n/i18n';
import { SearchResults } from '../components/search-results';
import { parseSearchState, toSearchParams, withFilters } from '../lib/search-state';
import { SearchBox } from './search-box';
import '../browse.css';

/** /search and /products: product search with facets, everything in the URL. */
export default function SearchPage() {
  const t = useT('browse');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = parseSearchState(params);
  const title = state.q ? t('search.titleFor', { q: state.q }) : t('search.title');

  return (
    <div className="bw-page">
      <PageMeta title={title} description={t('search.description')} noIndex={!!state.q} />
      <h1 className="bw-page__title">{title}</h1>
      <SearchBox
        initial={state.q}
        // New words keep the filters (narrowing a search is the common move) but not the sort or page.
        onSearch={(q) =>
          void navigate(`/search?${toSearchParams(withFilters({ ...state, sort: undefined }, { q }))}`)
        }
      />
      <SearchResults />
    </div>
  );
}
