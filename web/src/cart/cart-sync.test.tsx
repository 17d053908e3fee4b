import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../shell/testing/fake-network');
  installFakeNetwork();
});

import { session, type SessionUser } from '../auth/session';
import { loadNamespace } from '../i18n/i18n';
import { calls, json, respond } from '../shell/testing/fake-network';
import { renderWithApp } from '../shell/testing/render';
import type { CartItem } from './cart-rules';
import { guestCart, useCart } from './cart-store';
import { CartSync, mergeGuestInto } from './cart-sync';
import { guestWishlist } from './wishlist-store';

const id = (n: number) => `0193a000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const item = (n: number, name: string, quantity: number): CartItem => ({
  id: id(n),
  name,
  currency: 'USD',
  priceTiers: [{ minQuantity: 1, unitPriceMinor: 100 }],
  moq: 1,
  unit: 'kg',
  quantity,
});
const user = (role: SessionUser['role']): SessionUser => ({
  id: `user-${role}`,
  email: 'bola@lagos-foods.example',
  fullName: 'Bola Adeyemi',
  businessName: 'Lagos Foods',
  role,
  verified: true,
  country: 'NG',
  avatarInitials: 'BA',
});

const serverCart = (lines: number) => ({
  sellers: [],
  counts: { lines, flagged: 0, repriced: 0, unavailable: 0, belowMoq: 0 },
  readyForCheckout: lines > 0,
});

/** The cart service at sign-in: product 2 is below its MOQ once summed, the rest goes in. */
function cartService() {
  respond(({ method, path, body }) => {
    if (path === '/api/v1/cart/merge' && method === 'POST') {
      const items = (body as { items: { productId: string; quantity: number }[] }).items;
      return json({
        cart: serverCart(1),
        results: items.map((i) =>
          i.productId === id(2)
            ? {
                ...i,
                outcome: 'skipped',
                lineId: null,
                problem: { code: 'cart.below_moq', detail: 'The minimum order for this product is 50 kg.' },
              }
            : { ...i, outcome: 'added', lineId: id(100), problem: null },
        ),
      });
    }
    if (path === '/api/v1/wishlist/merge' && method === 'POST')
      return json({
        wishlist: { items: [], count: 1 },
        results: [{ productId: id(3), outcome: 'added', itemId: id(101), problem: null }],
      });
    if (path === '/api/v1/cart') return json(serverCart(0));
    if (path === '/api/v1/wishlist') return json({ items: [], count: 0 });
    if (path === '/api/v1/auth/logout') return json(null, 204);
    return json([]);
  });
}

function Count() {
  const { mode, cart } = useCart();
  return <output data-testid="count">{`${mode}:${cart.counts.lines}`}</output>;
}

beforeAll(() => Promise.all([loadNamespace('en', 'common'), loadNamespace('en', 'browse')]), 60_000);
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
  act(() => {
    guestCart.set([]);
    guestWishlist.set([]);
  });
  localStorage.clear();
});

describe('the guest cart at sign-in', () => {
  it('is merged into the buyer’s, the refused items told by name with the server’s reason, then cleared', async () => {
    cartService();
    act(() => {
      guestCart.set([item(1, 'Cocoa beans', 10), item(2, 'Shea butter', 5)]);
      guestWishlist.set([{ id: id(3), name: 'Kente cloth', addedAt: '2026-12-01T00:00:00Z' }]);
    });
    await renderWithApp(
      <>
        <CartSync />
        <Count />
      </>,
    );
    expect(screen.getByTestId('count').textContent).toBe('guest:2');
    expect(calls.filter((c) => c.path.endsWith('/merge'))).toEqual([]);

    act(() => session.accept({ accessToken: 'token', expiresIn: 900, user: user('buyer') }));
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('server:1'));
    const merges = calls.filter((c) => c.path.endsWith('/merge'));
    expect(merges.map((c) => [c.path, c.body])).toEqual([
      [
        '/api/v1/cart/merge',
        {
          items: [
            { productId: id(1), quantity: 10 },
            { productId: id(2), quantity: 5 },
          ],
        },
      ],
      ['/api/v1/wishlist/merge', { items: [{ productId: id(3) }] }],
    ]);
    expect(merges[0]!.headers.get('authorization')).toBe('Bearer token');
    expect(guestCart.get()).toEqual([]);
    expect(guestWishlist.get()).toEqual([]);
    expect(JSON.parse(localStorage.getItem('sokoni.cart.v1')!)).toEqual([]);

    // antd's notification (App hooks), naming the product and the reason.
    const notice = await screen.findByText('1 product could not be added to your account', undefined, {
      timeout: 10_000,
    });
    const box = notice.closest('.ant-notification-notice')!;
    expect(box.textContent).toContain('Shea butter: The minimum order for this product is 50 kg.');
    expect(
      await screen.findByText('2 products saved on this device were added to your account.'),
    ).toBeTruthy();
  }, 30_000);

  it('at start, already signed in: merged once, however many times it is asked while it runs', async () => {
    cartService();
    act(() => {
      guestCart.set([item(1, 'Cocoa beans', 10)]);
      session.accept({ accessToken: 'token', expiresIn: 900, user: user('buyer') });
    });
    const client = new QueryClient();
    // What React's development double effects (or two components) would do.
    const [a, b] = [mergeGuestInto(client, 'user-buyer'), mergeGuestInto(client, 'user-buyer')];
    expect(a).toBe(b);
    await a;
    expect(calls.filter((c) => c.path.endsWith('/merge')).map((c) => c.body)).toEqual([
      { items: [{ productId: id(1), quantity: 10 }] },
    ]);
    expect(guestCart.get()).toEqual([]);
    expect(client.getQueryData(['cart', 'cart', 'user-buyer'])).toEqual(serverCart(1));
    // Done: a later sign-in finds nothing to merge and sends nothing.
    expect(await mergeGuestInto(client, 'user-buyer')).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('/merge'))).toHaveLength(1);
  });

  it('a seller-only account keeps the browser’s cart (the server cart is for buyers)', async () => {
    cartService();
    act(() => guestCart.set([item(1, 'Cocoa beans', 10)]));
    await renderWithApp(
      <>
        <CartSync />
        <Count />
      </>,
    );
    act(() => session.accept({ accessToken: 'token', expiresIn: 900, user: user('seller') }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('count').textContent).toBe('guest:1');
    expect(calls.filter((c) => c.path.startsWith('/api/v1/cart'))).toEqual([]);
    expect(guestCart.get()).toHaveLength(1);
  });

  it('a merge that fails leaves the guest cart for the next sign-in', async () => {
    respond(({ path }) =>
      path.endsWith('/merge')
        ? json({ status: 503, title: 'Service Unavailable' }, 503)
        : path === '/api/v1/cart'
          ? json(serverCart(0))
          : json([]),
    );
    act(() => guestCart.set([item(1, 'Cocoa beans', 10)]));
    await renderWithApp(<CartSync />);
    act(() => session.accept({ accessToken: 'token', expiresIn: 900, user: user('both') }));
    expect(
      await screen.findByText('Your saved products could not be synced', undefined, { timeout: 10_000 }),
    );
    expect(guestCart.get().map((i) => i.id)).toEqual([id(1)]);
  }, 30_000);
});
