import { Skeleton } from 'antd';
import { Link, useLocation, useParams } from 'react-router';
import { PageMeta } from '../../../app/page-meta';
import { ApiError } from '../../../api/problem';
import { useLocale, useT } from '../../../i18n/i18n';
import { useCategory } from '../api/categories.api';
import { CategoryCrumbs } from '../components/category-crumbs';
import { ProblemView } from '../components/problem-view';
import { SearchResults } from '../components/search-results';
import { plural } from '../lib/plural';
import '../browse.css';

const PATH = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*){0,2}$/;

/** /categories/:slug[/:sub[/:leaf]] — a category's subcategories and its products. */
export default function CategoryPage() {
  const t = useT('browse');
  const { intl } = useLocale();
  const { search } = useLocation();
  const raw = (useParams()['*'] ?? '').replace(/\/+$/, '').toLowerCase();
  const path = PATH.test(raw) ? raw : undefined;
  const category = useCategory(path);

  // Filters carry over into a subcategory; the page number does not.
  const keep = new URLSearchParams(search);
  keep.delete('page');
  const qs = keep.toString();
  const to = (p: string) => `/categories/${p}${qs ? `?${qs}` : ''}`;

  if (!path || (category.isError && category.error instanceof ApiError && category.error.status === 404))
    return (
      <div className="bw-page">
        <PageMeta title={t('categories.notFound')} description={t('categories.notFoundText')} noIndex />
        <ProblemView
          title={t('categories.notFound')}
          text={t('categories.notFoundText')}
          action={{ to: '/categories', label: t('categories.all') }}
        />
      </div>
    );

  const c = category.data;
  const crumbs = (c?.breadcrumbs ?? []).slice(0, -1).map((b) => ({ path: b.path, name: b.name }));
  return (
    <div className="bw-page">
      {c && (
        <PageMeta
          title={c.name}
          description={t('categories.metaDescription', { name: c.name })}
          path={`/categories/${c.path}`}
        />
      )}
      <CategoryCrumbs crumbs={crumbs} current={c?.name} />
      {category.isPending ? (
        <Skeleton active title paragraph={{ rows: 1 }} />
      ) : c ? (
        <>
          <h1 className="bw-page__title">{c.name}</h1>
          <p className="bw-muted">{plural(t, 'categories.products', c.productCount, intl)}</p>
          {(c.children ?? []).length > 0 && (
            <nav aria-label={t('categories.subcategories')}>
              <ul className="bw-chips">
                {(c.children ?? []).map((sub) => (
                  <li key={sub.id}>
                    <Link className="bw-chip" to={to(sub.path)}>
                      {sub.name}{' '}
                      <span className="bw-opt__count">({sub.productCount.toLocaleString(intl)})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </>
      ) : (
        <h1 className="bw-page__title">{t('results.error')}</h1>
      )}
      {c && <SearchResults fixed={{ category: c.path }} categoryHref={to} />}
    </div>
  );
}
