import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

import { startAnalytics } from '../../analytics/analytics-start';
import { STORAGE_KEYS } from '../../analytics/analytics-storage';
import { fakeAnalyticsServer, resetAnalytics } from '../../analytics/testing/analytics-fakes';
import { queuedEvents } from '../../analytics/tracker';
import { loadNamespace } from '../../i18n/i18n';
import { json } from '../../shell/testing/fake-network';
import { renderWithApp } from '../../shell/testing/render';
import { HERO_WAIT_MS } from './hero-cta';
import { HeroSearch } from './hero-search.section';

beforeAll(() => loadNamespace('en', 'home'), 60_000);
beforeEach(() => {
  resetAnalytics();
  localStorage.setItem(STORAGE_KEYS.consent, 'granted');
});
afterEach(() => {
  cleanup();
  resetAnalytics();
});

const rfqLink = () => screen.queryByRole('link', { name: 'Post a buying request' });
const searchBox = () => screen.queryByRole('searchbox', { name: 'Search products' });
const placeholder = () => document.querySelector('.sk-hero-cta-wait');
const exposures = () =>
  queuedEvents()
    .filter((e) => e.name === 'experiment_exposure')
    .map((e) => e.properties);

function heldAssignments() {
  let release!: (r: Response) => void;
  const answer = new Promise<Response>((r) => (release = r));
  return { answer: () => answer, release };
}

describe('hero_cta_test', () => {
  it('holds a placeholder until the variant is known, never showing control first', async () => {
    const server = heldAssignments();
    fakeAnalyticsServer({ assignments: server.answer });
    startAnalytics();
    await renderWithApp(<HeroSearch />, { namespaces: ['home'] });
    expect(placeholder()).not.toBeNull();
    expect(searchBox()).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy(); // the rest of the hero is there

    act(() => server.release(json({ assignments: { hero_cta_test: 'variant_a' } })));
    await waitFor(() => expect(rfqLink()).not.toBeNull());
    expect(rfqLink()!.getAttribute('href')).toBe('/rfq/new');
    expect(searchBox()).not.toBeNull();
    expect(placeholder()).toBeNull();
    expect(exposures()).toEqual([{ experiment: 'hero_cta_test', variant: 'variant_a' }]);
  });

  it('control: today’s hero at once from the remembered assignment, its exposure recorded', async () => {
    const id = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEYS.anonymousId, id);
    localStorage.setItem(
      STORAGE_KEYS.experiments,
      JSON.stringify({ anonymousId: id, assignments: { hero_cta_test: 'control' } }),
    );
    fakeAnalyticsServer({ assignments: { hero_cta_test: 'variant_a' } });
    startAnalytics();
    await renderWithApp(<HeroSearch />, { namespaces: ['home'] });
    expect(placeholder()).toBeNull();
    expect(searchBox()).not.toBeNull();
    expect(rfqLink()).toBeNull();
    await waitFor(() => expect(exposures()).toEqual([{ experiment: 'hero_cta_test', variant: 'control' }]));
  });

  it(`gives up after ${HERO_WAIT_MS} ms: control, no exposure, and a late answer changes nothing`, async () => {
    const server = heldAssignments();
    fakeAnalyticsServer({ assignments: server.answer });
    startAnalytics();
    await renderWithApp(<HeroSearch />, { namespaces: ['home'] });
    expect(placeholder()).not.toBeNull();
    await waitFor(() => expect(searchBox()).not.toBeNull(), { timeout: HERO_WAIT_MS + 1500 });
    act(() => server.release(json({ assignments: { hero_cta_test: 'variant_a' } })));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.experiments)).toContain('variant_a'));
    expect(rfqLink()).toBeNull();
    expect(exposures()).toEqual([]);
  });

  it('without tracking (declined): control at once, nothing asked, no exposure', async () => {
    localStorage.setItem(STORAGE_KEYS.consent, 'denied');
    fakeAnalyticsServer({ mode: 'opt-out' });
    startAnalytics();
    await renderWithApp(<HeroSearch />, { namespaces: ['home'] });
    expect(searchBox()).not.toBeNull();
    expect(rfqLink()).toBeNull();
    expect(exposures()).toEqual([]);
  });
});
