import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../i18n/i18n';

/** The page's texts download together with its code (no waterfall). */
const rfq = () => {
  void loadNamespace(readStoredLanguage(), 'rfq');
  void loadNamespace('en', 'rfq');
  return import('./rfq.page');
};

/**
 * Request for quotation: today a sourcing request to Sokoni's team (antd form). /rfq is the same
 * screen until the trade service lists a buyer's RFQs there.
 */
export const rfqRoutes: RouteObject[] = [
  { path: '/rfq/new', element: page(rfq) },
  { path: '/rfq', element: page(rfq) },
];
