import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../i18n/i18n';

const unsubscribe = () => {
  void loadNamespace(readStoredLanguage(), 'newsletter');
  void loadNamespace('en', 'newsletter');
  return import('./unsubscribe.page');
};

/** The newsletter e-mails' unsubscribe link: a light page, no antd. */
export const newsletterRoutes: RouteObject[] = [
  { path: '/newsletter/unsubscribe', element: page(unsubscribe, { antd: false }) },
];
