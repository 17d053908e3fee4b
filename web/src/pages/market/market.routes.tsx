import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../i18n/i18n';

/** The page's texts download together with its code (no waterfall). */
const market = () => {
  void loadNamespace(readStoredLanguage(), 'market');
  void loadNamespace('en', 'market');
  return import('./market.page');
};

/** Market intelligence: live marketplace figures, no antd. */
export const marketRoutes: RouteObject[] = [
  { path: '/market-intelligence', element: page(market, { antd: false }) },
];
