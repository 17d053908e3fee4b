import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../shell/testing/fake-network');
  installFakeNetwork();
});

import { useNavigate } from 'react-router';
import { loadNamespace } from '../i18n/i18n';
import { itTranslatesEveryText, keysCalled, localeReader } from '../i18n/testing/translations';
import { fillJsdomGaps } from '../shell/testing/jsdom-gaps';
import { renderWithApp } from '../shell/testing/render';
import { AnalyticsShell } from './analytics-shell';
import { startAnalytics } from './analytics-start';
import { STORAGE_KEYS } from './analytics-storage';
import { anonymousId, consentAsked, consentMode } from './consent';
import {
  eventPosts,
  fakeAnalyticsServer,
  resetAnalytics,
  setPrivacySignals,
} from './testing/analytics-fakes';
import { flush, queuedEvents } from './tracker';

const files = import.meta.glob<Record<string, string>>('../locales/*/consent.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['./*.tsx', '!./*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const read = localeReader(files, 'consent');

function Nav() {
  const navigate = useNavigate();
  return (
    <>
      {['/', '/products', '/products?page=2', '/products/abc'].map((to) => (
        <button key={to} type="button" onClick={() => void navigate(to)}>
          go {to}
        </button>
      ))}
    </>
  );
}

const render = () =>
  renderWithApp(
    <>
      <AnalyticsShell />
      <Nav />
    </>,
    { namespaces: ['common', 'consent'] },
  );
const banner = () => screen.queryByRole('region', { name: 'Privacy choice' });
const pageViews = () => queuedEvents().filter((e) => e.name === 'page_view');

beforeAll(async () => {
  fillJsdomGaps();
  await Promise.all(['en', 'fr'].map((l) => loadNamespace(l as 'en', 'consent')));
}, 60_000);
beforeEach(resetAnalytics);
afterEach(() => {
  cleanup();
  resetAnalytics();
});

// The first render loads antd and the banner's texts: seconds on a busy machine, and a test cut off
// by its time-out runs on into the next one (it once stored "denied" in the Accept test's time).
describe('consent banner', { timeout: 20_000 }, () => {
  it('asks in opt-in mode; Decline hides it, stores the answer, makes no id and sends nothing', async () => {
    fakeAnalyticsServer({ mode: 'opt-in' });
    startAnalytics();
    await render();
    const region = await screen.findByRole('region', { name: 'Privacy choice' }, { timeout: 10_000 });
    expect(region.querySelector('a')!.getAttribute('href')).toBe('/privacy-policy');
    expect(pageViews()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.consent)).toBe('denied');
    expect(anonymousId()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'go /products' }));
    await act(() => flush());
    expect(queuedEvents()).toEqual([]);
    expect(eventPosts()).toEqual([]);
  });

  it('Accept: the page it was given on is counted and sent with a new anonymous id', async () => {
    fakeAnalyticsServer({ mode: 'opt-in' });
    startAnalytics();
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }, { timeout: 10_000 }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.consent)).toBe('granted');
    expect(pageViews().map((e) => e.path)).toEqual(['/']);
    await act(() => flush());
    expect(eventPosts()).toHaveLength(1);
    expect(eventPosts()[0]!.body).toMatchObject({
      anonymousId: anonymousId(),
      events: [{ name: 'page_view' }],
    });
  });

  it('is not shown with Do Not Track, nor once answered', async () => {
    for (const setUp of [
      () => setPrivacySignals({ dnt: true }),
      () => localStorage.setItem(STORAGE_KEYS.consent, 'granted'),
    ]) {
      resetAnalytics();
      setUp();
      fakeAnalyticsServer({ mode: 'opt-in' });
      startAnalytics();
      await render();
      await act(() => new Promise((r) => setTimeout(r, 20)));
      expect(consentMode()).toBeNull(); // not asked: there is nothing left to decide
      expect(consentAsked()).toBe(false);
      expect(banner()).toBeNull();
      cleanup();
    }
  });

  it('opt-out mode: tracked until answered, and the banner offers to decline', async () => {
    fakeAnalyticsServer({ mode: 'opt-out' });
    startAnalytics();
    await render();
    await screen.findByRole('region', { name: 'Privacy choice' }, { timeout: 10_000 });
    expect(pageViews().map((e) => e.path)).toEqual(['/']);
  });
});

describe('page views', { timeout: 20_000 }, () => {
  it('one page_view per path change, never for a query string alone', async () => {
    localStorage.setItem(STORAGE_KEYS.consent, 'granted');
    fakeAnalyticsServer();
    startAnalytics();
    await render();
    for (const to of ['/products', '/products?page=2', '/products/abc', '/products/abc', '/'])
      fireEvent.click(screen.getByRole('button', { name: `go ${to}` }));
    await waitFor(() => expect(pageViews()).toHaveLength(4));
    expect(pageViews().map((e) => e.path)).toEqual(['/', '/products', '/products/abc', '/']);
  });
});

describe('the banner texts', () => {
  itTranslatesEveryText(read);
  it('has every key the banner asks for', () => {
    const used = keysCalled(sources);
    expect(used.size).toBeGreaterThanOrEqual(5);
    expect([...used].filter((k) => !(k in read('en')))).toEqual([]);
  });
});
