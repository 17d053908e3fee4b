import { Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/problem';
import type { SessionUser } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { ErrorAlert, NotFound, RequireRole, TradePage } from '../trade/components/trade-ui';
import { SellerNav } from '../trade/seller/seller-nav';
import { ProductForm } from './product-form';
import { useSellerProduct } from './seller-products-api';
import '../trade/trade.css';
import './seller.css';

function EditProduct({ user, id }: { user: SessionUser; id: string }) {
  const t = useT('seller');
  const product = useSellerProduct(user.id, id);
  if (product.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (product.isError)
    // Another seller's draft answers 404, like a missing one.
    return product.error instanceof ApiError && product.error.status === 404 ? (
      <NotFound back="/seller/products" backLabel={t('list.title')} />
    ) : (
      <ErrorAlert error={product.error} fallback={t('error.network')} />
    );
  // Another seller's published product is readable, but not theirs to change.
  if (product.data.supplier.id !== user.id)
    return <NotFound back="/seller/products" backLabel={t('list.title')} />;
  // Keyed by id: a duplicate opened from here starts from its own fields.
  return <ProductForm key={product.data.id} user={user} product={product.data} />;
}

/** /products/new (and /products/create) and /products/edit/:id: the seller's product form. */
export default function ProductEditorPage() {
  const t = useT('seller');
  const { id } = useParams();
  return (
    <TradePage
      title={t(id ? 'form.editTitle' : 'form.newTitle')}
      lead={
        <>
          {t(id ? 'form.editLead' : 'form.newLead')}{' '}
          <Link className="sk-seller-back" to="/seller/products">
            {t('form.back')}
          </Link>
        </>
      }
    >
      <RequireRole role="seller">
        {(user) => (
          <>
            <SellerNav />
            {id ? <EditProduct user={user} id={id} /> : <ProductForm key="new" user={user} />}
          </>
        )}
      </RequireRole>
    </TradePage>
  );
}
