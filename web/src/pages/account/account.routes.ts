import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../i18n/i18n';

const account = () => {
  void loadNamespace(readStoredLanguage(), 'auth');
  void loadNamespace('en', 'auth');
  return import('./account.page');
};

const confirmEmail = () => {
  void loadNamespace(readStoredLanguage(), 'auth');
  void loadNamespace('en', 'auth');
  return import('./confirm-email.page');
};

/** The visitor's own things: cart and wishlist (light pages), and the account (antd form). */
export const accountRoutes: RouteObject[] = [
  { path: '/cart', element: page(() => import('./cart.page'), { antd: false }) },
  { path: '/wishlist', element: page(() => import('./wishlist.page'), { antd: false }) },
  { path: '/account', element: page(account) },
  { path: '/profile', element: page(account) },
  { path: '/settings', element: page(account) },
  // The link of an e-mail change (identity's RequestEmailChange builds it).
  { path: '/account/confirm-email', element: page(confirmEmail) },
];
