import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { useCategoryTree } from '../api/categories.api';
import { useSuggestions, useTrending } from '../api/search.api';

const searchHref = (q: string) => `/search?q=${encodeURIComponent(q)}`;

/**
 * Nothing found: a way out rather than a dead end — drop the filters, related searches for these
 * words, what others search this week, and the top categories.
 */
export function EmptyResults({ q, clearHref }: { q: string; clearHref?: string }) {
  const t = useT('browse');
  const related = useSuggestions(q);
  const trending = useTrending();
  const tree = useCategoryTree();
  const lower = q.trim().toLowerCase();
  const relatedItems = (related.data ?? []).filter((s) => s.text.toLowerCase() !== lower);

  return (
    <div className="bw-empty">
      <h2>{q ? t('empty.titleFor', { q }) : t('empty.title')}</h2>
      <p>{clearHref ? t('empty.tryFilters') : t('empty.tryWords')}</p>
      {clearHref && (
        <p>
          <Link className="bw-button" to={clearHref}>
            {t('empty.clearFilters')}
          </Link>
        </p>
      )}
      {relatedItems.length > 0 && (
        <section aria-label={t('empty.related')}>
          <h3>{t('empty.related')}</h3>
          <ul className="bw-chips">
            {relatedItems.map((s) => (
              <li key={`${s.kind}:${s.text}`}>
                <Link
                  className="bw-chip"
                  to={s.categoryPath ? `/categories/${s.categoryPath}` : searchHref(s.text)}
                >
                  {s.text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(trending.data ?? []).length > 0 && (
        <section aria-label={t('empty.trending')}>
          <h3>{t('empty.trending')}</h3>
          <ul className="bw-chips">
            {trending.data!.map((s) => (
              <li key={s.term}>
                <Link className="bw-chip" to={searchHref(s.term)}>
                  {s.term}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(tree.data ?? []).length > 0 && (
        <section aria-label={t('empty.categories')}>
          <h3>{t('empty.categories')}</h3>
          <ul className="bw-chips">
            {tree.data!.map((c) => (
              <li key={c.path}>
                <Link className="bw-chip" to={`/categories/${c.path}`}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
