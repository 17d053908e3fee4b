import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../i18n/i18n';

/** Each page's code and its words download together (no waterfall); trade: the guard and the seller's tabs. */
const withTexts =
  <T,>(load: () => Promise<T>) =>
  () => {
    const lang = readStoredLanguage();
    for (const ns of ['analytics', 'trade']) {
      void loadNamespace(lang, ns);
      void loadNamespace('en', ns);
    }
    return load();
  };

const seller = page(withTexts(() => import('./seller-analytics.page')));
const ceo = page(withTexts(() => import('./ceo-dashboard.page')));

/**
 * The analytics dashboards (issue 14): sellers' own figures, and the company's for staff (admin,
 * analyst). Charts (recharts) load with these pages only.
 */
export const analyticsRoutes: RouteObject[] = [
  { path: '/analytics', element: seller },
  { path: '/analytics-dashboard', element: seller },
  { path: '/ceo-dashboard', element: ceo },
  { path: '/business-intelligence', element: ceo },
  { path: '/business-intelligence-dashboard', element: ceo },
  { path: '/financial-dashboard', element: page(withTexts(() => import('./financial-dashboard.page'))) },
];
