import { ContentPage } from './render/content-page';
import { faqJsonLd } from './render/doc-parts';

/** /faq: questions as an accordion, published as schema.org FAQPage. */
export default function FaqPage() {
  return (
    <ContentPage page="faq" faqHeading={false} faqFirst jsonLd={(doc) => doc.faq && faqJsonLd(doc.faq)} />
  );
}
