import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n';

export interface Crumb {
  path: string;
  name: string;
}

/** Home › Categories › … › current: the trail as a labelled nav with the current page marked. */
export function CategoryCrumbs({ crumbs, current }: { crumbs: Crumb[]; current?: string }) {
  const t = useT('browse');
  return (
    <nav className="bw-crumbs" aria-label={t('crumbs.label')}>
      <ol>
        <li>
          <Link to="/">{t('crumbs.home')}</Link>
        </li>
        <li>
          <Link to="/categories">{t('crumbs.categories')}</Link>
        </li>
        {crumbs.map((c) => (
          <li key={c.path}>
            <Link to={`/categories/${c.path}`}>{c.name}</Link>
          </li>
        ))}
        {current && (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
