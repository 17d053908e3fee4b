import { ContentPage } from './render/content-page';

/** /terms-and-conditions: long, so it opens with an "On this page" list. */
export default function TermsPage() {
  return <ContentPage page="terms-and-conditions" toc />;
}
