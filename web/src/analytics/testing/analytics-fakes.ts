import { calls, json, respond, type Call } from '../../shell/testing/fake-network';
import { stopAnalytics } from '../analytics-start';
import { resetConsentForTests } from '../consent';
import { resetExperimentsForTests } from '../experiments';
import { resetTrackerForTests } from '../tracker';

/** Test helpers for first-party analytics (the fake network must be installed first). */
export const beacons: { url: string; body: Blob }[] = [];

export function installBeacon(works = true): void {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      if (works) beacons.push({ url, body });
      return works;
    },
  });
}

export function setPrivacySignals({ dnt = false, gpc = false }: { dnt?: boolean; gpc?: boolean }): void {
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: dnt ? '1' : null });
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: gpc });
}

export interface FakeAnalyticsServer {
  mode?: 'opt-in' | 'opt-out';
  assignments?: Record<string, string | null> | (() => Promise<Response>);
  events?: (call: Call) => Response;
  other?: (call: Call) => Response;
}

/** The analytics endpoints as the contract has them. */
export function fakeAnalyticsServer(s: FakeAnalyticsServer = {}): void {
  respond((call) => {
    if (call.path === '/api/v1/analytics/config') return json({ consentMode: s.mode ?? 'opt-in' });
    if (call.path.startsWith('/api/v1/analytics/assignments'))
      return typeof s.assignments === 'function'
        ? s.assignments()
        : json({ assignments: s.assignments ?? { hero_cta_test: 'variant_a', product_layout_test: null } });
    if (call.path === '/api/v1/analytics/events')
      return s.events ? s.events(call) : json({ accepted: (call.body as { events: [] }).events.length }, 202);
    if (call.path === '/api/v1/analytics/identify') return new Response(null, { status: 204 });
    return s.other ? s.other(call) : json({ status: 404, title: 'Not Found' }, 404);
  });
}

export const analyticsCalls = (path: string) => calls.filter((c) => c.path.startsWith(path));
export const eventPosts = () => analyticsCalls('/api/v1/analytics/events');

/** A fresh browser: nothing stored, nothing queued, nothing started, no signal. */
export function resetAnalytics(): void {
  stopAnalytics();
  resetTrackerForTests();
  resetExperimentsForTests();
  resetConsentForTests();
  localStorage.clear();
  beacons.length = 0;
  setPrivacySignals({});
  installBeacon();
}
