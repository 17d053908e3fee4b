import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n';
import { useTopCategories } from './home-api';
import { categoryIcon, TOP_CATEGORIES } from './home-data';

export function CategoriesSection() {
  const t = useT('home');
  const { intl } = useLocale();
  const { data } = useTopCategories();
  const number = new Intl.NumberFormat(intl);
  const items: { slug: string; name: string; count?: number }[] = data?.length
    ? data.map((c) => ({ slug: c.slug, name: c.name, count: c.productCount }))
    : TOP_CATEGORIES.map((c) => ({ slug: c.slug, name: t(`category.${c.slug}`) }));
  return (
    <section className="sk-container sk-section" aria-labelledby="categories-title">
      <div className="sk-section-head">
        <h2 id="categories-title">{t('categories.title')}</h2>
        <Link to="/categories">{t('categories.viewAll')}</Link>
      </div>
      <ul className="sk-category-grid">
        {items.map((c) => (
          <li key={c.slug}>
            <Link to={`/categories/${c.slug}`} className="sk-category-tile">
              <span className="sk-category-icon" aria-hidden="true">
                {categoryIcon(c.slug)}
              </span>
              <strong>{c.name}</strong>
              {c.count !== undefined && (
                <span>{t('categories.count', { count: number.format(c.count) })}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
