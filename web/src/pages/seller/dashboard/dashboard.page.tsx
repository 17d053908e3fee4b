import { Skeleton } from 'antd';
import { Link } from 'react-router';
import type { SessionUser } from '../../../auth/session';
import { useT } from '../../../i18n/i18n';
import { ErrorAlert, RequireRole, TradePage } from '../../trade/components/trade-ui';
import { SellerNav } from '../../trade/seller/seller-nav';
import { Attention } from './attention';
import { useProductSummary } from './dashboard-api';
import { ProductCounts, ProductViews } from './figures';
import '../../trade/trade.css';
import '../seller.css';
import './dashboard.css';

function Figures({ user }: { user: SessionUser }) {
  const t = useT('seller');
  const summary = useProductSummary(user.id);
  if (summary.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (summary.isError) return <ErrorAlert error={summary.error} fallback={t('error.network')} />;
  return (
    <>
      <ProductCounts summary={summary.data} />
      <ProductViews summary={summary.data} />
    </>
  );
}

function Shortcuts({ user }: { user: SessionUser }) {
  const t = useT('seller');
  return (
    <nav className="sk-dash-shortcuts" aria-label={t('dash.links.title')}>
      <Link className="sk-btn" to="/products/new">
        {t('dash.links.add')}
      </Link>
      <Link className="sk-btn sk-btn-ghost" to="/seller/storefront">
        {t('dash.links.storefront')}
      </Link>
      <Link className="sk-btn sk-btn-ghost" to={`/suppliers/${user.id}`}>
        {t('dash.links.public')}
      </Link>
    </nav>
  );
}

/** /seller/dashboard: what needs the seller's attention, and how buyers find their products. */
export default function SellerDashboardPage() {
  const t = useT('seller');
  return (
    <TradePage title={t('dash.title')} lead={t('dash.lead')}>
      <RequireRole role="seller">
        {(user) => (
          <>
            <SellerNav />
            <Shortcuts user={user} />
            <div className="sk-dash">
              <Attention user={user} />
              <div>
                <Figures user={user} />
              </div>
            </div>
          </>
        )}
      </RequireRole>
    </TradePage>
  );
}
