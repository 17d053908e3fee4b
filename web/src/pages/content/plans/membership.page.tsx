import { ContentPage } from '../render/content-page';
import { faqJsonLd } from '../render/doc-parts';
import { PlanCards } from './plan-cards';

/** /membership, /pricing and /plans: one screen (spec §2), one canonical address. */
export default function MembershipPage() {
  return (
    <ContentPage
      page="membership"
      canonical="/membership"
      top={<PlanCards headingLevel="h2" />}
      jsonLd={(doc) => doc.faq && faqJsonLd(doc.faq)}
    />
  );
}
