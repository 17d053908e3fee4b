import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../shell/testing/fake-network');
  installFakeNetwork();
});

import { session } from '../auth/session';
import { calls, json } from '../shell/testing/fake-network';
import { startAnalytics } from './analytics-start';
import { STORAGE_KEYS } from './analytics-storage';
import { answerConsent, anonymousId } from './consent';
import {
  analyticsCalls,
  beacons,
  eventPosts,
  fakeAnalyticsServer,
  resetAnalytics,
  setPrivacySignals,
} from './testing/analytics-fakes';
import { flush, queuedEvents, track } from './tracker';
import { useExperiment } from './use-experiment';

const ID = '0b9c2c55-3f4e-4a4a-9d7e-2b1f0c6d8e11';
const assignmentCalls = () => analyticsCalls('/api/v1/analytics/assignments');
const hook = () => renderHook(() => useExperiment('hero_cta_test'));

/** An answer the test releases when it wants. */
function held() {
  let release!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (release = r));
  return { answer: () => promise, release };
}

beforeEach(resetAnalytics);
afterEach(() => {
  cleanup();
  resetAnalytics();
});

describe('useExperiment', () => {
  it('renders the remembered variant at once on a return visit, then keeps it whatever the refresh says', async () => {
    localStorage.setItem(STORAGE_KEYS.consent, 'granted');
    localStorage.setItem(STORAGE_KEYS.anonymousId, ID);
    localStorage.setItem(
      STORAGE_KEYS.experiments,
      JSON.stringify({ anonymousId: ID, assignments: { hero_cta_test: 'variant_a' } }),
    );
    const server = held();
    fakeAnalyticsServer({ assignments: server.answer });
    startAnalytics();
    const { result } = hook();
    expect(result.current.variant).toBe('variant_a');

    act(() => server.release(json({ assignments: { hero_cta_test: 'control' } })));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.experiments)!)).toEqual({
        anonymousId: ID,
        assignments: { hero_cta_test: 'control' },
      }),
    );
    // On screen it stays what was rendered; the next page gets the new answer.
    expect(result.current.variant).toBe('variant_a');
    expect(hook().result.current.variant).toBe('control');
    expect(assignmentCalls().map((c) => c.path)).toEqual([`/api/v1/analytics/assignments?anonymousId=${ID}`]);
  });

  it('is undefined until the first answer, asks once, and remembers the answer for the next visit', async () => {
    localStorage.setItem(STORAGE_KEYS.consent, 'granted');
    const server = held();
    fakeAnalyticsServer({ assignments: server.answer });
    startAnalytics();
    const first = hook();
    const second = renderHook(() => useExperiment('product_layout_test'));
    expect(first.result.current.variant).toBeUndefined();
    expect(second.result.current.variant).toBeUndefined();

    act(() =>
      server.release(json({ assignments: { hero_cta_test: 'variant_a', product_layout_test: null } })),
    );
    await waitFor(() => expect(first.result.current.variant).toBe('variant_a'));
    expect(second.result.current.variant).toBeNull();
    expect(hook().result.current.variant).toBe('variant_a');
    expect(renderHook(() => useExperiment('stopped_test')).result.current.variant).toBeNull();
    expect(assignmentCalls()).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.experiments)!)).toEqual({
      anonymousId: anonymousId(),
      assignments: { hero_cta_test: 'variant_a', product_layout_test: null },
    });
  });

  it('falls back to control when the assignments cannot be read', async () => {
    localStorage.setItem(STORAGE_KEYS.consent, 'granted');
    fakeAnalyticsServer({ assignments: () => Promise.resolve(json({ status: 503 }, 503)) });
    startAnalytics();
    const { result } = hook();
    await waitFor(() => expect(result.current.variant).toBeNull());
  });

  it.each([
    ['Do Not Track', () => setPrivacySignals({ dnt: true })],
    ['Global Privacy Control', () => setPrivacySignals({ gpc: true })],
    ['declined', () => localStorage.setItem(STORAGE_KEYS.consent, 'denied')],
  ])('%s: control, and nothing is asked (not even a remembered variant is used)', async (_, set) => {
    localStorage.setItem(STORAGE_KEYS.anonymousId, ID);
    localStorage.setItem(
      STORAGE_KEYS.experiments,
      JSON.stringify({ anonymousId: ID, assignments: { hero_cta_test: 'variant_a' } }),
    );
    set();
    fakeAnalyticsServer({ mode: 'opt-out' });
    startAnalytics();
    const { result } = hook();
    expect(result.current.variant).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(result.current.variant).toBeNull();
    expect(analyticsCalls('/api/v1/analytics')).toEqual([]); // not even the mode is asked
  });

  it('opt-in: undefined until the mode is known, then control without asking; Accept asks', async () => {
    fakeAnalyticsServer({ mode: 'opt-in' });
    startAnalytics();
    const { result } = hook();
    expect(result.current.variant).toBeUndefined();
    await waitFor(() => expect(result.current.variant).toBeNull());
    expect(assignmentCalls()).toEqual([]);
    expect(anonymousId()).toBeNull();

    act(() => answerConsent('granted'));
    await waitFor(() => expect(assignmentCalls()).toHaveLength(1));
    expect(result.current.variant).toBeNull(); // the screen shown stays control
    await waitFor(() => expect(hook().result.current.variant).toBe('variant_a'));
  });

  const user = {
    id: 'u1',
    email: 'buyer@example.com',
    fullName: 'A Buyer',
    businessName: 'B',
    role: 'buyer' as const,
    verified: true,
    country: 'KE',
    avatarInitials: 'AB',
  };
  const serverWithLogout = () =>
    fakeAnalyticsServer({
      other: ({ path }) =>
        path === '/api/v1/auth/logout' ? new Response(null, { status: 204 }) : json({ status: 404 }, 404),
    });

  it('after a sign-in, links the anonymous id to the account and asks again', async () => {
    localStorage.setItem(STORAGE_KEYS.consent, 'granted');
    serverWithLogout();
    startAnalytics();
    await waitFor(() => expect(assignmentCalls()).toHaveLength(1));
    act(() => session.accept({ accessToken: 'token-1', expiresIn: 900, user }));
    await waitFor(() => expect(assignmentCalls()).toHaveLength(2));
    const identify = calls.filter((c) => c.path === '/api/v1/analytics/identify');
    expect(identify).toHaveLength(1);
    expect(identify[0]!.method).toBe('POST');
    expect(identify[0]!.body).toEqual({ anonymousId: anonymousId() });
    expect(identify[0]!.headers.get('authorization')).toBe('Bearer token-1');
    expect(assignmentCalls()[1]!.headers.get('authorization')).toBe('Bearer token-1');
    await act(() => session.signOut());
  });

  it('after a sign-out, starts a new anonymous id: what was queued goes under the old one, later browsing under the new', async () => {
    localStorage.setItem(STORAGE_KEYS.consent, 'granted');
    serverWithLogout();
    startAnalytics();
    await waitFor(() => expect(assignmentCalls()).toHaveLength(1));
    act(() => session.accept({ accessToken: 'token-1', expiresIn: 900, user }));
    await waitFor(() => expect(assignmentCalls()).toHaveLength(2));
    const linked = anonymousId()!;
    expect(calls.filter((c) => c.path === '/api/v1/analytics/identify')[0]!.body).toEqual({
      anonymousId: linked,
    });
    track('product_view', { productId: 'p1' });

    await act(() => session.signOut());
    const fresh = anonymousId();
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh).not.toBe(linked);
    // The signed-in page's events left with the id they happened under, and nothing is left over.
    expect(beacons).toHaveLength(1);
    const beacon = JSON.parse(await beacons[0]!.body.text()) as { anonymousId: string; events: unknown[] };
    expect(beacon.anonymousId).toBe(linked);
    expect(beacon.events).toHaveLength(1);
    expect(queuedEvents()).toEqual([]);
    // The assignments made for the linked id are forgotten and asked for the new id, without a token.
    await waitFor(() => expect(assignmentCalls()).toHaveLength(3));
    expect(assignmentCalls()[2]!.path).toBe(`/api/v1/analytics/assignments?anonymousId=${fresh}`);
    expect(assignmentCalls()[2]!.headers.get('authorization')).toBeNull();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.experiments)!).anonymousId).toBe(fresh),
    );

    track('search', { query: 'cocoa', resultCount: 2 });
    await act(() => flush());
    expect(eventPosts().map((c) => (c.body as { anonymousId: string }).anonymousId)).toEqual([fresh]);
    expect(eventPosts()[0]!.headers.get('authorization')).toBeNull();
    // Linked again only by a sign-in, never by browsing on.
    expect(calls.filter((c) => c.path === '/api/v1/analytics/identify')).toHaveLength(1);
  });
});
