import { SITE_NAME } from '../../app/page-meta';
import { ContentPage } from './render/content-page';

/** /investor-relations and /for-investors: mission, market and business model — no invented figures. */
export default function InvestorRelationsPage() {
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return (
    <ContentPage
      page="investor-relations"
      canonical="/investor-relations"
      jsonLd={(doc) => ({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE_NAME,
        url: origin,
        description: doc.description,
        areaServed: 'Africa',
      })}
    />
  );
}
