import { lazy, Suspense, useEffect, useState } from 'react';

// Its own chunk, fetched once the page has loaded (and kept by the service worker for offline use):
// the queue, the replay and their words are not part of the first screen.
const OfflinePanel = lazy(() => import('./offline-panel'));

/**
 * Where the shell says it is offline and what waits to be sent (offline-panel.tsx), mounted after
 * the page's load event so neither it nor the service worker competes with the first paint.
 */
export function OfflineStatus() {
  const [loaded, setLoaded] = useState(
    () => typeof document !== 'undefined' && document.readyState === 'complete',
  );
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <OfflinePanel />
    </Suspense>
  );
}
