import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../shell/testing/fake-network');
  installFakeNetwork();
});

import { json } from '../shell/testing/fake-network';
import { startAnalytics } from './analytics-start';
import { STORAGE_KEYS } from './analytics-storage';
import { answerConsent, anonymousId, trackingState } from './consent';
import {
  analyticsCalls,
  beacons,
  eventPosts,
  fakeAnalyticsServer,
  installBeacon,
  resetAnalytics,
  setPrivacySignals,
} from './testing/analytics-fakes';
import { queuedEvents, track, trackExposure, trackOnce, trackPageView, whenSent } from './tracker';

interface Sent {
  anonymousId: string;
  events: { name: string; path: string; occurredAt: string; properties?: Record<string, unknown> }[];
}
const sent = () => eventPosts().map((c) => c.body as Sent);
const sentEvents = () => sent().flatMap((b) => b.events);

/** Lets the config answer arrive, then runs the 5 s timer once and waits for what it sent. */
async function tick(): Promise<void> {
  await vi.advanceTimersByTimeAsync(5_000);
  await whenSent();
}

beforeEach(() => {
  vi.useFakeTimers();
  resetAnalytics();
  history.replaceState(null, '', '/products/123?q=jane%40example.com');
});
afterEach(() => {
  resetAnalytics();
  vi.useRealTimers();
});

describe('consent', () => {
  it.each([
    ['Do Not Track', { dnt: true }],
    ['Global Privacy Control', { gpc: true }],
  ])('%s: nothing is sent, asked or stored, even after Accept in another tab', async (_, signal) => {
    setPrivacySignals(signal);
    fakeAnalyticsServer({ mode: 'opt-out' });
    localStorage.setItem(STORAGE_KEYS.consent, 'granted');
    startAnalytics();
    track('product_view', { productId: 'p1' });
    trackPageView('/products/123');
    await tick();
    window.dispatchEvent(new Event('pagehide'));

    expect(trackingState()).toBe('blocked');
    expect(eventPosts()).toEqual([]);
    expect(beacons).toEqual([]);
    expect(analyticsCalls('/api/v1/analytics')).toEqual([]);
    expect(anonymousId()).toBeNull();
  });

  it('declined: the queue and the anonymous id go, and nothing is sent afterwards', async () => {
    fakeAnalyticsServer({ mode: 'opt-out' });
    startAnalytics();
    await vi.advanceTimersByTimeAsync(0);
    track('search', { query: 'cocoa', resultCount: 3 });
    expect(queuedEvents()).toHaveLength(1);
    expect(anonymousId()).not.toBeNull(); // made for the assignments

    answerConsent('denied');
    track('add_to_cart', { productId: 'p1', quantity: 2 });
    await tick();
    window.dispatchEvent(new Event('pagehide'));

    expect(queuedEvents()).toEqual([]);
    expect(eventPosts()).toEqual([]);
    expect(beacons).toEqual([]);
    expect(anonymousId()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.anonymousId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.experiments)).toBeNull();
  });

  it('opt-in without an answer: nothing is sent and no anonymous id is made', async () => {
    fakeAnalyticsServer({ mode: 'opt-in' });
    startAnalytics();
    track('page_view'); // before the mode is known: held, then dropped
    await vi.advanceTimersByTimeAsync(0);
    track('product_view', { productId: 'p1' });
    await tick();
    window.dispatchEvent(new Event('pagehide'));

    expect(trackingState()).toBe('ask');
    expect(queuedEvents()).toEqual([]);
    expect(eventPosts()).toEqual([]);
    expect(beacons).toEqual([]);
    expect(anonymousId()).toBeNull();
    expect(analyticsCalls('/api/v1/analytics/assignments')).toEqual([]);
  });

  it('granted: batches of at most 20 with the anonymous id, the path without its query string', async () => {
    fakeAnalyticsServer({ mode: 'opt-in' });
    startAnalytics();
    await vi.advanceTimersByTimeAsync(0);
    answerConsent('granted');
    const at = new Date().toISOString();
    for (let i = 0; i < 19; i++) track('product_view', { productId: `p${i}` });
    expect(eventPosts()).toEqual([]); // waits for the timer…
    track('search', { query: 'jane@example.com', resultCount: 0 });
    await whenSent(); // …or for a full batch
    expect(eventPosts()).toHaveLength(1);
    for (let i = 0; i < 5; i++) track('add_to_cart', { productId: `p${i}`, quantity: 1 });
    await tick();

    expect(sent().map((b) => b.events.length)).toEqual([20, 5]);
    const id = anonymousId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent().every((b) => b.anonymousId === id)).toBe(true);
    expect(sentEvents()[0]).toEqual({
      name: 'product_view',
      occurredAt: at,
      path: '/products/123',
      properties: { productId: 'p0' },
    });
    expect(JSON.stringify(sentEvents().map((e) => e.path))).not.toContain('?');
    expect(eventPosts()[0]!.headers.get('content-type')).toBe('application/json');
    expect(eventPosts()[0]!.headers.get('accept-language')).toBeTruthy();
    expect(queuedEvents()).toEqual([]);
  });

  it('opt-out without an answer: tracked, including what happened before the mode was known', async () => {
    fakeAnalyticsServer({ mode: 'opt-out' });
    startAnalytics();
    trackPageView('/');
    await vi.advanceTimersByTimeAsync(0);
    track('sign_up');
    await tick();
    expect(sentEvents().map((e) => e.name)).toEqual(['page_view', 'sign_up']);
  });
});

describe('delivery', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.consent, 'granted'));

  it('sends what is queued with sendBeacon when the page goes away or is hidden', async () => {
    fakeAnalyticsServer();
    startAnalytics();
    track('product_view', { productId: 'p1' });
    track('add_to_cart', { productId: 'p1', quantity: 5 });
    window.dispatchEvent(new Event('pagehide'));

    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/v1/analytics/events');
    // text/plain: no CORS preflight (a beacon cannot make one); the endpoint reads it as JSON.
    expect(beacons[0]!.body.type).toBe('text/plain');
    const body = JSON.parse(await beacons[0]!.body.text()) as Sent;
    expect(body.anonymousId).toBe(anonymousId());
    expect(body.events.map((e) => e.name)).toEqual(['product_view', 'add_to_cart']);
    expect(queuedEvents()).toEqual([]);

    track('rfq_submit');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    expect(beacons).toHaveLength(2);
    await tick();
    expect(eventPosts()).toEqual([]); // nothing sent twice
  });

  it('keeps the events when the browser refuses the beacon, for the next batch', async () => {
    installBeacon(false);
    fakeAnalyticsServer();
    startAnalytics();
    track('begin_checkout');
    window.dispatchEvent(new Event('pagehide'));
    expect(queuedEvents()).toHaveLength(1);
    await tick();
    expect(sentEvents().map((e) => e.name)).toEqual(['begin_checkout']);
  });

  it('retries after a server error, drops a batch the server refuses', async () => {
    let answer = 503;
    fakeAnalyticsServer({
      events: () => (answer === 202 ? json({ accepted: 1 }, 202) : json({ status: answer }, answer)),
    });
    startAnalytics();
    track('purchase', { checkoutId: 'c1' });
    await tick();
    expect(queuedEvents()).toHaveLength(1);
    answer = 422;
    await tick();
    expect(queuedEvents()).toEqual([]);
    answer = 202;
    track('rfq_submit');
    await tick();
    expect(eventPosts().map((c) => (c.body as Sent).events[0]!.name)).toEqual([
      'purchase',
      'purchase',
      'rfq_submit',
    ]);
  });

  it('one page_view per path change; one exposure per experiment and page; once-only events', async () => {
    fakeAnalyticsServer();
    startAnalytics();
    for (const path of ['/', '/', '/products', '/products', '/'])
      for (let i = 0; i < 2; i++) {
        trackPageView(path);
        trackExposure('hero_cta_test', 'variant_a', path);
      }
    trackOnce('purchase:c1', 'purchase', { checkoutId: 'c1' });
    trackOnce('purchase:c1', 'purchase', { checkoutId: 'c1' });
    await tick();
    expect(sentEvents().map((e) => `${e.name} ${e.path}`)).toEqual([
      'page_view /',
      'experiment_exposure /',
      'page_view /products',
      'experiment_exposure /products',
      'page_view /',
      'experiment_exposure /',
      'purchase /products/123',
    ]);
    expect(sentEvents()[1]!.properties).toEqual({ experiment: 'hero_cta_test', variant: 'variant_a' });
  });
});
