import { Link } from 'react-router';
import { useCurrency } from '../../currency/currency-context';
import { useLocale, useT } from '../../i18n/i18n';
import { ProductPicture } from '../../shell/image/product-picture';
import type { ProductCard } from './home-api';

const regionNames = new Map<string, Intl.DisplayNames>();
function countryName(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A featured product. The link is the product's name (its accessible name, as tests and screen
 * readers expect) and stretches over the whole card, so the card is one large target.
 */
export function ProductTile({ product }: { product: ProductCard }) {
  const t = useT('home');
  const { format } = useCurrency();
  const { intl } = useLocale();
  return (
    <article className="sk-product-tile">
      <div className="sk-product-image">
        {product.image ? (
          // Two columns on a phone, up to five on a wide screen (home.css).
          <ProductPicture
            image={product.image}
            name={product.title}
            sizes="(min-width: 1200px) 14rem, (min-width: 600px) 30vw, 50vw"
          />
        ) : (
          <span aria-hidden="true">📦</span>
        )}
      </div>
      <div className="sk-product-body">
        <h3 className="sk-product-name">
          <Link to={`/products/${product.id}`} className="sk-stretched-link">
            {product.title}
          </Link>
        </h3>
        <span className="sk-product-price">
          {t('featured.from', { price: format(product.minPrice.amountMinor, product.minPrice.currency) })}
        </span>
        <span className="sk-product-meta">{t('featured.moq', { moq: product.moq, unit: product.unit })}</span>
        <span className="sk-product-meta">
          {t('featured.origin', { country: countryName(product.originCountry, intl) })}
        </span>
        {product.supplier.verified && <span className="sk-verified">✓ {t('featured.verified')}</span>}
      </div>
    </article>
  );
}
