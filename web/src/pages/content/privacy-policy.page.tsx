import { ContentPage } from './render/content-page';

/** /privacy-policy: long, so it opens with an "On this page" list. */
export default function PrivacyPolicyPage() {
  return <ContentPage page="privacy-policy" toc />;
}
