import { useId } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../i18n/i18n';
import { useSupplier } from '../../browse/api/suppliers.api';
import { Markdown } from '../../browse/lib/markdown';
import { StorefrontHead } from '../../browse/suppliers/storefront-head';
import { SupplierFacts } from '../../browse/suppliers/supplier-summary';
import type { Storefront } from './storefront-rules';

/**
 * The public supplier page as it will look with the form's values: the same header and facts
 * components as /suppliers/:id, and the products buyers see there now (none while the storefront
 * is hidden, e.g. suspended).
 */
export function StorefrontPreview({ s }: { s: Storefront }) {
  const t = useT('seller');
  const tb = useT('browse');
  const { intl } = useLocale();
  const headingId = useId();
  const live = useSupplier(s.id);
  const products = live.data?.products ?? [];
  return (
    <section className="sk-sf-preview" aria-labelledby={headingId}>
      <div className="sk-sf-preview-bar">
        <h2 id={headingId}>{t('sf.preview.title')}</h2>
        <Link className="sk-seller-back" to={`/suppliers/${s.id}`}>
          {t('sf.preview.open')}
        </Link>
      </div>
      <p className="sk-trade-fine">{t('sf.preview.text')}</p>
      <div className="sk-sf-preview-page" data-testid="storefront-preview">
        <StorefrontHead s={s} level={2} />
        <div className="bw-panel">
          <h3 className="bw-panel__title">{tb('supplier.about')}</h3>
          <SupplierFacts s={s} />
          {s.description && (
            <div className="bw-description">
              <Markdown source={s.description} />
            </div>
          )}
        </div>
        <h3>{tb('supplier.products')}</h3>
        {products.length === 0 ? (
          <p>{tb('supplier.noProducts')}</p>
        ) : (
          <ul className="sk-sf-preview-products">
            {products.slice(0, 6).map((p) => (
              <li key={p.id}>
                {p.imageUrl ? <img src={p.imageUrl} alt="" loading="lazy" /> : <span aria-hidden />}
                <span>{p.title}</span>
              </li>
            ))}
          </ul>
        )}
        {live.data && live.data.productCount > 6 && (
          <p className="bw-muted">
            {t('sf.preview.more', { count: new Intl.NumberFormat(intl).format(live.data.productCount - 6) })}
          </p>
        )}
      </div>
    </section>
  );
}
