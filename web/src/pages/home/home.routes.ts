import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../i18n/i18n';

/** The page's code and texts together (texts would otherwise wait for the code: one more round trip). */
function loadHome() {
  void loadNamespace(readStoredLanguage(), 'home');
  void loadNamespace('en', 'home');
  return import('./home.page');
}

// Opening the site at its home page: start fetching the page while the entry is still starting up,
// rather than after its first render (the first visit on a slow network is what this page is for).
if (typeof location !== 'undefined' && location.pathname === '/') void loadHome();

export const homeRoutes: RouteObject[] = [{ path: '/', element: page(loadHome, { antd: false }) }];
