import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { page } from '../../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../../i18n/i18n';

type Load = () => Promise<{ default: ComponentType }>;

/**
 * The page's words download together with its code (no waterfall): the renderer's namespace, this
 * folder's, and the page's text through the lazily imported loader (as content.routes.tsx does).
 */
const withTexts =
  (textId: string | null, load: Load): Load =>
  () => {
    const lang = readStoredLanguage();
    for (const ns of ['content', 'services']) {
      void loadNamespace(lang, ns);
      void loadNamespace('en', ns);
    }
    if (textId)
      void import('../content-loader')
        .then((m) => m.loadContent(textId, lang))
        // The page itself reports a missing text; a preload must not add an unhandled rejection.
        .catch(() => undefined);
    return load();
  };

/** Text pages and light tools: our own CSS, no antd. */
const light = (textId: string | null, load: Load) => page(withTexts(textId, load), { antd: false });
/** Pages with a request form (antd). */
const withForm = (textId: string, load: Load) => page(withTexts(textId, load));

const backOffice = () => import('./back-office.page');

/**
 * The spec's service pages (issue 12): the services Sokoni arranges through partners, each with its
 * request form; the buyer's and seller's hubs and tools; and the spec's aliases of other screens.
 * The analytics screens (/analytics, /ceo-dashboard, …) are pages/analytics (issue 14).
 */
export const serviceRoutes: RouteObject[] = [
  { path: '/trade-finance', element: withForm('trade-finance', () => import('./trade-finance.page')) },
  { path: '/logistics', element: withForm('logistics', () => import('./logistics.page')) },
  { path: '/quality-control', element: withForm('quality-control', () => import('./quality-control.page')) },
  { path: '/partnerships', element: withForm('partnerships', () => import('./partnerships.page')) },
  { path: '/business-tools', element: light('business-tools', () => import('./business-tools.page')) },
  { path: '/buyer-central', element: light('buyer-central', () => import('./buyer-central.page')) },
  {
    path: '/inventory-forecasting',
    element: light('inventory-forecasting', () => import('./inventory-forecasting.page')),
  },
  { path: '/ai-onboarding', element: light('ai-onboarding', () => import('./ai-onboarding.page')) },
  { path: '/buyer/portal', element: light('buyer-portal', () => import('./buyer-portal.page')) },
  { path: '/seller-dashboard', element: <Navigate to="/seller/dashboard" replace /> },
  { path: '/products-dashboard', element: <Navigate to="/seller/products" replace /> },
  // The back office is another application: a full page load to /admin/.
  { path: '/admin-dashboard', element: light(null, backOffice) },
  { path: '/audit-logs', element: light(null, backOffice) },
  { path: '/admin', element: light(null, backOffice) },
  { path: '/admin/users', element: light(null, backOffice) },
];
