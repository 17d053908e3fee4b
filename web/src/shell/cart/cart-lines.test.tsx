import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../testing/fake-network');
  installFakeNetwork();
});

import { session } from '../../auth/session';
import type { ServerCart, ServerCartLine } from '../../cart/cart-api';
import { guestCart } from '../../cart/cart-store';
import type { CartItem } from '../../cart/cart-rules';
import { recount } from '../../cart/cart-view';
import { loadNamespace } from '../../i18n/i18n';
import { calls, json, respond, type Call } from '../testing/fake-network';
import { actAsync, renderWithApp } from '../testing/render';
import { CartLines, CartTotals, CheckoutAction } from './cart-lines';

const beans: CartItem = {
  id: 'p-beans',
  name: 'Cocoa beans',
  currency: 'USD',
  priceTiers: [
    { minQuantity: 1, unitPriceMinor: 1000 },
    { minQuantity: 20, unitPriceMinor: 800 },
  ],
  moq: 10,
  unit: 'bag',
  sellerId: 's-ashanti',
  supplierName: 'Ashanti Cocoa',
  quantity: 10,
};

const rates = [
  { currency: 'USD', perUsd: 1, minorDigits: 2 },
  { currency: 'KES', perUsd: 130, minorDigits: 2 },
];

beforeAll(() => Promise.all(['common', 'browse'].map((ns) => loadNamespace('en', ns))), 60_000);
afterEach(async () => {
  cleanup();
  act(() => guestCart.set([]));
  await act(() => session.signOut());
  localStorage.clear();
});

const render = () =>
  renderWithApp(
    <>
      <CartLines />
      <CartTotals />
      <CheckoutAction />
    </>,
    { namespaces: ['common', 'browse'] },
  );

describe('the guest cart', () => {
  it('groups by seller, shows the tier, steps by one and never below the MOQ', async () => {
    respond(({ path }) => (path === '/api/v1/fx-rates' ? json(rates) : json([])));
    act(() => guestCart.set([beans]));
    await render();
    const seller = screen.getByRole('region', { name: 'Ashanti Cocoa' });
    expect(seller.textContent).toContain('Subtotal $100.00');
    const line = within(seller).getByRole('listitem');
    expect(line.textContent).toContain('$10.00 per bag');
    expect(line.textContent).toContain('minimum order 10 bags');
    expect(line.textContent).toContain('Price tier 1 of 2 · 10 more bags for $8.00 each');
    const minus = within(line).getByRole('button', { name: 'Decrease quantity of Cocoa beans' });
    expect((minus as HTMLButtonElement).disabled).toBe(true); // at the MOQ
    await actAsync(() =>
      fireEvent.click(within(line).getByRole('button', { name: 'Increase quantity of Cocoa beans' })),
    );
    const box = within(line).getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity of Cocoa beans' });
    expect(box.value).toBe('11');
    expect((minus as HTMLButtonElement).disabled).toBe(false);

    // Typing 25 reaches the 20+ tier: 8.00 each, and the top tier.
    fireEvent.change(box, { target: { value: '25' } });
    await actAsync(() => fireEvent.blur(box));
    expect(line.textContent).toContain('$8.00 per bag');
    expect(line.textContent).toContain('$200.00');
    expect(line.textContent).toContain('Price tier 2 of 2 · best price reached');

    // Below the MOQ is refused with the reason; the line keeps its quantity.
    fireEvent.change(box, { target: { value: '3' } });
    await actAsync(() => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(within(line).getByRole('alert').textContent).toBe('The minimum order for this product is 10.');
    expect(box.value).toBe('25');
    expect(guestCart.get()[0]!.quantity).toBe(25);
    // A guest signs in to check out; the cart comes along.
    expect(screen.getByRole('link', { name: 'Sign in to check out' }).getAttribute('href')).toBe(
      '/login?next=%2Fcart',
    );
  });

  it('typing zero removes the line', async () => {
    respond(() => json([]));
    act(() => guestCart.set([{ ...beans, quantity: 12 }]));
    await render();
    const box = screen.getByRole('spinbutton', { name: 'Quantity of Cocoa beans' });
    fireEvent.change(box, { target: { value: '0' } });
    await actAsync(() => fireEvent.blur(box));
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(guestCart.get()).toEqual([]);
  });

  it('totals convert to the chosen currency at the API rates', async () => {
    localStorage.setItem('sokoni.currency', 'KES');
    respond(({ path }) => (path === '/api/v1/fx-rates' ? json(rates) : json([])));
    act(() => guestCart.set([beans]));
    await render();
    // 100.00 USD × 130 = 13,000.00 KES, once the rates are in.
    const total = await screen.findByText('Total');
    await waitFor(() => expect(total.nextElementSibling?.textContent).toMatch(/KES\s?13,000\.00/));
  });
});

const SELLER = '0193a000-0000-7000-8000-00000000000a';
const serverLine = (over: Partial<ServerCartLine>): ServerCartLine => ({
  id: '0193a000-0000-7000-8000-0000000000l1',
  productId: '0193a000-0000-7000-8000-0000000000p1',
  sellerId: SELLER,
  title: 'Shea butter',
  imageUrl: null,
  unit: 'kg',
  quantity: 100,
  currency: 'GHS',
  unitPriceMinor: 1000,
  lineTotalMinor: 100_000,
  moq: 50,
  priceTiers: [
    { minQuantity: 50, unitPriceMinor: 1100 },
    { minQuantity: 200, unitPriceMinor: 1000 },
  ],
  flags: [],
  repriced: null,
  addedAt: '2026-12-20T10:00:00Z',
  updatedAt: '2026-12-20T10:00:00Z',
  ...over,
});
const cartOf = (lines: ServerCartLine[]): ServerCart =>
  recount([{ sellerId: SELLER, lines, subtotals: [] }]) as ServerCart;

/** The cart service, as far as these screens use it. */
function serverWith(initial: ServerCartLine[], refuse?: (call: Call) => Response | Promise<Response> | null) {
  let lines = initial;
  respond((call) => {
    const { method, path } = call;
    if (path === '/api/v1/fx-rates') return json(rates);
    if (path === `/api/v1/suppliers/${SELLER}`) return json({ id: SELLER, companyName: 'Tamale Shea Co-op' });
    const refused = refuse?.(call);
    if (refused) return refused;
    if (path === '/api/v1/cart' && method === 'GET') return json(cartOf(lines));
    const m = /^\/api\/v1\/cart\/items\/(.+)$/.exec(path);
    if (m && method === 'DELETE') {
      lines = lines.filter((l) => l.id !== m[1]);
      return json(cartOf(lines));
    }
    if (m && method === 'PATCH') {
      const body = call.body as { quantity: number; expectedUnitPriceMinor?: number };
      lines = lines.map((l) =>
        l.id === m[1]
          ? {
              ...l,
              quantity: body.quantity,
              unitPriceMinor: l.repriced?.newUnitPriceMinor ?? l.unitPriceMinor,
              lineTotalMinor: (l.repriced?.newUnitPriceMinor ?? l.unitPriceMinor) * body.quantity,
              flags: [],
              repriced: null,
            }
          : l,
      );
      return json(cartOf(lines));
    }
    if (path === '/api/v1/wishlist/items' && method === 'POST') return json({ items: [], count: 1 });
    if (path === '/api/v1/wishlist') return json({ items: [], count: 0 });
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

describe('the signed-in buyer’s cart (server)', () => {
  it('shows the server’s lines by seller; accepts a new price with the price shown; removes an unavailable line', async () => {
    serverWith([
      serverLine({
        flags: ['repriced'],
        repriced: {
          oldUnitPriceMinor: 1000,
          oldCurrency: 'GHS',
          newUnitPriceMinor: 1150,
          newCurrency: 'GHS',
        },
      }),
      serverLine({
        id: '0193a000-0000-7000-8000-0000000000l2',
        productId: '0193a000-0000-7000-8000-0000000000p2',
        title: 'Kente cloth',
        flags: ['unavailable'],
        moq: null,
        priceTiers: [],
        lineTotalMinor: 5_000,
      }),
    ]);
    signInBuyer();
    await render();
    const seller = await screen.findByRole('region', { name: 'Tamale Shea Co-op' });
    // The unavailable line counts in no subtotal.
    expect(seller.textContent).toContain('Subtotal GH₵1,000.00');
    const [shea, kente] = within(seller).getAllByRole('listitem');
    expect(shea!.textContent).toContain('Price changed. GH₵10.00 → GH₵11.50 per kg.');
    expect(kente!.textContent).toContain('No longer available.');
    expect(within(kente!).getByRole<HTMLInputElement>('spinbutton').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Need attention').nextElementSibling?.textContent).toBe('2');

    await actAsync(() => fireEvent.click(within(shea!).getByRole('button', { name: 'Accept new price' })));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({ quantity: 100, expectedUnitPriceMinor: 1150, expectedCurrency: 'GHS' });
    await waitFor(() => expect(shea!.textContent).not.toContain('Price changed'));
    expect(shea!.textContent).toContain('GH₵1,150.00');

    await actAsync(() => fireEvent.click(within(kente!).getByRole('button', { name: 'Remove Kente cloth' })));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('0000000000l2'))).toBe(true);
    // Nothing flagged any more: on to checkout.
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('a quantity the server refuses is shown at once, then put back with the server’s reason', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    serverWith([serverLine({})], (call) =>
      call.method === 'PATCH'
        ? held.then(() =>
            json(
              {
                type: 'https://sokoni.africa/problems/cart.below_moq',
                title: 'Below the MOQ',
                status: 422,
                detail: 'The minimum order for this product is 50 kg.',
              },
              422,
            ),
          )
        : null,
    );
    signInBuyer();
    await render();
    const box = await screen.findByRole<HTMLInputElement>('spinbutton', { name: 'Quantity of Shea butter' });
    fireEvent.change(box, { target: { value: '20' } });
    await actAsync(() => fireEvent.blur(box));
    // Optimistic: the new quantity and its total (20 × 11.00, the first tier) before the server answers.
    await waitFor(() => expect(screen.getByRole('listitem').textContent).toContain('GH₵220.00'));
    await actAsync(() => release());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The minimum order for this product is 50 kg.');
    expect(box.value).toBe('100');
    expect(screen.getByRole('listitem').textContent).toContain('GH₵1,000.00');
  });

  it('save for later puts the product in the wishlist, then takes the line out', async () => {
    serverWith([serverLine({})]);
    signInBuyer();
    await render();
    const line = await screen.findByRole('listitem');
    await actAsync(() =>
      fireEvent.click(within(line).getByRole('button', { name: 'Move Shea butter to your wishlist' })),
    );
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
    const writes = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(writes).toEqual([
      'POST /api/v1/wishlist/items',
      'DELETE /api/v1/cart/items/0193a000-0000-7000-8000-0000000000l1',
    ]);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      productId: '0193a000-0000-7000-8000-0000000000p1',
    });
  });
});
