import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { Link } from 'react-router';
import type { SessionUser } from '../../auth/session';
import { useWishlist } from '../../cart/wishlist-store';
import { formatMinor } from '../../currency/money';
import { useLocale, useT } from '../../i18n/i18n';
import { useSupplier } from '../browse/api/suppliers.api';
import { CountryLabel } from '../browse/components/country-label';
import { buyerKeys, recentlyViewedApi, savedSuppliersApi, useSavedSuppliers } from './buyer-api';
import { mergeGuestViews } from './recently-viewed';

const SHOWN = 6;

function SavedSupplierRow({ userId, supplierId }: { userId: string; supplierId: string }) {
  const t = useT('buyer');
  const client = useQueryClient();
  const supplier = useSupplier(supplierId);
  const unsave = async () =>
    client.setQueryData(buyerKeys.savedSuppliers(userId), await savedSuppliersApi.unsave(supplierId));
  const data = supplier.data;
  const name = data?.companyName;
  return (
    <li className="by-row">
      {supplier.isPending ? (
        <Skeleton.Input active size="small" />
      ) : data ? (
        <>
          <Link to={`/suppliers/${supplierId}`} className="by-row__main">
            {data.companyName}
          </Link>
          <span className="by-muted">
            <CountryLabel code={data.country} />
          </span>
        </>
      ) : (
        <span className="by-row__main by-muted">{t('suppliers.gone')}</span>
      )}
      <Button size="small" onClick={() => void unsave().catch(() => undefined)}>
        {t('suppliers.remove', { name: name ?? '' })}
      </Button>
    </li>
  );
}

/** Suppliers the buyer saved from their storefronts, newest first. */
export function SavedSuppliersSection({ user }: { user: SessionUser }) {
  const t = useT('buyer');
  const saved = useSavedSuppliers(user.id);
  if (saved.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (saved.isError) return <Alert type="error" showIcon role="alert" title={t('error.load')} />;
  if (saved.data.items.length === 0)
    return (
      <p className="by-muted">
        {t('suppliers.none')} <Link to="/suppliers">{t('suppliers.browse')}</Link>
      </p>
    );
  return (
    <ul className="by-rows">
      {saved.data.items.slice(0, SHOWN * 2).map((s) => (
        <SavedSupplierRow key={s.supplierId} userId={user.id} supplierId={s.supplierId} />
      ))}
    </ul>
  );
}

interface Card {
  productId: string;
  title: string;
  imageUrl: string | null;
  price: string | null;
}

function ProductCards({ cards }: { cards: Card[] }) {
  return (
    <ul className="by-cards">
      {cards.map((c) => (
        <li key={c.productId} className="by-card">
          <div className="by-card__media">
            {c.imageUrl ? <img src={c.imageUrl} alt="" width={96} height={96} loading="lazy" /> : null}
          </div>
          <Link to={`/products/${c.productId}`}>{c.title}</Link>
          {c.price && <span className="by-muted">{c.price}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The buyer's saved products (the wishlist), the newest few. */
export function WishlistSection() {
  const t = useT('buyer');
  const { intl } = useLocale();
  const { items, loading, error } = useWishlist();
  if (error) return <Alert type="error" showIcon role="alert" title={t('error.load')} />;
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  const cards = items.slice(0, SHOWN).map((i) => ({
    productId: i.productId,
    title: i.title,
    imageUrl: i.imageUrl,
    price:
      i.product?.fromUnitPriceMinor != null
        ? t('price.from', { price: formatMinor(i.product.fromUnitPriceMinor, i.product.currency, intl) })
        : null,
  }));
  return (
    <>
      {cards.length === 0 ? <p className="by-muted">{t('wishlist.none')}</p> : <ProductCards cards={cards} />}
      <Link to="/wishlist" className="by-more">
        {t('wishlist.all', { count: items.length })}
      </Link>
    </>
  );
}

/** Products the buyer opened lately (the history kept while signed out joins it first). */
export function RecentlyViewedSection({ user }: { user: SessionUser }) {
  const t = useT('buyer');
  const { intl } = useLocale();
  const recent = useQuery({
    queryKey: buyerKeys.recentlyViewed(user.id),
    queryFn: async ({ signal }) => {
      await mergeGuestViews().catch(() => undefined);
      return recentlyViewedApi.list(signal);
    },
  });
  if (recent.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (recent.isError) return <Alert type="error" showIcon role="alert" title={t('error.load')} />;
  if (recent.data.length === 0) return <p className="by-muted">{t('recent.none')}</p>;
  return (
    <ProductCards
      cards={recent.data.slice(0, SHOWN * 2).map((p) => ({
        productId: p.productId,
        title: p.title,
        imageUrl: p.imageUrl,
        price:
          p.fromUnitPriceMinor != null
            ? t('price.from', { price: formatMinor(p.fromUnitPriceMinor, p.currency, intl) })
            : null,
      }))}
    />
  );
}
