import { lazy, useMemo, useSyncExternalStore } from 'react';
import { CacheProvider } from '@emotion/react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { LoginPage } from './auth/LoginPage';
import { Home } from './dashboard/Home';
import { directionOf } from './i18n/i18n-provider';
import { AppLayout } from './layout/Layout';
import { ANALYTICS_PATH } from './layout/Menu';
import { authProvider, dataProvider, i18n } from './providers';
import auditLogs from './resources/audit-logs';
import categories from './resources/categories';
import contactMessages from './resources/contact-messages';
import conversationReports from './resources/conversation-reports';
import deadLetters from './resources/dead-letters';
import disputes from './resources/disputes';
import experiments from './resources/experiments';
import { dailyMetricsReport, funnelReport, sellersReport } from './resources/reports';
import emails from './resources/emails';
import smsMessages from './resources/sms';
import ledgerBalances from './resources/ledger-balances';
import ledgerEntries from './resources/ledger-entries';
import newsletterSubscriptions from './resources/newsletter-subscriptions';
import orders from './resources/orders';
import payments from './resources/payments';
import payouts from './resources/payouts';
import products from './resources/products';
import refunds from './resources/refunds';
import rfqs from './resources/rfqs';
import serviceRequests from './resources/service-requests';
import supplierVerifications from './resources/supplier-verifications';
import users from './resources/users';
import { BASENAME } from './config';
import { emotionCacheFor, themeFor } from './theme/theme';

const subscribe = (onChange: () => void) => i18n.subscribe(onChange);
// recharts and the dashboard load only when the page is opened.
const CeoDashboard = lazy(() => import('./analytics/dashboard/CeoDashboard'));

/** The back office: react-admin on ra-data-simple-rest at /api/v1/admin, for staff only. */
export function App() {
  const locale = useSyncExternalStore(subscribe, i18n.locale);
  const direction = directionOf(locale);
  const theme = useMemo(() => themeFor(direction), [direction]);
  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <Admin
        basename={BASENAME}
        title="Sokoni"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18n.provider}
        layout={AppLayout}
        loginPage={LoginPage}
        dashboard={Home}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        {(permissions: unknown) => (
          <>
            {/*
             * ANALYTICS_RESOURCES (auth/auth-provider.ts): the analytics resources, for admins and
             * analysts alike, go here: experiments, reports-daily-metrics, reports-funnel,
             * reports-sellers, and the "Analytics" custom route and menu item.
             */}
            <Resource name="experiments" {...experiments} />
            <Resource name="reports-daily-metrics" {...dailyMetricsReport} />
            <Resource name="reports-funnel" {...funnelReport} />
            <Resource name="reports-sellers" {...sellersReport} />
            <CustomRoutes>
              <Route path={ANALYTICS_PATH} element={<CeoDashboard />} />
            </CustomRoutes>
            {/* Staff work on users, listings, orders and money: admins only, never analysts. */}
            {permissions === 'admin' && (
              <>
                <Resource name="users" {...users} />
                <Resource name="supplier-verifications" {...supplierVerifications} />
                <Resource name="products" {...products} />
                <Resource name="categories" {...categories} />
                <Resource name="orders" {...orders} />
                <Resource name="payments" {...payments} />
                <Resource name="disputes" {...disputes} />
                <Resource name="rfqs" {...rfqs} />
                <Resource name="refunds" {...refunds} />
                <Resource name="ledger-entries" {...ledgerEntries} />
                <Resource name="ledger-balances" {...ledgerBalances} />
                <Resource name="payouts" {...payouts} />
                <Resource name="emails" {...emails} />
                <Resource name="sms-messages" {...smsMessages} />
                <Resource name="contact-messages" {...contactMessages} />
                <Resource name="conversation-reports" {...conversationReports} />
                <Resource name="service-requests" {...serviceRequests} />
                <Resource name="newsletter-subscriptions" {...newsletterSubscriptions} />
                <Resource name="audit-logs" {...auditLogs} />
                <Resource name="dead-letters" {...deadLetters} />
              </>
            )}
          </>
        )}
      </Admin>
    </CacheProvider>
  );
}
