import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../i18n/i18n';

/** Each page's code and its texts download together (no waterfall); trade: the sign-in guard and money. */
const withTexts =
  <T,>(load: () => Promise<T>) =>
  () => {
    const lang = readStoredLanguage();
    for (const ns of ['rfq', 'trade']) {
      void loadNamespace(lang, ns);
      void loadNamespace('en', ns);
    }
    return load();
  };

/**
 * Requests for quotation (issue 13): the buyer's RFQs, the form, one RFQ (the buyer compares and
 * accepts quotes, a supplier quotes), and the inquiries of each side of the workspace.
 */
export const rfqRoutes: RouteObject[] = [
  { path: '/rfq', element: page(withTexts(() => import('./rfq-list.page'))) },
  { path: '/rfq/new', element: page(withTexts(() => import('./rfq-new.page'))) },
  { path: '/rfq/:id', element: page(withTexts(() => import('./rfq-detail.page'))) },
  { path: '/buyer/inquiries', element: page(withTexts(() => import('./inquiries/buyer-inquiries.page'))) },
  { path: '/seller/inquiries', element: page(withTexts(() => import('./inquiries/seller-inquiries.page'))) },
];
