import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session } from '../../../auth/session';
import { loadNamespace } from '../../../i18n/i18n';
import { calls, json, respond } from '../../../shell/testing/fake-network';
import { actAsync, renderWithApp } from '../../../shell/testing/render';
import CheckoutStatusPage from './checkout-status.page';
import { fillJsdomGaps } from '../../../shell/testing/jsdom-gaps';

const ID = '0193a000-0000-7000-8000-0000000000c1';
const order = (n: number, sellerId: string) => ({
  id: `0193a000-0000-7000-8000-0000000000o${n}`,
  reference: `SK-TEST-000${n}`,
  sellerId,
  status: 'pending_payment',
  currency: 'KES',
  amountMinor: 1_250_000 * n,
  feeMinor: 62_500 * n,
  feeBasisPoints: 500,
  sellerCurrency: 'GHS',
  sellerSubtotalMinor: 100_000 * n,
  fxRate: '12.5',
  fxRateExact: '25/2',
  expiresAt: '2026-11-24T11:00:00Z',
  lines: [
    {
      productId: `0193a000-0000-7000-8000-0000000000p${n}`,
      title: n === 1 ? 'Shea butter' : 'Cocoa beans',
      unit: 'kg',
      quantity: 100,
      unitPriceMinor: 1000 * n,
      lineTotalMinor: 100_000 * n,
      imageUrl: null,
    },
  ],
});
const checkout = (lock: { expiresAt: string; expired: boolean }, payment: unknown) => ({
  id: ID,
  status: 'pending_payment',
  currency: 'KES',
  totalMinor: 3_750_000,
  fxLock: { ...lock, rates: [] },
  incoterm: null,
  note: null,
  shippingAddress: {},
  createdAt: '2026-11-24T10:00:00Z',
  orders: [order(1, 'seller-1'), order(2, 'seller-2')],
  payment,
});
const failed = {
  id: 'pay-1',
  status: 'failed',
  action: null,
  checkoutId: ID,
  amountMinor: 3_750_000,
  currency: 'KES',
};
const pending = {
  id: 'pay-2',
  status: 'pending',
  action: {
    kind: 'redirect',
    redirectUrl: `/sandbox/pay/pay-2?return=${encodeURIComponent(`http://localhost:3000/checkout/${ID}`)}`,
  },
  checkoutId: ID,
  amountMinor: 3_800_000,
  currency: 'KES',
};

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

describe('the placed checkout', () => {
  it('once the locked rates expired, re-confirms at the current rate, then pays through the provider’s page', async () => {
    const fresh = () => ({ expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(), expired: false });
    respond(({ method, path }) => {
      if (path === `/api/v1/checkout/${ID}` && method === 'GET')
        return json(
          checkout({ expiresAt: new Date(Date.now() - 1000).toISOString(), expired: true }, failed),
        );
      if (path === `/api/v1/checkout/${ID}/reconfirm`) return json(checkout(fresh(), null));
      if (path === `/api/v1/checkout/${ID}/pay`) return json(checkout(fresh(), pending), 201);
      if (path.startsWith('/api/v1/suppliers/'))
        return json({ companyName: path.endsWith('seller-1') ? 'Tamale Shea Co-op' : 'Ashanti Cocoa' });
      if (path === '/api/v1/fx-rates') return json([]);
      return json({ status: 404, detail: 'Not found' }, 404);
    });
    signInBuyer();
    await renderWithApp(
      // antd's App gives the page its message hooks, as the app's AntdScope does.
      <App>
        <Routes>
          <Route path="checkout/:id" element={<CheckoutStatusPage />} />
        </Routes>
      </App>,
      { path: `/checkout/${ID}`, namespaces: ['common', 'trade'] },
    );

    // Per seller: what the buyer pays, the fee (the seller's), the locked rate.
    const tamale = await screen.findByRole('region', { name: 'Tamale Shea Co-op' });
    expect(within(tamale).getByTestId('order-amount').textContent).toMatch(/12,500\.00/);
    expect(tamale.textContent).toContain('Platform fee (5%)');
    expect(tamale.textContent).toMatch(/625\.00/);
    expect(tamale.textContent).toContain('1 GHS = 12.5 KES');
    expect(screen.getByTestId('checkout-total').textContent).toMatch(/37,500\.00/);

    // Expired: no payment until re-confirmed.
    await screen.findByText('The locked rates expired');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try paying again' })).toBeNull();
    await actAsync(() =>
      fireEvent.click(screen.getByRole('button', { name: 'Re-confirm at the current rate' })),
    );
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/reconfirm'))).toBe(true));
    const reconfirm = calls.find((c) => c.path.endsWith('/reconfirm'))!;
    expect(reconfirm.method).toBe('POST');
    expect(reconfirm.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);

    // A new lock, counting down from fifteen minutes.
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^1[45]:\d\d$/);
    expect(screen.queryByText('The locked rates expired')).toBeNull();

    // Paying follows the provider's redirect (here the storefront's sandbox page).
    await actAsync(() => fireEvent.click(screen.getByRole('button', { name: 'Pay now' })));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toMatch(/^\/sandbox\/pay\/pay-2\?return=/),
    );
    const pay = calls.find((c) => c.path.endsWith('/pay'))!;
    expect(pay.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(pay.headers.get('idempotency-key')).not.toBe(reconfirm.headers.get('idempotency-key'));
  }, 30_000);
});
