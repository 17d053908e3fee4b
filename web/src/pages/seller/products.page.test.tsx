import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session } from '../../auth/session';
import { calls, json, respond } from '../../shell/testing/fake-network';
import { fillJsdomGaps } from '../../shell/testing/jsdom-gaps';
import { actAsync, renderWithApp } from '../../shell/testing/render';
import SellerProductsPage from './products.page';
import { product, RATES, SELLER } from './testing/fixtures';

const NS = ['common', 'seller', 'trade', 'browse'];
const DRAFT = product();
const REJECTED = product({
  id: '0193a000-0000-7000-8000-000000000102',
  title: 'Raw shea butter',
  status: 'rejected',
  rejectionReason: 'The photos show another product.',
});
const PUBLISHED = product({
  id: '0193a000-0000-7000-8000-000000000103',
  title: 'Cashew nuts W320',
  status: 'published',
});
const ALL = [DRAFT, REJECTED, PUBLISHED];

/** The catalogue as the list sees it: filters by status and title, like the real one. */
function catalogue() {
  respond((call) => {
    const url = new URL(call.path, 'http://x');
    if (url.pathname === '/api/v1/fx-rates') return json(RATES);
    if (url.pathname === '/api/v1/seller/products') {
      const status = url.searchParams.get('status');
      const q = url.searchParams.get('q')?.toLowerCase();
      const items = ALL.filter(
        (p) => (!status || p.status === status) && (!q || p.title.toLowerCase().includes(q)),
      );
      return json({ items, total: items.length, page: 1, pageSize: 20 });
    }
    if (call.method === 'POST' && url.pathname.endsWith('/submit'))
      return json({ ...REJECTED, status: 'pending_review', rejectionReason: null });
    if (call.method === 'POST' && url.pathname.endsWith('/archive'))
      return json({ ...DRAFT, status: 'archived' });
    if (call.method === 'POST' && url.pathname === `/api/v1/seller/products/${DRAFT.id}/duplicate`)
      return json(product({ id: '0193a000-0000-7000-8000-000000000199', ...(call.body as object) }), 201);
    return json({ status: 404, detail: 'Not found' }, 404);
  });
}

beforeAll(async () => {
  fillJsdomGaps();
  await session.restore();
}, 60_000);
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
  localStorage.clear();
});

const open = async (path = '/seller/products') => {
  act(() => session.accept({ accessToken: 'token', expiresIn: 900, user: SELLER }));
  await renderWithApp(
    <App>
      <SellerProductsPage />
    </App>,
    { path, namespaces: NS },
  );
};
const listCalls = () => calls.filter((c) => c.path.startsWith('/api/v1/seller/products'));
const row = (title: string) => screen.getByText(title).closest('tr')!;

describe('the seller’s products', () => {
  it('lists every status under All, and each tab asks for its own status', async () => {
    catalogue();
    await open();
    await screen.findByText(DRAFT.title);
    expect(screen.getByText(REJECTED.title)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(listCalls().at(-1)!.path).toBe('/api/v1/seller/products?page=1&pageSize=20');

    await actAsync(() => fireEvent.click(screen.getByRole('tab', { name: 'Rejected' })));
    await waitFor(() => expect(screen.queryByText(DRAFT.title)).toBeNull());
    expect(listCalls().at(-1)!.path).toBe('/api/v1/seller/products?status=rejected&page=1&pageSize=20');
    expect(screen.getByTestId('location').textContent).toBe('/seller/products?status=rejected');
    // The review's reason is on the row, and the action is a resubmit.
    const rejected = row(REJECTED.title);
    expect(within(rejected).getByText('Rejected: The photos show another product.')).toBeTruthy();
    expect(
      within(rejected).getByRole('button', { name: `Resubmit ${REJECTED.title} for review` }),
    ).toBeTruthy();

    await actAsync(() => fireEvent.click(screen.getByRole('tab', { name: 'Drafts' })));
    await screen.findByText(DRAFT.title);
    expect(listCalls().at(-1)!.path).toContain('status=draft');
    expect(
      within(row(DRAFT.title)).getByRole('button', { name: `Submit ${DRAFT.title} for review` }),
    ).toBeTruthy();

    await actAsync(() => fireEvent.click(screen.getByRole('tab', { name: 'Archived' })));
    await screen.findByText('No archived products.');
  }, 30_000);

  it('searches by title', async () => {
    catalogue();
    await open('/seller/products?status=published');
    await screen.findByText(PUBLISHED.title);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your products by title' }), {
      target: { value: 'shea' },
    });
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: /Search/ })));
    await screen.findByText('None of these products has “shea” in its title.');
    expect(listCalls().at(-1)!.path).toBe(
      '/api/v1/seller/products?status=published&q=shea&page=1&pageSize=20',
    );
  }, 30_000);

  it('resubmits a rejected product, and duplicates one into a new draft', async () => {
    catalogue();
    await open();
    await screen.findByText(REJECTED.title);
    await actAsync(() =>
      fireEvent.click(screen.getByRole('button', { name: `Resubmit ${REJECTED.title} for review` })),
    );
    await screen.findByText(`“${REJECTED.title}” was sent for review again.`);
    expect(calls.find((c) => c.method === 'POST')!.path).toBe(`/api/v1/products/${REJECTED.id}/submit`);

    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: `Duplicate ${DRAFT.title}` })));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/products/edit/0193a000-0000-7000-8000-000000000199',
      ),
    );
    // The catalogue copies the fields and the photos; the page only words the copy's title.
    const copied = calls.find((c) => c.method === 'POST' && c.path.endsWith('/duplicate'))!;
    expect(copied.path).toBe(`/api/v1/seller/products/${DRAFT.id}/duplicate`);
    expect(copied.body).toEqual({ title: `${DRAFT.title} (copy)` });
    await screen.findByText(`A new draft “${DRAFT.title} (copy)” was made with the same details and photos.`);
  }, 30_000);

  it('archives after asking', async () => {
    catalogue();
    await open();
    await screen.findByText(DRAFT.title);
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: `Archive ${DRAFT.title}` })));
    const confirm = await screen.findByRole('tooltip');
    expect(calls.some((c) => c.path.endsWith('/archive'))).toBe(false);
    await actAsync(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Archive' })));
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/v1/products/${DRAFT.id}/archive`)).toBe(true),
    );
    await screen.findByText(`“${DRAFT.title}” was archived.`);
  }, 30_000);

  it('sends a visitor to sign in first', async () => {
    catalogue();
    await renderWithApp(
      <App>
        <Routes>
          <Route path="/seller/products" element={<SellerProductsPage />} />
          <Route path="/login" element={<p>Sign in</p>} />
        </Routes>
      </App>,
      { path: '/seller/products?status=draft', namespaces: NS },
    );
    await screen.findByText('Sign in');
    expect(screen.getByTestId('location').textContent).toBe(
      '/login?next=%2Fseller%2Fproducts%3Fstatus%3Ddraft',
    );
    expect(calls.some((c) => c.path.startsWith('/api/v1/seller/products'))).toBe(false);
  }, 30_000);
});
