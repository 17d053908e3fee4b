import type { RouteObject } from 'react-router';
import { page } from '../../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../../i18n/i18n';

/** The page's code and its texts download together; trade and seller: the navigation and guard. */
const withTexts =
  <T,>(load: () => Promise<T>) =>
  () => {
    const lang = readStoredLanguage();
    for (const ns of ['bulk', 'seller', 'trade']) {
      void loadNamespace(lang, ns);
      void loadNamespace('en', ns);
    }
    return load();
  };

/** Bulk product upload (/products/bulk). */
export const bulkRoutes: RouteObject[] = [
  { path: '/products/bulk', element: page(withTexts(() => import('./bulk-upload.page'))) },
];
