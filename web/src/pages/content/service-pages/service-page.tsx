import { use } from 'react';
import { session } from '../../../auth/session';
import type { ContentDoc } from '../content-doc';
import { ContentPage } from '../render/content-page';
import { ServiceRequestForm } from './service-request-form';
import type { Service } from './service-request-rules';

/** schema.org: a service Sokoni arranges, across Africa. */
const serviceJsonLd = (doc: ContentDoc) => ({
  '@context': 'https://schema.org',
  '@type': 'Service',
  name: doc.title,
  description: doc.description,
  provider: { '@type': 'Organization', name: 'Sokoni' },
  areaServed: { '@type': 'Place', name: 'Africa' },
});

/**
 * A page of a service Sokoni arranges through partners: what it is and how a request works (its
 * text), then the request form (#request, which the text's first call to action points to).
 */
export function ServicePage({ page, service }: { page: string; service: Service }) {
  // After a reload the signed-in requester's name and e-mail are prefilled too.
  use(session.restore());
  return (
    <ContentPage page={page} jsonLd={service === 'partnership' ? undefined : serviceJsonLd}>
      <ServiceRequestForm service={service} />
    </ContentPage>
  );
}
