import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../i18n/i18n';

/** Starts the page's texts downloading together with its code (no waterfall). */
const withTexts =
  <T>(load: () => Promise<T>) =>
  () => {
    void loadNamespace(readStoredLanguage(), 'auth');
    void loadNamespace('en', 'auth');
    return load();
  };

export const authRoutes: RouteObject[] = [
  { path: '/login', element: page(withTexts(() => import('./login.page'))) },
  { path: '/register', element: page(withTexts(() => import('./register.page'))) },
  { path: '/reset-password', element: page(withTexts(() => import('./reset-password.page'))) },
  { path: '/verify-email', element: page(withTexts(() => import('./verify-email.page'))) },
  { path: '/demo-login', element: page(withTexts(() => import('./demo-login.page'))) },
];
