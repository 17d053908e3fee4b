import { EarlyTester } from './early-tester.section';
import {
  BuyerProtection,
  Benefits,
  HowItWorks,
  ProcessSteps,
  Testimonials,
  TrustEscrow,
  WhyChooseUs,
} from './marketing.sections';
import { Newsletter } from './newsletter.section';
import { PricingSection } from './pricing.section';
import { SecurityBadges } from './security-badges.section';
import { StatsSection } from './stats.section';
import './below-fold.css';

/** Everything under the first screen, in the spec's order: its own chunk, fetched right after the hero. */
export default function BelowFold() {
  return (
    <>
      <WhyChooseUs />
      <TrustEscrow />
      <BuyerProtection />
      <HowItWorks />
      <StatsSection />
      <Testimonials />
      <ProcessSteps />
      <PricingSection />
      <Benefits />
      <EarlyTester />
      <SecurityBadges />
      <Newsletter />
    </>
  );
}
