import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../i18n/i18n';

/** The page's code and its texts download together (no waterfall). trade: order statuses; browse: units; rfq: RFQ statuses. */
const withTexts =
  <T,>(load: () => Promise<T>) =>
  () => {
    const lang = readStoredLanguage();
    for (const ns of ['buyer', 'trade', 'browse', 'rfq']) {
      void loadNamespace(lang, ns);
      void loadNamespace('en', ns);
    }
    return load();
  };

const dashboard = page(withTexts(() => import('./dashboard.page')));

/** The buyer workspace (/buyer/dashboard, /dashboard). */
export const buyerRoutes: RouteObject[] = [
  { path: '/buyer/dashboard', element: dashboard },
  { path: '/dashboard', element: dashboard },
];
