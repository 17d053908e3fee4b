import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../../shell/testing/fake-network');
  installFakeNetwork();
});

import { startAnalytics } from '../../../analytics/analytics-start';
import { STORAGE_KEYS } from '../../../analytics/analytics-storage';
import { fakeAnalyticsServer, resetAnalytics } from '../../../analytics/testing/analytics-fakes';
import { queuedEvents } from '../../../analytics/tracker';
import { renderWithApp } from '../../../shell/testing/render';
import { useProductLayout } from './layout-experiment';

function Probe({ path }: { path: string }) {
  const [mode, setMode, pending] = useProductLayout(path);
  return (
    <>
      <output data-testid="mode">{pending ? 'pending' : mode}</output>
      <button type="button" onClick={() => setMode('grid')}>
        grid
      </button>
    </>
  );
}

const ID = '7a1d4c1e-9b3f-4d2a-8c55-0e6f1b2a3c4d';
function assigned(variant: string | null, consent = 'granted') {
  localStorage.setItem(STORAGE_KEYS.consent, consent);
  localStorage.setItem(STORAGE_KEYS.anonymousId, ID);
  localStorage.setItem(
    STORAGE_KEYS.experiments,
    JSON.stringify({ anonymousId: ID, assignments: { product_layout_test: variant } }),
  );
  fakeAnalyticsServer({ assignments: { product_layout_test: variant } });
  startAnalytics();
}
const mode = () => screen.getByTestId('mode').textContent;
const exposures = () =>
  queuedEvents()
    .filter((e) => e.name === 'experiment_exposure')
    .map((e) => e.properties);

beforeEach(resetAnalytics);
afterEach(() => {
  cleanup();
  resetAnalytics();
});

describe('product_layout_test', () => {
  it('a first visit waits for the answer (the list shows its skeleton), never grid then list', async () => {
    let answer: (r: Response) => void = () => undefined;
    localStorage.setItem(STORAGE_KEYS.consent, 'granted');
    fakeAnalyticsServer({ assignments: () => new Promise<Response>((resolve) => (answer = resolve)) });
    startAnalytics();
    await renderWithApp(<Probe path="/products" />, { path: '/products' });
    expect(mode()).toBe('pending');
    answer(
      new Response(JSON.stringify({ assignments: { product_layout_test: 'list' } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await waitFor(() => expect(mode()).toBe('list'));
  });

  it('list for the list arm on /products, with its exposure; the visitor’s own pick then wins', async () => {
    assigned('list');
    await renderWithApp(<Probe path="/products" />, { path: '/products' });
    expect(mode()).toBe('list');
    await waitFor(() =>
      expect(exposures()).toEqual([{ experiment: 'product_layout_test', variant: 'list' }]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'grid' }));
    expect(mode()).toBe('grid');
    expect(localStorage.getItem('sokoni.browse.view')).toBe('"grid"');
  });

  it('grid for the grid arm, its exposure recorded too', async () => {
    assigned('grid');
    await renderWithApp(<Probe path="/products" />, { path: '/products' });
    expect(mode()).toBe('grid');
    await waitFor(() =>
      expect(exposures()).toEqual([{ experiment: 'product_layout_test', variant: 'grid' }]),
    );
  });

  it.each([
    ['outside the experiment (null)', null, 'granted', '/products'],
    ['tracking declined', 'list', 'denied', '/products'],
    ['another screen', 'list', 'granted', '/categories/agriculture'],
  ])('%s: today’s grid, no exposure', async (_, variant, consent, path) => {
    assigned(variant, consent);
    await renderWithApp(<Probe path={path} />, { path });
    expect(mode()).toBe('grid');
    await new Promise((r) => setTimeout(r, 20));
    expect(exposures()).toEqual([]);
  });

  it('a layout picked before stays, and the visitor is not exposed', async () => {
    localStorage.setItem('sokoni.browse.view', '"grid"');
    assigned('list');
    await renderWithApp(<Probe path="/products" />, { path: '/products' });
    expect(mode()).toBe('grid');
    await new Promise((r) => setTimeout(r, 20));
    expect(exposures()).toEqual([]);
  });
});
