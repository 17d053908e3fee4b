import { lazy, Suspense } from 'react';
import { PageMeta, SITE_NAME } from '../../app/page-meta';
import { useT } from '../../i18n/i18n';
import { CategoriesSection } from './categories.section';
import { FeaturedProducts } from './featured-products.section';
import { HeroSearch } from './hero-search.section';
import { QuickActions } from './quick-actions.section';
import './home.css';

const BelowFold = lazy(() => import('./below-fold'));

function structuredData(origin: string, description: string) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      description,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/**
 * The home page (spec §2), built without antd so the entry route stays within its budget. The
 * first screen renders with the page; the rest is one lazy chunk (a tall placeholder holds the
 * footer below the fold meanwhile, so nothing visible shifts).
 */
export default function HomePage() {
  const t = useT('home');
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return (
    <>
      <PageMeta
        title={t('meta.title')}
        description={t('meta.description')}
        path="/"
        jsonLd={structuredData(origin, t('meta.description'))}
      />
      <HeroSearch />
      <QuickActions />
      <CategoriesSection />
      <FeaturedProducts />
      <Suspense fallback={<div className="sk-below-fold-placeholder" />}>
        <BelowFold />
      </Suspense>
    </>
  );
}
