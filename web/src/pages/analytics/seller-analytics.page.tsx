import { Skeleton } from 'antd';
import { Link } from 'react-router';
import type { SessionUser } from '../../auth/session';
import { useLocale, useT } from '../../i18n/i18n';
import { countryName } from '../browse/lib/country';
import { ErrorAlert, RequireRole, TradePage } from '../trade/components/trade-ui';
import { SellerNav } from '../trade/seller/seller-nav';
import { Breakdown } from './components/breakdown';
import { KpiCards, type KpiItem } from './components/kpi-cards';
import { SeriesChart, type SeriesLine } from './components/series-chart';
import { PeriodLine, Toolbar } from './components/toolbar';
import { useDashboardQuery } from './dashboard-query';
import { useSellerDashboard, type SellerDashboard } from './dashboards-api';
import '../trade/trade.css';
import './analytics.css';

const LINES: readonly SeriesLine[] = [
  { key: 'revenue', label: 'kpi.revenue', kind: 'money', shape: 'bar', color: '#0b6e4f' },
  { key: 'views', label: 'kpi.views', kind: 'count', shape: 'line', color: '#1d4ed8' },
  { key: 'inquiries', label: 'kpi.inquiries', kind: 'count', shape: 'line', color: '#b45309' },
  { key: 'quotes', label: 'kpi.quotes', kind: 'count', shape: 'line', color: '#7c3aed' },
  { key: 'orders', label: 'kpi.orders', kind: 'count', shape: 'line', color: '#be123c' },
];

function Figures({ data }: { data: SellerDashboard }) {
  const t = useT('analytics');
  const { intl } = useLocale();
  const k = data.kpis;
  const kpis: KpiItem[] = [
    { label: 'kpi.views', kpi: k.views, kind: 'count' },
    { label: 'kpi.inquiries', kpi: k.inquiries, kind: 'count' },
    { label: 'kpi.quotes', kpi: k.quotes, kind: 'count' },
    { label: 'kpi.orders', kpi: k.orders, kind: 'count' },
    { label: 'kpi.revenue', kpi: k.revenue, kind: 'money' },
    { label: 'kpi.conversionRate', kpi: k.conversionRate, kind: 'rate' },
  ];
  const country = (code: string) => (code ? countryName(code, intl) : t('unknown'));
  return (
    <>
      <KpiCards items={kpis} label={t('kpi.title')} />
      <SeriesChart
        title={t('seller.overTime')}
        rows={data.series}
        lines={LINES}
        granularity={data.period.granularity}
      />
      <div className="sk-an-grid">
        <Breakdown
          title={t('seller.byProduct')}
          rows={data.byProduct}
          rowKey={(r) => r.productId}
          name={(r) => r.title}
          link={(r) => <Link to={`/products/${r.productId}`}>{r.title}</Link>}
          nameLabel={t('column.product')}
          columns={[
            { key: 'revenue', label: 'kpi.revenue', kind: 'money' },
            { key: 'views', label: 'kpi.views', kind: 'count' },
            { key: 'inquiries', label: 'kpi.inquiries', kind: 'count' },
            { key: 'orders', label: 'kpi.orders', kind: 'count' },
            { key: 'conversionRate', label: 'kpi.conversionRate', kind: 'rate' },
          ]}
        />
        <Breakdown
          title={t('seller.byCountry')}
          rows={data.byCountry}
          rowKey={(r) => r.country || '-'}
          name={(r) => country(r.country)}
          nameLabel={t('column.buyerCountry')}
          columns={[
            { key: 'revenue', label: 'kpi.revenue', kind: 'money' },
            { key: 'views', label: 'kpi.views', kind: 'count' },
            { key: 'inquiries', label: 'kpi.inquiries', kind: 'count' },
            { key: 'quotes', label: 'kpi.quotes', kind: 'count' },
            { key: 'orders', label: 'kpi.orders', kind: 'count' },
            { key: 'conversionRate', label: 'kpi.conversionRate', kind: 'rate' },
          ]}
        />
      </div>
    </>
  );
}

function SellerAnalytics({ user }: { user: SessionUser }) {
  const t = useT('analytics');
  const [query, setQuery] = useDashboardQuery();
  const dashboard = useSellerDashboard(user.id, query);
  return (
    <>
      <Toolbar kind="seller" query={query} onChange={setQuery} />
      <PeriodLine period={dashboard.data?.period} />
      {dashboard.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : dashboard.isError ? (
        <ErrorAlert error={dashboard.error} fallback={t('error.network')} />
      ) : (
        <div aria-busy={dashboard.isPlaceholderData}>
          <Figures data={dashboard.data} />
        </div>
      )}
    </>
  );
}

/** /analytics and /analytics-dashboard: how buyers find, ask about and buy the seller's products. */
export default function SellerAnalyticsPage() {
  const t = useT('analytics');
  return (
    <TradePage title={t('seller.title')} lead={t('seller.lead')}>
      <RequireRole role="seller">
        {(user) => (
          <>
            <SellerNav />
            <SellerAnalytics user={user} />
          </>
        )}
      </RequireRole>
    </TradePage>
  );
}
