import { useT } from '../../i18n/i18n';
import { KpiCards, type KpiItem } from './components/kpi-cards';
import { SeriesChart, type SeriesLine } from './components/series-chart';
import { StaffDashboard } from './components/staff-dashboard';
import type { CeoDashboard } from './dashboards-api';
import '../trade/trade.css';
import './analytics.css';

const LINES: readonly SeriesLine[] = [
  { key: 'gmv', label: 'kpi.gmv', kind: 'money', shape: 'bar', color: '#0b6e4f' },
  { key: 'platformRevenue', label: 'kpi.platformRevenue', kind: 'money', shape: 'line', color: '#b45309' },
];

function Money({ data }: { data: CeoDashboard }) {
  const t = useT('analytics');
  const k = data.kpis;
  const revenue: KpiItem[] = [
    { label: 'kpi.gmv', kpi: k.gmv, kind: 'money' },
    { label: 'kpi.platformRevenue', kpi: k.platformRevenue, kind: 'money' },
    { label: 'kpi.feeRevenue', kpi: k.feeRevenue, kind: 'money' },
    { label: 'kpi.membershipRevenue', kpi: k.membershipRevenue, kind: 'money' },
  ];
  const escrow: KpiItem[] = [
    { label: 'kpi.escrowHeld', kpi: k.escrowHeld, kind: 'money' },
    { label: 'kpi.escrowReleased', kpi: k.escrowReleased, kind: 'money' },
    { label: 'kpi.escrowRefunded', kpi: k.escrowRefunded, kind: 'money', lowerIsBetter: true },
    { label: 'kpi.escrowBalance', kpi: k.escrowBalance, kind: 'money' },
    { label: 'kpi.disputes', kpi: k.disputes, kind: 'count', lowerIsBetter: true },
    { label: 'kpi.disputeRate', kpi: k.disputeRate, kind: 'rate', lowerIsBetter: true },
  ];
  return (
    <>
      <h2 className="sk-an-heading">{t('financial.revenue')}</h2>
      <KpiCards items={revenue} label={t('financial.revenue')} />
      <h2 className="sk-an-heading">{t('financial.escrow')}</h2>
      <KpiCards items={escrow} label={t('financial.escrow')} />
      <SeriesChart
        title={t('financial.overTime')}
        rows={data.series}
        lines={LINES}
        granularity={data.period.granularity}
      />
    </>
  );
}

/** /financial-dashboard: the money side of the same figures (revenue, escrow, disputes), for staff. */
export default function FinancialDashboardPage() {
  const t = useT('analytics');
  return (
    <StaffDashboard title={t('financial.title')} lead={t('financial.lead')}>
      {(data) => <Money data={data} />}
    </StaffDashboard>
  );
}
