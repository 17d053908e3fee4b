import { ContentPage } from './render/content-page';

/** /buyer-onboarding: a step-by-step guide from sign-up to a first escrow-protected order. */
export default function BuyerOnboardingPage() {
  return <ContentPage page="buyer-onboarding" steps />;
}
