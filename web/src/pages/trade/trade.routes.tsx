import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../i18n/i18n';

/** Each page's code and its texts download together (no waterfall); every page is its own chunk. */
const withTexts =
  <T,>(load: () => Promise<T>) =>
  () => {
    const lang = readStoredLanguage();
    // browse: the names of the sellers' units ("4 bags").
    for (const ns of ['trade', 'browse']) {
      void loadNamespace(lang, ns);
      void loadNamespace('en', ns);
    }
    return load();
  };

/**
 * Buying and selling (issue 11): checkout from the server cart, the payment step (the sandbox
 * provider's page), the buyer's orders, and the seller's orders, stock and payouts.
 */
export const tradeRoutes: RouteObject[] = [
  { path: '/checkout', element: page(withTexts(() => import('./checkout/checkout.page'))) },
  { path: '/checkout/:id', element: page(withTexts(() => import('./checkout/checkout-status.page'))) },
  { path: '/sandbox/pay/:paymentId', element: page(withTexts(() => import('./payment/sandbox-pay.page'))) },
  { path: '/orders', element: page(withTexts(() => import('./orders/orders.page'))) },
  { path: '/orders/:id', element: page(withTexts(() => import('./orders/order.page'))) },
  { path: '/seller/orders', element: page(withTexts(() => import('./seller/seller-orders.page'))) },
  { path: '/seller/orders/:id', element: page(withTexts(() => import('./seller/seller-order.page'))) },
  { path: '/seller/stock', element: page(withTexts(() => import('./seller/stock.page'))) },
  { path: '/seller/payouts', element: page(withTexts(() => import('./seller/payouts.page'))) },
];
