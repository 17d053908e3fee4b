import { ContentPage } from './render/content-page';
import { faqJsonLd } from './render/doc-parts';

/** /sell-on-sokoni: the seller landing page (the spec's /sell-on-{product}). */
export default function SellOnSokoniPage() {
  return <ContentPage page="sell-on-sokoni" jsonLd={(doc) => doc.faq && faqJsonLd(doc.faq)} />;
}
