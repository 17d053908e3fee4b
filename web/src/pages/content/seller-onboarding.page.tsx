import { ContentPage } from './render/content-page';

/** /seller-onboarding: a step-by-step guide from sign-up to a first payout. */
export default function SellerOnboardingPage() {
  return <ContentPage page="seller-onboarding" steps />;
}
