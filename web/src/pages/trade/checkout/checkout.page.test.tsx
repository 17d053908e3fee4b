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
import { addressBookKey } from '../lib/address-book';
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
const posts = () => calls.filter((c: Call) => c.method === 'POST' && c.path === '/api/v1/checkout');

beforeAll(async () => {
  fillJsdomGaps();
  // The session's first restore, done before any sign-in: pages wait on it (RequireRole), and with
  // no session flag stored it asks no one.
  await session.restore();
  await Promise.all(['common', 'trade'].map((ns) => loadNamespace('en', ns)));
}, 60_000);
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
  localStorage.clear();
  sessionStorage.clear();
});

function serve() {
  respond(({ method, path }) => {
    if (path === '/api/v1/fx-rates') return json(rates);
    if (path === '/api/v1/cart') return json(cart);
    if (path.startsWith('/api/v1/suppliers/'))
      return json({ companyName: path.endsWith(S1) ? 'Tamale Shea Co-op' : 'Ashanti Cocoa' });
    if (path.startsWith('/api/v1/orders')) return json({ items: [], page: 1, pageSize: 20, total: 0 });
    if (path.startsWith('/api/v1/countries')) return json([{ code: 'NG', name: 'Nigeria' }]);
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
    // The address is kept for next time.
    expect(JSON.parse(localStorage.getItem(addressBookKey('buyer-1'))!)).toMatchObject([
      { fullName: 'Bola Adeyemi', city: 'Lagos', country: 'NG' },
    ]);
  }, 30_000);
});
