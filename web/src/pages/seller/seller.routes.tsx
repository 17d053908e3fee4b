import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../i18n/i18n';

/**
 * Each page's code and its texts download together (no waterfall). trade: the seller navigation
 * and the sign-in guard; browse: the names of units after a quantity ("500 kg").
 */
const withTexts =
  <T,>(load: () => Promise<T>) =>
  () => {
    const lang = readStoredLanguage();
    for (const ns of ['seller', 'trade', 'browse']) {
      void loadNamespace(lang, ns);
      void loadNamespace('en', ns);
    }
    return load();
  };

const editor = withTexts(() => import('./product-editor.page'));

/**
 * The seller workspace (issue 12): the dashboard, the products by status and the form to write or
 * change one, and the storefront editor.
 */
export const sellerRoutes: RouteObject[] = [
  { path: '/seller/dashboard', element: page(withTexts(() => import('./dashboard/dashboard.page'))) },
  { path: '/seller/storefront', element: page(withTexts(() => import('./storefront/storefront.page'))) },
  { path: '/seller/products', element: page(withTexts(() => import('./products.page'))) },
  { path: '/products/new', element: page(editor) },
  { path: '/products/create', element: page(editor) },
  { path: '/products/edit/:id', element: page(editor) },
];
