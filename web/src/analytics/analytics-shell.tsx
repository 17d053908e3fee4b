import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConsentAsked, useTrackingState } from './consent';
import { trackPageView } from './tracker';

// antd comes with the banner, and only for the visitors it asks.
const ConsentBanner = lazy(() => import('./consent-banner'));

/**
 * In the shell, inside the router: one page_view per path (and for the page an Accept is given on),
 * and the consent banner while the visitor has not answered.
 */
export function AnalyticsShell() {
  const { pathname } = useLocation();
  const state = useTrackingState();
  const asked = useConsentAsked();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname, state]);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
