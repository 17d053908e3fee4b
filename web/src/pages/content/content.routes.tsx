import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';
import { loadNamespace, readStoredLanguage } from '../../i18n/i18n';
import { ARTICLES } from './blog/articles';
import { serviceRoutes } from './service-pages/service-pages.routes';

type Load = () => Promise<{ default: ComponentType }>;

/**
 * Starts the page's words downloading together with its code, instead of after it (one round trip
 * less on a slow network): the renderer's namespace, and the page's text through the loader module,
 * itself imported lazily so the entry chunk does not carry the list of text files.
 */
const withTexts =
  (textId: string | null, load: Load): Load =>
  () => {
    const lang = readStoredLanguage();
    void loadNamespace(lang, 'content');
    void loadNamespace('en', 'content');
    if (textId)
      void import('./content-loader')
        .then((m) => m.loadContent(textId, lang))
        // The page itself reports a missing text; a preload must not add an unhandled rejection.
        .catch(() => undefined);
    return load();
  };

/**
 * The storefront's text pages. Each is its own chunk and, except the contact form, needs no antd
 * (`antd: false`): our own light CSS keeps them fast on slow networks. Routes showing the same
 * screen share one chunk.
 */
const text = (textId: string | null, load: Load) => page(withTexts(textId, load), { antd: false });

const helpCenter = () => import('./help-center.page');
const investors = () => import('./investor-relations.page');
const membership = () => import('./plans/membership.page');
const article = () => import('./blog/article.page');

export const contentRoutes: RouteObject[] = [
  { path: '/how-it-works', element: text('how-it-works', () => import('./how-it-works.page')) },
  { path: '/faq', element: text('faq', () => import('./faq.page')) },
  { path: '/help', element: text('help-center', helpCenter) },
  { path: '/help-center', element: text('help-center', helpCenter) },
  { path: '/support', element: text('support', () => import('./support.page')) },
  { path: '/contact', element: page(withTexts('contact', () => import('./contact/contact.page'))) },
  { path: '/privacy-policy', element: text('privacy-policy', () => import('./privacy-policy.page')) },
  {
    path: '/terms-and-conditions',
    element: text('terms-and-conditions', () => import('./terms-and-conditions.page')),
  },
  { path: '/blog', element: text('blog', () => import('./blog/blog.page')) },
  ...ARTICLES.map((a) => ({ path: `/blog/${a.slug}`, element: text(a.page, article) })),
  { path: '/investor-relations', element: text('investor-relations', investors) },
  { path: '/for-investors', element: text('investor-relations', investors) },
  {
    path: '/international-support',
    element: text('international-support', () => import('./international-support.page')),
  },
  { path: '/buyer-onboarding', element: text('buyer-onboarding', () => import('./buyer-onboarding.page')) },
  {
    path: '/seller-onboarding',
    element: text('seller-onboarding', () => import('./seller-onboarding.page')),
  },
  { path: '/sell-on-sokoni', element: text('sell-on-sokoni', () => import('./sell-on-sokoni.page')) },
  { path: '/membership', element: text('membership', membership) },
  { path: '/pricing', element: text('membership', membership) },
  { path: '/plans', element: text('membership', membership) },
  { path: '/trade-services', element: text('trade-services', () => import('./trade-services.page')) },
  { path: '/seller/portal', element: text('seller-portal', () => import('./seller-portal.page')) },
  { path: '/demo', element: text('demo', () => import('./demo.page')) },
  ...serviceRoutes,
];
