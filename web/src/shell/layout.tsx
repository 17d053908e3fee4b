import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AnalyticsShell } from '../analytics/analytics-shell';
import { onCartOpenRequest } from '../cart/cart-store';
import { CartSync } from '../cart/cart-sync';
import { useT } from '../i18n/i18n';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineStatus } from './offline/offline-status';
import { RouteError } from './route-error';
import { RouteProgress } from './route-progress';
import { VerificationBanner } from './verification-banner';

// antd parts of the shell load only when first opened: the entry route stays within its budget.
const CartDrawer = lazy(() => import('./cart/cart-drawer'));
const MobileSheet = lazy(() => import('./mobile-sheet'));

/** Opened once, kept mounted so closing animates and reopening is instant. */
function useLazyPanel() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  return { open, mounted, show, hide };
}

/**
 * The shell around every page: skip link, header, e-mail verification banner, the page (with its
 * own error screen, reset on navigation), footer, and the lazily loaded cart drawer and phone menu.
 * Pages render inside <main>; they must not render a <main> of their own.
 */
export function Layout() {
  const t = useT('common');
  const { pathname, hash } = useLocation();
  const cart = useLazyPanel();
  const sheet = useLazyPanel();
  const { show: showCart } = cart;
  const { hide: hideSheet } = sheet;

  useEffect(() => onCartOpenRequest(showCart), [showCart]);

  // A new page starts at its top (unless a #fragment says otherwise) and with the phone menu closed.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
    hideSheet();
  }, [pathname, hash, hideSheet]);

  return (
    <>
      <a href="#main" className="sk-skip-link">
        {t('a11y.skipToContent')}
      </a>
      <Header onOpenCart={cart.show} onOpenMenu={sheet.show} menuOpen={sheet.open} />
      <VerificationBanner />
      <OfflineStatus />
      <main id="main" className="sk-main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
          <Suspense fallback={<RouteProgress />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <CartSync />
      <AnalyticsShell />
      {/* Offline, a panel never opened before has no code here: it stays shut, the page stays up. */}
      {cart.mounted && (
        <ErrorBoundary resetKey={pathname} fallback={() => null}>
          <Suspense fallback={<RouteProgress />}>
            <CartDrawer open={cart.open} onClose={cart.hide} />
          </Suspense>
        </ErrorBoundary>
      )}
      {sheet.mounted && (
        <ErrorBoundary resetKey={pathname} fallback={() => null}>
          <Suspense fallback={<RouteProgress />}>
            <MobileSheet open={sheet.open} onClose={sheet.hide} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
