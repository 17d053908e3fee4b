import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { useFeatured } from './home-api';
import { ProductTile } from './product-tile';

/** Hidden when the catalogue has nothing to show or cannot be reached: no placeholders posing as products. */
export function FeaturedProducts() {
  const t = useT('home');
  const { data, isPending } = useFeatured(8);
  if (!isPending && !data?.length) return null;
  return (
    <section className="sk-container sk-section" aria-labelledby="featured-title" aria-busy={isPending}>
      <div className="sk-section-head">
        <h2 id="featured-title">{t('featured.title')}</h2>
        <Link to="/products">{t('featured.viewAll')}</Link>
      </div>
      <ul className="sk-product-grid">
        {isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="sk-product-skeleton" aria-hidden="true" />
            ))
          : (data ?? []).map((p) => (
              <li key={p.id}>
                <ProductTile product={p} />
              </li>
            ))}
      </ul>
    </section>
  );
}
