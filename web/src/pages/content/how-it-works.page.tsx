import { ContentPage } from './render/content-page';

/** /how-it-works: the order flow for buyers and sellers, escrow and disputes (anchors #escrow, #disputes). */
export default function HowItWorksPage() {
  return <ContentPage page="how-it-works" />;
}
