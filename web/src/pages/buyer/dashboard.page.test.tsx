import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session } from '../../auth/session';
import { loadNamespace } from '../../i18n/i18n';
import { calls, json, respond, type Call } from '../../shell/testing/fake-network';
import { fillJsdomGaps } from '../../shell/testing/jsdom-gaps';
import { actAsync, renderWithApp } from '../../shell/testing/render';
import BuyerDashboardPage from './dashboard.page';
import { GUEST_VIEWS_KEY } from './recently-viewed';

const NS = ['common', 'buyer', 'trade', 'browse', 'rfq'];
const SUPPLIER = '0193a000-0000-7000-8000-00000000005a';
const GONE = '0193a000-0000-7000-8000-00000000005b';
const P1 = '0193a000-0000-7000-8000-0000000000b1';
const order = (n: number, status: string) => ({
  id: `0193a000-0000-7000-8000-0000000000d${n}`,
  reference: `SK-2611-000${n}`,
  status,
  sellerId: SUPPLIER,
  amountMinor: 150_000,
  currency: 'NGN',
  createdAt: '2026-11-20T10:00:00Z',
});
const address = (n: number, over: Record<string, unknown> = {}) => ({
  id: `0193a000-0000-7000-8000-0000000000a${n}`,
  label: null,
  fullName: 'Bola Adeyemi',
  company: null,
  line1: `${n} Broad Street`,
  line2: null,
  city: 'Lagos',
  region: null,
  postalCode: null,
  country: 'NG',
  phone: '+2348012345678',
  isDefault: false,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...over,
});

let book: ReturnType<typeof address>[] = [];
const sent = (method: string, prefix: string) =>
  calls.filter((c: Call) => c.method === method && c.path.startsWith(prefix));

/** An RFQ of the buyer's list, as trade answers GET /rfqs (only what the dashboard reads matters). */
const rfqRow = (n: number, status: string, quoteCount: number) => ({
  id: `0193a000-0000-7000-8000-00000000f0${n}0`,
  title: `RFQ number ${n}`,
  status,
  quoteCount,
  quoteDeadline: '2099-01-15T23:59:59Z',
  createdAt: '2026-11-20T10:00:00Z',
});

function serve() {
  respond(({ method, path }) => {
    if (path === '/api/v1/fx-rates') return json([{ currency: 'USD', perUsd: 1, minorDigits: 2 }]);
    if (path.split('?')[0] === '/api/v1/rfqs')
      return json({
        items: [rfqRow(1, 'open', 2), rfqRow(2, 'accepted', 3), rfqRow(3, 'open', 0)],
        total: 3,
        page: 1,
        pageSize: 20,
      });
    if (path.startsWith('/api/v1/orders'))
      return json({ items: [order(1, 'shipped'), order(2, 'completed'), order(3, 'pending_payment')] });
    if (path === `/api/v1/suppliers/${SUPPLIER}`)
      return json({ companyName: 'Ashanti Cocoa', country: 'GH' });
    if (path.startsWith('/api/v1/suppliers/')) return json({ status: 404, detail: 'Not found' }, 404);
    if (path === '/api/v1/saved-suppliers')
      return json({
        items: [
          { supplierId: SUPPLIER, savedAt: '2026-11-21T10:00:00Z' },
          { supplierId: GONE, savedAt: '2026-11-20T10:00:00Z' },
        ],
        count: 2,
        max: 200,
      });
    if (path === '/api/v1/wishlist')
      return json({
        items: [
          {
            id: 'w1',
            productId: P1,
            sellerId: SUPPLIER,
            title: 'Shea butter',
            imageUrl: null,
            unit: 'kg',
            currency: 'GHS',
            moq: 50,
            priceTiers: [{ minQuantity: 50, unitPriceMinor: 1000 }],
            fromUnitPriceMinor: 1000,
            readyToShip: false,
            available: true,
            addedAt: '2026-11-20T10:00:00Z',
          },
        ],
        count: 1,
      });
    if (method === 'POST' && path === '/api/v1/recently-viewed/merge')
      return new Response(null, { status: 204 });
    if (path === '/api/v1/recently-viewed')
      return json({
        items: [
          {
            productId: P1,
            sellerId: SUPPLIER,
            title: 'Cocoa beans, grade A',
            imageUrl: null,
            unit: 'kg',
            currency: 'GHS',
            moq: 5,
            fromUnitPriceMinor: 2500,
            viewedAt: '2026-11-22T10:00:00Z',
          },
        ],
      });
    if (path === '/api/v1/me')
      return json({
        businessName: 'Lagos Foods',
        fullName: 'Bola Adeyemi',
        email: 'bola@lagos-foods.example',
        verified: true,
        phone: '+234 801 234 5678',
        city: 'Lagos',
        country: 'NG',
      });
    if (path.startsWith('/api/v1/countries'))
      return json([
        { code: 'NG', name: 'Nigeria', african: true },
        { code: 'GH', name: 'Ghana', african: true },
        { code: 'GB', name: 'United Kingdom', african: false },
      ]);
    if (method === 'GET' && path === '/api/v1/addresses') return json({ items: book, max: 20 });
    if (method === 'POST' && path === '/api/v1/addresses') {
      book = [address(3, { line1: '7 Marina Road', isDefault: book.length === 0 }), ...book];
      return json(book[0], 201);
    }
    if (method === 'PATCH' && path.startsWith('/api/v1/addresses/')) return json(book[0]);
    if (method === 'DELETE' && path.startsWith('/api/v1/addresses/'))
      return new Response(null, { status: 204 });
    if (method === 'POST' && path.endsWith('/default')) return json(book[0]);
    return json({ status: 404, detail: 'Not found' }, 404);
  });
}

const signIn = (role: 'buyer' | 'seller' | 'both') =>
  act(() =>
    session.accept({
      accessToken: 'token',
      expiresIn: 900,
      user: {
        id: 'buyer-1',
        email: 'bola@lagos-foods.example',
        fullName: 'Bola Adeyemi',
        businessName: 'Lagos Foods',
        role,
        verified: true,
        country: 'NG',
        avatarInitials: 'BA',
      },
    }),
  );

beforeAll(async () => {
  fillJsdomGaps();
  await session.restore();
  await Promise.all(NS.map((ns) => loadNamespace('en', ns)));
}, 60_000);
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
  localStorage.clear();
  book = [];
});

/** The page on its own routes only: the sign-in page it sends visitors to is another screen. */
function Page() {
  const { pathname } = useLocation();
  return pathname === '/dashboard' || pathname === '/buyer/dashboard' ? <BuyerDashboardPage /> : null;
}

const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label, { exact: true }), { target: { value } });

describe('the buyer dashboard', () => {
  it('sends a visitor to sign in and back', async () => {
    serve();
    await renderWithApp(<Page />, { path: '/buyer/dashboard', namespaces: NS });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/login?next=%2Fbuyer%2Fdashboard'),
    );
  });

  it('sends a seller who does not buy from /dashboard to the seller workspace', async () => {
    serve();
    signIn('seller');
    await renderWithApp(<Page />, { path: '/dashboard', namespaces: NS });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/seller/dashboard'));
  });

  it('shows orders in progress, saved suppliers, saved and viewed products and the company', async () => {
    serve();
    localStorage.setItem(
      GUEST_VIEWS_KEY,
      JSON.stringify([{ productId: P1, viewedAt: '2026-11-21T10:00:00Z' }]),
    );
    signIn('both');
    await renderWithApp(<Page />, { path: '/dashboard', namespaces: NS });
    await screen.findByRole('heading', { level: 1, name: 'Your buyer workspace' });
    expect(screen.getByRole('link', { name: 'Go to your seller workspace' })).toBeTruthy();

    const orders = screen.getByRole('region', { name: 'Orders in progress' });
    await within(orders).findByRole('link', { name: 'Order SK-2611-0001' });
    expect(within(orders).getByRole('link', { name: 'Order SK-2611-0003' }).getAttribute('href')).toBe(
      `/orders/${order(3, '').id}`,
    );
    expect(within(orders).queryByText(/SK-2611-0002/)).toBeNull();

    // RFQs still taking quotes, with their quote counts; an accepted one is not "in progress".
    const rfqs = screen.getByRole('region', { name: 'Requests for quotation' });
    expect((await within(rfqs).findByRole('link', { name: 'RFQ number 1' })).getAttribute('href')).toBe(
      `/rfq/${rfqRow(1, '', 0).id}`,
    );
    expect(within(rfqs).getByText('Quotes: 2')).toBeTruthy();
    expect(within(rfqs).getByRole('link', { name: 'RFQ number 3' })).toBeTruthy();
    expect(within(rfqs).queryByText('RFQ number 2')).toBeNull();
    expect(within(rfqs).getByRole('link', { name: 'All your RFQs' }).getAttribute('href')).toBe(
      '/buyer/inquiries',
    );

    const suppliers = screen.getByRole('region', { name: 'Saved suppliers' });
    expect((await within(suppliers).findByRole('link', { name: 'Ashanti Cocoa' })).getAttribute('href')).toBe(
      `/suppliers/${SUPPLIER}`,
    );
    await within(suppliers).findByText('This supplier is no longer listed.');

    const wishlist = screen.getByRole('region', { name: 'Saved products' });
    await within(wishlist).findByRole('link', { name: 'Shea butter' });

    const recent = screen.getByRole('region', { name: 'Recently viewed' });
    await within(recent).findByRole('link', { name: 'Cocoa beans, grade A' });
    // The history kept while signed out went to the server first, and is forgotten here.
    expect(sent('POST', '/api/v1/recently-viewed/merge').map((c) => c.body)).toEqual([
      { items: [{ productId: P1, viewedAt: '2026-11-21T10:00:00Z' }] },
    ]);
    expect(localStorage.getItem(GUEST_VIEWS_KEY)).toBeNull();

    const profile = screen.getByRole('region', { name: 'Company profile' });
    await within(profile).findByText('Lagos Foods');
    expect(within(profile).getByRole('link', { name: 'Edit in your account' }).getAttribute('href')).toBe(
      '/account',
    );
  }, 30_000);

  it('adds, edits, makes default and deletes addresses through trade', async () => {
    book = [address(1, { isDefault: true, label: 'Head office' }), address(2, { company: 'Lagos Foods' })];
    serve();
    signIn('buyer');
    await renderWithApp(<Page />, { path: '/buyer/dashboard', namespaces: NS });
    const section = await screen.findByRole('region', { name: 'Address book' });
    const first = await within(section).findByRole('listitem', { name: 'Head office' });
    expect(within(first).getByText('Default')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'Make default' })).toBeNull();

    // Add: the form's values, empty optional fields left out.
    await actAsync(() => fireEvent.click(within(section).getByRole('button', { name: 'Add an address' })));
    const form = within(section).getByRole('region', { name: 'Add an address' });
    fill(form, 'Label', 'Apapa port');
    fill(form, 'Address', '7 Marina Road');
    fill(form, 'City', 'Apapa');
    fill(form, 'Phone', '+234 809 999 9999');
    await actAsync(() => fireEvent.click(within(form).getByRole('button', { name: 'Add an address' })));
    await waitFor(() => expect(sent('POST', '/api/v1/addresses')).toHaveLength(1));
    expect(sent('POST', '/api/v1/addresses')[0]!.body).toEqual({
      label: 'Apapa port',
      fullName: 'Bola Adeyemi',
      line1: '7 Marina Road',
      city: 'Apapa',
      country: 'NG',
      phone: '+234 809 999 9999',
    });

    // Edit the second: only what changed, an emptied optional field as null.
    const second = await within(section).findByRole('listitem', { name: '2 Broad Street' });
    await actAsync(() => fireEvent.click(within(second).getByRole('button', { name: 'Edit' })));
    fill(second, 'City', 'Ikeja');
    fill(second, 'Company', '');
    await actAsync(() => fireEvent.click(within(second).getByRole('button', { name: 'Save changes' })));
    await waitFor(() => expect(sent('PATCH', '/api/v1/addresses/')).toHaveLength(1));
    const patch = sent('PATCH', '/api/v1/addresses/')[0]!;
    expect(patch.path).toBe(`/api/v1/addresses/${address(2).id}`);
    expect(patch.body).toEqual({ city: 'Ikeja', company: null });

    // Make it the default, then delete it (after confirming).
    const again = await within(section).findByRole('listitem', { name: '2 Broad Street' });
    await actAsync(() => fireEvent.click(within(again).getByRole('button', { name: 'Make default' })));
    await waitFor(() => expect(sent('POST', `/api/v1/addresses/${address(2).id}/default`)).toHaveLength(1));
    // jsdom runs no CSS transitions: the spinner of the last action stays in the name ("loading Delete").
    const remove = within(again).getByRole('button', { name: /Delete$/ });
    await actAsync(() => fireEvent.click(remove));
    expect(sent('DELETE', '/api/v1/addresses/')).toHaveLength(0);
    const popover = (
      await screen.findByText('Delete this address? Orders already placed keep their own copy.')
    ).closest('.ant-popover') as HTMLElement;
    await actAsync(() => fireEvent.click(within(popover).getByRole('button', { name: 'Delete' })));
    await waitFor(() =>
      expect(sent('DELETE', '/api/v1/addresses/').map((c) => c.path)).toEqual([
        `/api/v1/addresses/${address(2).id}`,
      ]),
    );
  }, 30_000);
});
