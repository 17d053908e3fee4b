import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../i18n/i18n';

/** The page's texts download together with its code (no waterfall). */
const withTexts = (load: () => Promise<{ default: ComponentType }>) => () => {
  void loadNamespace(readStoredLanguage(), 'notifications');
  void loadNamespace('en', 'notifications');
  return load();
};

/**
 * Which notifications a signed-in user receives, and where (/notification-settings, antd
 * switches); the e-mails' unsubscribe link lands on a light page that needs no sign-in.
 */
export const notificationSettingsRoutes: RouteObject[] = [
  { path: '/notification-settings', element: page(withTexts(() => import('./notification-settings.page'))) },
  {
    path: '/notification-settings/unsubscribe',
    element: page(
      withTexts(() => import('./unsubscribe.page')),
      { antd: false },
    ),
  },
];
