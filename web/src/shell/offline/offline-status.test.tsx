import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../testing/fake-network');
  installFakeNetwork();
});

import { session, type SessionUser } from '../../auth/session';
import { serverCartActions, type CartProduct } from '../../cart/cart-store';
import type { CartLineData } from '../../cart/cart-view';
import { json, respond } from '../testing/fake-network';
import { renderWithApp } from '../testing/render';
import { OfflineStatus } from './offline-status';
import { outbox } from './outbox-send';

const buyer = (id: string): SessionUser => ({
  id,
  email: `${id}@lagos-foods.example`,
  fullName: 'Bola Adeyemi',
  businessName: 'Lagos Foods',
  role: 'buyer',
  verified: true,
  country: 'NG',
  avatarInitials: 'BA',
});
const signIn = (id: string) =>
  act(() => session.accept({ accessToken: `token-${id}`, expiresIn: 600, user: buyer(id) }));

const product: CartProduct = {
  id: '0193a000-0000-7000-8000-000000000001',
  name: 'Shea butter',
  image: null,
  currency: 'USD',
  priceTiers: [{ minQuantity: 1, unitPriceMinor: 100 }],
  moq: 1,
  unit: 'kg',
  sellerId: 's1',
  supplierName: 'Tamale Shea',
};
const line = { id: '0193a000-0000-7000-8000-000000000099', title: 'Kente cloth' } as CartLineData;
const emptyCart = {
  sellers: [],
  counts: { lines: 0, flagged: 0, repriced: 0, unavailable: 0, belowMoq: 0 },
  readyForCheckout: false,
};

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
const setOnline = (on: boolean) =>
  act(() => {
    online = on;
    window.dispatchEvent(new Event(on ? 'online' : 'offline'));
  });

/** Writes that reached the server (a request sent offline never does). */
let received: { method: string; path: string; body: unknown; auth: string | null; key: string | null }[] = [];

/**
 * The cart service, unreachable while offline; `refuse` answers a product's add with a 422;
 * `loseFirstAnswer`: the first write reaches it, and then the connection drops before the answer.
 */
function cartService(refuse?: string, loseFirstAnswer = false) {
  received = [];
  let lose = loseFirstAnswer;
  respond(({ method, path, body, headers }) => {
    if (!online) throw new TypeError('Failed to fetch');
    if (method !== 'GET')
      received.push({
        method,
        path,
        body,
        auth: headers.get('authorization'),
        key: headers.get('idempotency-key'),
      });
    if (lose && method !== 'GET') {
      lose = false;
      online = false;
      throw new TypeError('Failed to fetch');
    }
    if (method === 'POST' && path === '/api/v1/cart/items') {
      if ((body as { productId: string }).productId === refuse)
        return json({ status: 422, detail: 'The minimum order for this product is 50 kg.' }, 422);
      return json(emptyCart);
    }
    if (method === 'DELETE' && path.startsWith('/api/v1/cart/items/')) return json(emptyCart);
    if (path === '/api/v1/cart') return json(emptyCart);
    return json({ status: 404 }, 404);
  });
}
const writes = () => received.map((c) => `${c.method} ${c.path}`);

beforeEach(async () => {
  online = true;
  for (const owner of ['user:ama', 'user:kofi', 'guest']) await outbox.forget(owner);
});
afterEach(cleanup);

describe('actions taken offline', () => {
  it('wait with a visible "waiting to send", then go to the server in order once online', async () => {
    cartService();
    signIn('ama');
    await renderWithApp(<OfflineStatus />);
    setOnline(false);
    await screen.findByText(/You are offline/);

    const actions = serverCartActions(new QueryClient(), 'ama');
    await act(() => actions.add(product, 3));
    await act(() => actions.remove(line));
    expect(writes()).toEqual([]);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('2 changes waiting to send');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(status.textContent).toContain('Add Shea butter × 3 to the cart');
    expect(status.textContent).toContain('Remove Kente cloth from the cart');

    setOnline(true);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(writes()).toEqual(['POST /api/v1/cart/items', `DELETE /api/v1/cart/items/${line.id}`]);
    expect(received[0]).toMatchObject({
      body: { productId: product.id, quantity: 3 },
      auth: 'Bearer token-ama',
    });
  });

  it('tells the buyer when the server refuses one on replay, and drops it', async () => {
    cartService(product.id);
    signIn('ama');
    await renderWithApp(<OfflineStatus />);
    setOnline(false);
    await act(() => serverCartActions(new QueryClient(), 'ama').add(product, 3));
    await screen.findByText('1 change waiting to send');

    setOnline(true);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not sent: Add Shea butter × 3 to the cart.');
    expect(alert.textContent).toContain('The minimum order for this product is 50 kg.');
    expect(outbox.pending('user:ama')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("are never sent in another person's session", async () => {
    cartService();
    signIn('ama');
    await renderWithApp(<OfflineStatus />);
    setOnline(false);
    await act(() => serverCartActions(new QueryClient(), 'ama').add(product, 3));
    await screen.findByText('1 change waiting to send');

    signIn('kofi');
    setOnline(true);
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    await new Promise((r) => setTimeout(r, 50));
    expect(writes()).toEqual([]);
    expect(outbox.pending('user:ama')).toHaveLength(1);

    signIn('ama');
    await waitFor(() => expect(writes()).toEqual(['POST /api/v1/cart/items']));
    expect(received[0]!.auth).toBe('Bearer token-ama');
  });

  it('an add whose answer was lost is replayed with the first try’s Idempotency-Key, so it is not added twice', async () => {
    cartService(undefined, true);
    signIn('ama');
    await renderWithApp(<OfflineStatus />);
    await act(() => serverCartActions(new QueryClient(), 'ama').add(product, 3));
    await screen.findByText('1 change waiting to send');

    setOnline(true);
    await waitFor(() => expect(writes()).toEqual(['POST /api/v1/cart/items', 'POST /api/v1/cart/items']));
    expect(received[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(received[1]!.key).toBe(received[0]!.key);
  });

  it('are refused as before when the server answers (only a missing connection queues)', async () => {
    cartService(product.id);
    signIn('ama');
    await expect(serverCartActions(new QueryClient(), 'ama').add(product, 3)).rejects.toMatchObject({
      status: 422,
    });
    expect(outbox.pending('user:ama')).toEqual([]);
  });
});
