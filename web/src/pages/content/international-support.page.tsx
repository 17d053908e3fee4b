import { ContentPage } from './render/content-page';
import { faqJsonLd } from './render/doc-parts';

/** /international-support: languages, currencies, time zones, cross-border shipping and customs. */
export default function InternationalSupportPage() {
  return <ContentPage page="international-support" jsonLd={(doc) => doc.faq && faqJsonLd(doc.faq)} />;
}
