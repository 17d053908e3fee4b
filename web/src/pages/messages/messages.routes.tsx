import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../i18n/i18n';

/** The page's texts download together with its code (no waterfall). */
const messages = () => {
  void loadNamespace(readStoredLanguage(), 'messages');
  void loadNamespace('en', 'messages');
  return import('./messages.page');
};

/**
 * Buyer–supplier conversations (issue 13): the inbox and a thread. One page for both paths, so a
 * desktop keeps the inbox beside the open thread while a phone shows one at a time.
 */
export const messagesRoutes: RouteObject[] = [
  { path: '/messages/:conversationId?', element: page(messages) },
];
