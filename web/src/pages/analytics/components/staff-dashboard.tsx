import { Select, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '../../../auth/session';
import { useLocale, useT } from '../../../i18n/i18n';
import { useCountries } from '../../auth/auth-api';
import { useTopCategories } from '../../home/home-api';
import { ErrorAlert, TradePage } from '../../trade/components/trade-ui';
import { useDashboardQuery } from '../dashboard-query';
import { useCeoDashboard, type CeoDashboard, type DashboardQuery } from '../dashboards-api';
import { StaffOnly } from './staff-only';
import { PeriodLine, Toolbar } from './toolbar';

/** Country and top-level category, as the CEO endpoint filters them. */
function Filters({
  query,
  onChange,
}: {
  query: DashboardQuery;
  onChange: (p: Partial<DashboardQuery>) => void;
}) {
  const t = useT('analytics');
  const { lang } = useLocale();
  const countries = useCountries(lang);
  const categories = useTopCategories();
  return (
    <>
      <label className="sk-an-field">
        <span>{t('filter.country')}</span>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('filter.allCountries')}
          value={query.country}
          loading={countries.isPending}
          onChange={(v?: string) => onChange({ country: v })}
          options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          style={{ minInlineSize: '12rem' }}
        />
      </label>
      <label className="sk-an-field">
        <span>{t('filter.category')}</span>
        <Select
          allowClear
          placeholder={t('filter.allCategories')}
          value={query.category}
          loading={categories.isPending}
          onChange={(v?: string) => onChange({ category: v })}
          options={(categories.data ?? []).map((c) => ({ value: c.path, label: c.name }))}
          style={{ minInlineSize: '12rem' }}
        />
      </label>
    </>
  );
}

/** The names of the top-level categories by slug, for the by-category breakdown. */
export function useCategoryNames(): (slug: string) => string {
  const t = useT('analytics');
  const categories = useTopCategories();
  return (slug) => (slug ? (categories.data?.find((c) => c.path === slug)?.name ?? slug) : t('unknown'));
}

/** The two staff views of the same figures, one click apart, keeping the period and filters. */
function StaffNav() {
  const t = useT('analytics');
  const { pathname, search } = useLocation();
  const cls = (active: boolean) => (active ? 'sk-trade-tab sk-trade-tab-active' : 'sk-trade-tab');
  const money = pathname === '/financial-dashboard';
  // /business-intelligence and its twin are the overview too: the current tab is set here, not by path.
  return (
    <nav className="sk-trade-tabs" aria-label={t('staffNav.label')}>
      <Link to={`/ceo-dashboard${search}`} className={cls(!money)} aria-current={money ? undefined : 'page'}>
        {t('staffNav.overview')}
      </Link>
      <Link
        to={`/financial-dashboard${search}`}
        className={cls(money)}
        aria-current={money ? 'page' : undefined}
      >
        {t('staffNav.financial')}
      </Link>
    </nav>
  );
}

function Dashboard({ user, children }: { user: SessionUser; children: (data: CeoDashboard) => ReactNode }) {
  const t = useT('analytics');
  const [query, setQuery] = useDashboardQuery();
  const dashboard = useCeoDashboard(user.id, query);
  return (
    <>
      <StaffNav />
      <Toolbar
        kind="ceo"
        query={query}
        onChange={setQuery}
        filters={<Filters query={query} onChange={setQuery} />}
      />
      <PeriodLine period={dashboard.data?.period} />
      {dashboard.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : dashboard.isError ? (
        <ErrorAlert error={dashboard.error} fallback={t('error.network')} />
      ) : (
        <div aria-busy={dashboard.isPlaceholderData}>{children(dashboard.data)}</div>
      )}
    </>
  );
}

/** A staff page over GET /api/v1/analytics/dashboards/ceo: the guard, the period and filters, the figures. */
export function StaffDashboard({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: (data: CeoDashboard) => ReactNode;
}) {
  return (
    <TradePage title={title} lead={lead}>
      <StaffOnly>{(user) => <Dashboard user={user}>{children}</Dashboard>}</StaffOnly>
    </TradePage>
  );
}
