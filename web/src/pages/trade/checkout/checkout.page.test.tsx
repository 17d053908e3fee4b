import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session } from '../../../auth/session';
import { loadNamespace } from '../../../i18n/i18n';
import { calls, json, respond, type Call } from '../../../shell/testing/fake-network';
import { actAsync, renderWithApp } from '../../../shell/testing/render';
import CheckoutPage from './checkout.page';
import { fillJsdomGaps } from '../../../shell/testing/jsdom-gaps';

const S1 = '0193a000-0000-7000-8000-0000000000s1';
const S2 = '0193a000-0000-7000-8000-0000000000s2';
const line = (n: number, sellerId: string, title: string) => ({
  id: `0193a000-0000-7000-8000-00000000000${n}`,
  productId: `0193a000-0000-7000-8000-0000000000p${n}`,
  sellerId,
  title,
  imageUrl: null,
  unit: 'kg',
  quantity: 100,
  currency: 'GHS',
  unitPriceMinor: 1000,
  lineTotalMinor: 100_000,
  moq: 50,
  priceTiers: [{ minQuantity: 50, unitPriceMinor: 1000 }],
  flags: [],
  repriced: null,
  addedAt: '2026-11-24T10:00:00Z',
  updatedAt: '2026-11-24T10:00:00Z',
});
const shea = line(1, S1, 'Shea butter');
const cocoa = line(2, S2, 'Cocoa beans');
const cart = {
  sellers: [
    { sellerId: S1, lines: [shea], subtotals: [{ amountMinor: 100_000, currency: 'GHS' }] },
    { sellerId: S2, lines: [cocoa], subtotals: [{ amountMinor: 100_000, currency: 'GHS' }] },
  ],
  counts: { lines: 2, flagged: 0, repriced: 0, unavailable: 0, belowMoq: 0 },
  readyForCheckout: true,
};
const rates = [
  { currency: 'USD', perUsd: 1, minorDigits: 2 },
  { currency: 'GHS', perUsd: 12.5, minorDigits: 2 },
];

/** What POST /api/v1/checkout answers, attempt after attempt. */
let answers: (() => Response | Promise<Response>)[] = [];
/** The buyer's address book as trade keeps it (GET /api/v1/addresses). */
const entry = (n: number, over: Record<string, unknown>) => ({
  id: `0193a000-0000-7000-8000-0000000000a${n}`,
  label: null,
  company: null,
  line2: null,
  region: null,
  postalCode: null,
  country: 'NG',
  isDefault: false,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...over,
});
let book: ReturnType<typeof entry>[] = [];
const bookPosts = () => calls.filter((c: Call) => c.method === 'POST' && c.path === '/api/v1/addresses');
const posts = () => calls.filter((c: Call) => c.method === 'POST' && c.path === '/api/v1/checkout');

beforeAll(async () => {
  fillJsdomGaps();
  // The session's first restore, done before any sign-in: pages wait on it (RequireRole), and with
  // no session flag stored it asks no one.
  await session.restore();
  await Promise.all(['common', 'trade', 'buyer'].map((ns) => loadNamespace('en', ns)));
}, 60_000);
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
  localStorage.clear();
  sessionStorage.clear();
  book = [];
});

function serve() {
  respond(({ method, path }) => {
    if (path === '/api/v1/fx-rates') return json(rates);
    if (path === '/api/v1/cart') return json(cart);
    if (path.startsWith('/api/v1/suppliers/'))
      return json({ companyName: path.endsWith(S1) ? 'Tamale Shea Co-op' : 'Ashanti Cocoa' });
    if (path.startsWith('/api/v1/orders')) return json({ items: [], page: 1, pageSize: 20, total: 0 });
    if (path.startsWith('/api/v1/countries'))
      return json([
        { code: 'NG', name: 'Nigeria', african: true },
        { code: 'GB', name: 'United Kingdom', african: false },
      ]);
    if (method === 'GET' && path === '/api/v1/addresses') return json({ items: book, max: 20 });
    if (method === 'POST' && path === '/api/v1/addresses') return json({ ...entry(9, {}) }, 201);
    if (method === 'POST' && path === '/api/v1/checkout') return answers.shift()!();
    return json({ status: 404, detail: 'Not found' }, 404);
  });
}

const signInBuyer = () =>
  act(() =>
    session.accept({
      accessToken: 'token',
      expiresIn: 900,
      user: {
        id: 'buyer-1',
        email: 'bola@lagos-foods.example',
        fullName: 'Bola Adeyemi',
        businessName: 'Lagos Foods',
        role: 'buyer',
        verified: true,
        country: 'NG',
        avatarInitials: 'BA',
      },
    }),
  );

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

async function placeOrder(): Promise<Call> {
  const before = posts().length;
  await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Place order' })));
  await waitFor(() => expect(posts().length).toBe(before + 1));
  return posts().at(-1)!;
}

describe('checkout', () => {
  it('shows refusals per line with the way back to the cart, and uses one Idempotency-Key per attempt', async () => {
    answers = [
      // No answer at all: the order may exist, so the retry must send the same key.
      () => Promise.reject(new TypeError('Failed to fetch')),
      () =>
        json(
          {
            status: 409,
            code: 'checkout.prices_changed',
            detail: 'The price of 1 product changed.',
            prices: [
              {
                productId: cocoa.productId,
                quantity: 100,
                currency: 'GHS',
                unitPriceMinor: 1150,
                expectedCurrency: 'GHS',
                expectedUnitPriceMinor: 1000,
              },
            ],
          },
          409,
        ),
      () =>
        json(
          {
            status: 422,
            code: 'checkout.items_unavailable',
            detail: '1 product cannot be bought.',
            errors: [
              {
                field: 'items.0.productId',
                code: 'checkout.product_unavailable',
                message: 'No longer available.',
              },
            ],
          },
          422,
        ),
      () => json({ id: '0193a000-0000-7000-8000-0000000000c1', orders: [], payment: null }, 201),
    ];
    serve();
    signInBuyer();
    await renderWithApp(<CheckoutPage />, { path: '/checkout', namespaces: ['common', 'trade'] });

    // The server cart, one group per seller.
    const tamale = await screen.findByRole('region', { name: 'Tamale Shea Co-op' });
    expect(within(tamale).getByText('Shea butter')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ashanti Cocoa' }).textContent).toContain('Cocoa beans');

    fill('Full name', 'Bola Adeyemi');
    fill('Address', '14 Broad Street');
    fill('City', 'Lagos');
    fill('Phone', '+2348012345678');

    const first = await placeOrder();
    await screen.findByText(/No answer from Sokoni/);
    const key = first.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.body).toMatchObject({
      currency: 'USD',
      shippingAddress: { fullName: 'Bola Adeyemi', line1: '14 Broad Street', city: 'Lagos', country: 'NG' },
      items: [
        { productId: shea.productId, quantity: 100, expectedUnitPriceMinor: 1000, expectedCurrency: 'GHS' },
        { productId: cocoa.productId, quantity: 100, expectedUnitPriceMinor: 1000, expectedCurrency: 'GHS' },
      ],
    });

    // The retry of the unanswered attempt: the same key. Prices moved: shown on the line.
    const second = await placeOrder();
    expect(second.headers.get('idempotency-key')).toBe(key);
    await screen.findByText('Some prices changed since you added the products: nothing was bought.');
    const cocoaLine = within(screen.getByRole('region', { name: 'Ashanti Cocoa' })).getByRole('listitem');
    expect(within(cocoaLine).getByRole('alert').textContent).toMatch(
      /Price changed: GH₵10\.00 → GH₵11\.50 per unit/,
    );
    expect(screen.getByRole('link', { name: 'Back to the cart' }).getAttribute('href')).toBe('/cart');

    // That was an answer: the next submission is a new attempt with a new key.
    const third = await placeOrder();
    expect(third.headers.get('idempotency-key')).not.toBe(key);
    await screen.findByText('Some products cannot be bought as they are: nothing was bought.');
    const sheaLine = within(screen.getByRole('region', { name: 'Tamale Shea Co-op' })).getByRole('listitem');
    expect(within(sheaLine).getByRole('alert').textContent).toBe('No longer available.');

    const fourth = await placeOrder();
    expect(
      new Set([key, third.headers.get('idempotency-key'), fourth.headers.get('idempotency-key')]).size,
    ).toBe(3);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/checkout/0193a000-0000-7000-8000-0000000000c1',
      ),
    );
    // A new address, "save this address" left ticked: it goes into the address book, once.
    expect(bookPosts().map((c) => c.body)).toEqual([
      {
        fullName: 'Bola Adeyemi',
        line1: '14 Broad Street',
        city: 'Lagos',
        country: 'NG',
        phone: '+2348012345678',
      },
    ]);
  }, 30_000);

  it('preselects the default address of the book, lets the buyer pick another, and saves only a new one', async () => {
    book = [
      entry(1, {
        label: 'Lagos warehouse',
        fullName: 'Bola Adeyemi',
        company: 'Lagos Foods',
        line1: '14 Broad Street',
        city: 'Lagos',
        phone: '+2348012345678',
        isDefault: true,
      }),
      entry(2, { fullName: 'Chidi Okafor', line1: '3 Marina Road', city: 'Apapa', phone: '+2348099999999' }),
    ];
    const placed = () => json({ id: '0193a000-0000-7000-8000-0000000000c2', orders: [], payment: null }, 201);
    answers = [placed];
    serve();
    signInBuyer();
    await renderWithApp(<CheckoutPage />, { path: '/checkout', namespaces: ['common', 'trade', 'buyer'] });

    const choices = await screen.findByRole('group', { name: 'Your address book' });
    const radio = (name: string | RegExp) => within(choices).getByRole('radio', { name });
    expect((radio(/^Lagos warehouse — Bola Adeyemi/) as HTMLInputElement).checked).toBe(true);
    const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true }).value;
    expect(field('Full name')).toBe('Bola Adeyemi');
    expect(field('City')).toBe('Lagos');
    expect(field('Company (optional)')).toBe('Lagos Foods');
    // An address of the book: nothing to save.
    expect(screen.queryByRole('checkbox', { name: 'Save this address to my address book' })).toBeNull();
    expect(within(choices).getByRole('link', { name: 'Manage your addresses' }).getAttribute('href')).toBe(
      '/buyer/dashboard#addresses',
    );

    // Another address: the form empties and offers to save what is typed.
    fireEvent.click(radio('Another address'));
    await waitFor(() => expect(field('Full name')).toBe(''));
    expect(field('Company (optional)')).toBe('');
    fill('Full name', 'Ngozi Eze');
    await screen.findByRole('checkbox', { name: 'Save this address to my address book' });

    // Back to the second address of the book: its fields, and that is what the order ships to.
    fireEvent.click(radio(/^Chidi Okafor/));
    await waitFor(() => expect(field('City')).toBe('Apapa'));
    const sent = await placeOrder();
    expect(sent.body).toMatchObject({
      shippingAddress: {
        fullName: 'Chidi Okafor',
        line1: '3 Marina Road',
        city: 'Apapa',
        country: 'NG',
        phone: '+2348099999999',
      },
    });
    expect((sent.body as { shippingAddress: object }).shippingAddress).not.toHaveProperty('company');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/checkout/0193a000-0000-7000-8000-0000000000c2',
      ),
    );
    expect(bookPosts()).toEqual([]);
  }, 30_000);
});
