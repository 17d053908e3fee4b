import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../i18n/i18n';

/** The page's texts download together with its code (no waterfall). */
const verification = () => {
  void loadNamespace(readStoredLanguage(), 'verification');
  void loadNamespace('en', 'verification');
  return import('./verification.page');
};

/** A seller's supplier verification (antd form with file upload). */
export const verificationRoutes: RouteObject[] = [
  { path: '/advanced-verification', element: page(verification) },
];
