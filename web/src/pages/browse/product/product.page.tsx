import { Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../../app/page-meta';
import { useTrackOnce } from '../../../analytics/use-track';
import { ApiError } from '../../../api/problem';
import { useRecordProductView } from '../../buyer/recently-viewed';
import { useCurrency } from '../../../currency/currency-context';
import { useLocale, useT } from '../../../i18n/i18n';
import { findNode, useCategoryTree } from '../api/categories.api';
import { useProduct } from '../api/products.api';
import { CategoryCrumbs } from '../components/category-crumbs';
import { CompareBar } from '../components/compare-bar';
import { ProblemView } from '../components/problem-view';
import { unitLabel } from '../components/unit-label';
import { VerifiedBadge } from '../components/verified-badge';
import { Markdown } from '../lib/markdown';
import { priceRange } from '../lib/price-tiers';
import { BuyBox } from './buy-box';
import { PriceTiersTable } from './price-tiers-table';
import { SpecsTable, TradeFacts } from './product-details';
import { ProductGallery } from './product-gallery';
import { productJsonLd } from './product-json-ld';
import { SupplierPanel } from './supplier-panel';
import '../browse.css';

/** /products/:id — everything a buyer needs to decide, order a quantity or talk to the supplier. */
export default function ProductPage() {
  const t = useT('browse');
  const { intl } = useLocale();
  const { format } = useCurrency();
  const { id } = useParams();
  const product = useProduct(id);
  const tree = useCategoryTree();
  useRecordProductView(product.data?.id);
  useTrackOnce('product_view', product.data ? { productId: product.data.id } : null);

  if (product.isPending)
    return (
      <div className="bw-page" aria-busy="true">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );

  if (product.isError) {
    const missing =
      product.error instanceof ApiError && product.error.status >= 400 && product.error.status < 500;
    return (
      <div className="bw-page">
        <PageMeta title={t('product.notFound')} description={t('product.notFoundText')} noIndex />
        <ProblemView
          title={missing ? t('product.notFound') : t('results.error')}
          text={missing ? t('product.notFoundText') : product.error.message}
          action={{ to: '/search', label: t('product.browse') }}
        />
      </div>
    );
  }

  const p = product.data;
  const range = priceRange(p.priceTiers);
  const unit = unitLabel(t, p.unit);
  const perUnit = unitLabel(t, p.unit, 'one');
  const segments = p.category.path.split('/');
  const crumbs = segments.map((_, i) => {
    const path = segments.slice(0, i + 1).join('/');
    return { path, name: findNode(tree.data, path)?.name ?? segments[i]! };
  });
  const priceText = range
    ? range.min === range.max
      ? format(range.min, p.currency)
      : t('product.priceRange', { min: format(range.min, p.currency), max: format(range.max, p.currency) })
    : '';
  const summary = p.description.replace(/[#*_`>[\]()]/g, '').slice(0, 155);
  const origin = typeof location === 'undefined' ? '' : location.origin;

  return (
    <div className="bw-page bw-product">
      <PageMeta
        title={p.title}
        description={summary || t('product.metaDescription', { name: p.title, supplier: p.supplier.name })}
        path={`/products/${p.id}`}
        image={p.images[0] ? new URL(p.images[0].url, origin).href : undefined}
        type="product"
        jsonLd={productJsonLd(p, origin)}
      />
      <CategoryCrumbs crumbs={crumbs} />
      <div className="bw-product__top">
        <ProductGallery images={p.images} title={p.title} />
        <div className="bw-product__summary">
          <h1 className="bw-page__title">{p.title}</h1>
          <p className="bw-product__by">
            {t('product.by')} <Link to={`/suppliers/${p.supplier.id}`}>{p.supplier.name}</Link>{' '}
            {p.supplier.verified && <VerifiedBadge compact />}
          </p>
          <p className="bw-product__price">
            <span className="bw-price bw-price--big">{priceText}</span>{' '}
            <span className="bw-muted">{t('card.perUnit', { unit: perUnit })}</span>
          </p>
          <p className="bw-muted">{t('card.moq', { moq: p.moq.toLocaleString(intl), unit })}</p>
          <PriceTiersTable tiers={p.priceTiers} currency={p.currency} unit={unit} />
          <BuyBox product={p} />
        </div>
      </div>
      <div className="bw-product__bottom">
        <div className="bw-product__info">
          <section aria-labelledby="bw-facts-h">
            <h2 id="bw-facts-h">{t('product.details')}</h2>
            <TradeFacts product={p} />
          </section>
          {p.specifications.length > 0 && (
            <section aria-labelledby="bw-specs-h">
              <h2 id="bw-specs-h">{t('product.specs')}</h2>
              <SpecsTable specs={p.specifications} />
            </section>
          )}
          <section aria-labelledby="bw-desc-h" className="bw-description">
            <h2 id="bw-desc-h">{t('product.description')}</h2>
            <Markdown source={p.description} />
          </section>
        </div>
        <SupplierPanel supplier={p.supplier} />
      </div>
      <CompareBar />
    </div>
  );
}
