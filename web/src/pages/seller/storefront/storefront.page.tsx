import { Skeleton } from 'antd';
import { useState } from 'react';
import type { SessionUser } from '../../../auth/session';
import { useT } from '../../../i18n/i18n';
import { ErrorAlert, RequireRole, TradePage } from '../../trade/components/trade-ui';
import { SellerNav } from '../../trade/seller/seller-nav';
import { useMyStorefront, usePublishedTitles, useStoreStorefront } from './storefront-api';
import { StorefrontForm } from './storefront-form';
import { StorefrontPictures } from './storefront-pictures';
import { StorefrontPreview } from './storefront-preview';
import { formOfStorefront, previewOf, type Storefront, type StorefrontFormValues } from './storefront-rules';
import '../../browse/browse.css';
import '../../trade/trade.css';
import '../seller.css';
import './storefront.css';

function Editor({ user, storefront }: { user: SessionUser; storefront: Storefront }) {
  const store = useStoreStorefront(user.id);
  const titles = usePublishedTitles(user.id);
  // What the form holds now, saved or not: the preview follows it as the seller types.
  const [values, setValues] = useState<StorefrontFormValues>(() => formOfStorefront(storefront));
  return (
    <div className="sk-sf">
      <div>
        <StorefrontPictures storefront={storefront} onChange={store} />
        <StorefrontForm
          storefront={storefront}
          publishedTitles={titles.data ?? []}
          onSaved={(s) => {
            store(s);
            setValues(formOfStorefront(s));
          }}
          onValues={setValues}
        />
      </div>
      <StorefrontPreview s={previewOf(storefront, values)} />
    </div>
  );
}

function Load({ user }: { user: SessionUser }) {
  const t = useT('seller');
  const mine = useMyStorefront(user.id);
  if (mine.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (mine.isError) return <ErrorAlert error={mine.error} fallback={t('error.network')} />;
  return <Editor user={user} storefront={mine.data} />;
}

/** /seller/storefront: the company profile, logo, banner, main products and languages, with a preview. */
export default function SellerStorefrontPage() {
  const t = useT('seller');
  return (
    <TradePage title={t('sf.title')} lead={t('sf.lead')}>
      <RequireRole role="seller">
        {(user) => (
          <>
            <SellerNav />
            <Load user={user} />
          </>
        )}
      </RequireRole>
    </TradePage>
  );
}
