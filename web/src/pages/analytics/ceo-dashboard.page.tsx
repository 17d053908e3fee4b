import { useLocale, useT } from '../../i18n/i18n';
import { countryName } from '../browse/lib/country';
import { Breakdown } from './components/breakdown';
import { Funnel } from './components/funnel';
import { KpiCards, type KpiItem } from './components/kpi-cards';
import { SearchFigures } from './components/searches';
import { SeriesChart, type SeriesLine } from './components/series-chart';
import { StaffDashboard, useCategoryNames } from './components/staff-dashboard';
import type { CeoDashboard } from './dashboards-api';
import '../trade/trade.css';
import './analytics.css';

const LINES: readonly SeriesLine[] = [
  { key: 'gmv', label: 'kpi.gmv', kind: 'money', shape: 'bar', color: '#0b6e4f' },
  { key: 'orders', label: 'kpi.orders', kind: 'count', shape: 'line', color: '#be123c' },
  { key: 'signUps', label: 'kpi.signUps', kind: 'count', shape: 'line', color: '#1d4ed8' },
];

function Overview({ data }: { data: CeoDashboard }) {
  const t = useT('analytics');
  const { intl } = useLocale();
  const category = useCategoryNames();
  const k = data.kpis;
  const kpis: KpiItem[] = [
    { label: 'kpi.gmv', kpi: k.gmv, kind: 'money' },
    { label: 'kpi.platformRevenue', kpi: k.platformRevenue, kind: 'money' },
    { label: 'kpi.feeRevenue', kpi: k.feeRevenue, kind: 'money' },
    { label: 'kpi.membershipRevenue', kpi: k.membershipRevenue, kind: 'money' },
    { label: 'kpi.orders', kpi: k.orders, kind: 'count' },
    { label: 'kpi.averageOrderValue', kpi: k.averageOrderValue, kind: 'money' },
    { label: 'kpi.activeBuyers', kpi: k.activeBuyers, kind: 'count' },
    { label: 'kpi.activeSellers', kpi: k.activeSellers, kind: 'count' },
    { label: 'kpi.signUps', kpi: k.signUps, kind: 'count' },
    { label: 'kpi.visitors', kpi: k.visitors, kind: 'count' },
    { label: 'kpi.conversionRate', kpi: k.conversionRate, kind: 'rate' },
    { label: 'kpi.escrowHeld', kpi: k.escrowHeld, kind: 'money' },
    { label: 'kpi.escrowReleased', kpi: k.escrowReleased, kind: 'money' },
    { label: 'kpi.disputeRate', kpi: k.disputeRate, kind: 'rate', lowerIsBetter: true },
  ];
  return (
    <>
      <KpiCards items={kpis} label={t('kpi.title')} />
      <SeriesChart
        title={t('ceo.overTime')}
        rows={data.series}
        lines={LINES}
        granularity={data.period.granularity}
      />
      <Funnel funnel={data.funnel} />
      <div className="sk-an-grid">
        <Breakdown
          title={t('ceo.byCountry')}
          rows={data.byCountry}
          rowKey={(r) => r.country || '-'}
          name={(r) => (r.country ? countryName(r.country, intl) : t('unknown'))}
          nameLabel={t('column.country')}
          columns={[
            { key: 'gmv', label: 'kpi.gmv', kind: 'money' },
            { key: 'orders', label: 'kpi.orders', kind: 'count' },
            { key: 'activeBuyers', label: 'kpi.activeBuyers', kind: 'count' },
            { key: 'signUps', label: 'kpi.signUps', kind: 'count' },
          ]}
        />
        <Breakdown
          title={t('ceo.byCategory')}
          rows={data.byCategory}
          rowKey={(r) => r.category || '-'}
          name={(r) => category(r.category)}
          nameLabel={t('column.category')}
          columns={[
            { key: 'gmv', label: 'kpi.gmv', kind: 'money' },
            { key: 'orders', label: 'kpi.orders', kind: 'count' },
          ]}
        />
      </div>
      <SearchFigures searches={data.searches} />
    </>
  );
}

/** /ceo-dashboard, /business-intelligence(-dashboard): how the marketplace is doing, for staff. */
export default function CeoDashboardPage() {
  const t = useT('analytics');
  return (
    <StaffDashboard title={t('ceo.title')} lead={t('ceo.lead')}>
      {(data) => <Overview data={data} />}
    </StaffDashboard>
  );
}
