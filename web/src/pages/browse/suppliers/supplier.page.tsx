import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../../app/page-meta';
import { ApiError } from '../../../api/problem';
import { useCurrency } from '../../../currency/currency-context';
import { useLocale, useT } from '../../../i18n/i18n';
import { SaveSupplierButton } from '../../buyer/save-supplier-button';
import { ContactSupplierButton } from '../../messages/contact-supplier-button';
import { useSupplier } from '../api/suppliers.api';
import type { StorefrontProductView } from '../api/types';
import { CountryLabel } from '../components/country-label';
import { ProblemView } from '../components/problem-view';
import { ProductImageBox } from '../components/product-image-box';
import { unitLabel } from '../components/unit-label';
import { WishlistButton } from '../components/wishlist-button';
import { Markdown } from '../lib/markdown';
import { plural } from '../lib/plural';
import { StorefrontHead } from './storefront-head';
import { SupplierFacts } from './supplier-summary';
import '../browse.css';

function StorefrontProduct({ p }: { p: StorefrontProductView }) {
  const t = useT('browse');
  const { intl } = useLocale();
  const { format } = useCurrency();
  const unit = unitLabel(t, p.unit);
  const perUnit = unitLabel(t, p.unit, 'one');
  const href = `/products/${p.id}`;
  return (
    <article className="bw-card bw-card--grid">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="bw-card__media">
        <ProductImageBox src={p.imageUrl} title={p.title} />
      </Link>
      <div className="bw-card__body">
        <h3 className="bw-card__title">
          <Link to={href}>{p.title}</Link>
        </h3>
        <p className="bw-card__price">
          <span className="bw-price">{t('card.from', { price: format(p.minPriceMinor, p.currency) })}</span>{' '}
          <span className="bw-muted">{t('card.perUnit', { unit: perUnit })}</span>
        </p>
        <p className="bw-card__moq">{t('card.moq', { moq: p.moq.toLocaleString(intl), unit })}</p>
        <p className="bw-card__meta">
          <CountryLabel code={p.originCountry} />
          {p.readyToShip && <span className="bw-tag bw-tag--fast">{t('card.readyToShip')}</span>}
        </p>
        <div className="bw-card__actions">
          <WishlistButton id={p.id} name={p.title} image={p.imageUrl} />
        </div>
      </div>
    </article>
  );
}

/** /suppliers/:id — a supplier's storefront: who they are and what they sell. */
export default function SupplierPage() {
  const t = useT('browse');
  const { intl } = useLocale();
  const { id } = useParams();
  const supplier = useSupplier(id);

  if (supplier.isPending)
    return (
      <div className="bw-page" aria-busy="true">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  if (supplier.isError) {
    const missing = supplier.error instanceof ApiError && supplier.error.status === 404;
    return (
      <div className="bw-page">
        <PageMeta title={t('supplier.notFound')} description={t('supplier.notFoundText')} noIndex />
        <ProblemView
          title={missing ? t('supplier.notFound') : t('results.error')}
          text={missing ? t('supplier.notFoundText') : supplier.error.message}
          action={{ to: '/suppliers', label: t('suppliers.title') }}
        />
      </div>
    );
  }

  const s = supplier.data;
  return (
    <div className="bw-page">
      <PageMeta
        title={s.companyName}
        description={s.description?.slice(0, 155) || t('supplier.metaDescription', { name: s.companyName })}
        path={`/suppliers/${s.id}`}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: s.companyName,
          address: {
            '@type': 'PostalAddress',
            addressCountry: s.country,
            ...(s.city ? { addressLocality: s.city } : {}),
          },
          ...(s.yearEstablished ? { foundingDate: String(s.yearEstablished) } : {}),
        }}
      />
      <StorefrontHead s={s} />
      <Suspense fallback={null}>
        <SaveSupplierButton supplierId={s.id} name={s.companyName} />
      </Suspense>
      <ContactSupplierButton supplierId={s.id} />
      <div className="bw-storefront">
        <section className="bw-panel" aria-labelledby="bw-about-h">
          <h2 id="bw-about-h" className="bw-panel__title">
            {t('supplier.about')}
          </h2>
          <SupplierFacts s={s} />
          {s.description && (
            <div className="bw-description">
              <Markdown source={s.description} />
            </div>
          )}
        </section>
        <section aria-labelledby="bw-sp-h">
          <h2 id="bw-sp-h">{t('supplier.products')}</h2>
          <p className="bw-muted">
            {s.products.length < s.productCount
              ? t('supplier.newestOf', {
                  shown: s.products.length.toLocaleString(intl),
                  total: s.productCount.toLocaleString(intl),
                })
              : plural(t, 'categories.products', s.productCount, intl)}
          </p>
          {s.products.length === 0 ? (
            <p>{t('supplier.noProducts')}</p>
          ) : (
            <ul className="bw-grid">
              {s.products.map((p) => (
                <li key={p.id}>
                  <StorefrontProduct p={p} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
