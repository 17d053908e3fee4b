import { act, cleanup } from '@testing-library/react';
import { App } from 'antd';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll } from 'vitest';
import { session } from '../../../auth/session';
import { loadNamespace } from '../../../i18n/i18n';
import { json, respond, type Call } from '../../../shell/testing/fake-network';
import { renderWithApp } from '../../../shell/testing/render';
import SellerOrderPage from '../seller/seller-order.page';
import OrderPage from './order.page';
import { fillJsdomGaps } from '../../../shell/testing/jsdom-gaps';

/**
 * For the component tests of the order pages: one order of a seller's honey as trade answers it,
 * its dispute, both pages and their set-up. The test file installs the fake network (vi.hoisted)
 * before importing this.
 */
export const ID = '0193a000-0000-7000-8000-0000000000d1';
export const DISPUTE = '0193a000-0000-7000-8000-0000000000e1';
export const SELLER = '0193a000-0000-7000-8000-0000000000f1';
export const REASON = 'The last harvest was short: we cannot fill ten cartons.';
export const ANSWER = 'Ten cartons were weighed and loaded at Marigat.';

export const entry = (
  action: string,
  fromStatus: string | null,
  toStatus: string,
  actorRole: string,
  note = null as string | null,
) => ({
  action,
  fromStatus,
  toStatus,
  actorRole,
  note,
  at: '2026-11-24T10:00:00Z',
});
export const order = (
  status: string,
  escrow: { capturedMinor: number; refundedMinor: number } | null,
  timeline = [] as object[],
) => ({
  id: ID,
  reference: 'SK-HONY-0001',
  sellerId: SELLER,
  buyerId: '0193a000-0000-7000-8000-0000000000b1',
  checkoutId: '0193a000-0000-7000-8000-0000000000c1',
  status,
  currency: 'KES',
  amountMinor: 5_400_000,
  feeMinor: 270_000,
  feeBasisPoints: 500,
  // As trade computes it: nothing once declined or cancelled.
  netMinor: ['declined', 'cancelled', 'expired'].includes(status) ? 0 : 5_400_000 - 270_000,
  sellerCurrency: 'KES',
  sellerSubtotalMinor: 5_400_000,
  fxRate: '1',
  fxRateExact: '1/1',
  expiresAt: '2026-11-24T11:00:00Z',
  lines: [
    {
      productId: '0193a000-0000-7000-8000-0000000000a1',
      title: 'Acacia honey, cartons of 12 jars',
      unit: 'carton',
      imageUrl: null,
      quantity: 10,
      unitPriceMinor: 540_000,
      lineTotalMinor: 5_400_000,
    },
  ],
  paidAt: escrow ? '2026-11-24T10:00:00Z' : null,
  createdAt: '2026-11-24T09:59:00Z',
  updatedAt: '2026-11-24T10:05:00Z',
  shippingAddress: {
    fullName: 'Wanjiru Kamau',
    line1: '12 Moi Avenue',
    city: 'Nairobi',
    country: 'KE',
    phone: '+254712345678',
  },
  incoterm: null,
  note: null,
  shipment: null,
  deliveredAt: null,
  releaseDueAt: null,
  closedAt: null,
  timeline,
  escrow: escrow && {
    currency: 'KES',
    capturedMinor: escrow.capturedMinor,
    heldMinor: escrow.capturedMinor - escrow.refundedMinor,
    releasedMinor: 0,
    refundedMinor: escrow.refundedMinor,
    availableMinor: 0,
    frozen: false,
  },
});
export const PAID = [
  entry('placed', null, 'pending_payment', 'buyer'),
  entry('pay', 'pending_payment', 'paid', 'system'),
];
export const paid = order('paid', { capturedMinor: 5_400_000, refundedMinor: 0 }, PAID);
export const declined = order('declined', { capturedMinor: 5_400_000, refundedMinor: 5_400_000 }, [
  ...PAID,
  entry('decline', 'paid', 'declined', 'seller', REASON),
]);
export const dispute = (responses: object[]) => ({
  id: DISPUTE,
  orderId: ID,
  buyerId: '0193a000-0000-7000-8000-0000000000b1',
  sellerId: SELLER,
  reason: 'quantity_short',
  description: 'Only seven of the ten cartons were on the truck.',
  status: 'open',
  currency: 'KES',
  amountMinor: 5_400_000,
  outcome: null,
  refundedMinor: null,
  releasedMinor: null,
  feeMinor: null,
  decisionReason: null,
  decidedBy: null,
  decidedAt: null,
  openedAt: '2026-11-24T12:00:00Z',
  answerBy: '2026-11-27T12:00:00Z',
  evidence: [],
  responses,
});
export const ANSWERED = [
  {
    id: '0193a000-0000-7000-8000-0000000000r1',
    authorId: SELLER,
    authorRole: 'seller',
    text: ANSWER,
    createdAt: '2026-11-24T13:00:00Z',
  },
];

/** The set-up and clean-up of every test file of the order pages. */
export function orderPageHooks(): void {
  beforeAll(async () => {
    fillJsdomGaps();
    await session.restore();
    await Promise.all(['common', 'trade', 'browse'].map((ns) => loadNamespace('en', ns)));
  }, 60_000);
  afterEach(async () => {
    cleanup();
    await act(() => session.signOut());
    localStorage.clear();
    sessionStorage.clear();
  });
}

export const signIn = (role: 'buyer' | 'seller') =>
  act(() =>
    session.accept({
      accessToken: 'token',
      expiresIn: 900,
      user: {
        id: role === 'seller' ? SELLER : '0193a000-0000-7000-8000-0000000000b1',
        email: `${role}@example.com`,
        fullName: role === 'seller' ? 'Amina Chebet' : 'Wanjiru Kamau',
        businessName: role === 'seller' ? 'Baringo Honey' : 'Kamau Traders',
        role,
        verified: true,
        country: 'KE',
        avatarInitials: 'AC',
      },
    }),
  );

/** Trade answering the order and its disputes; `other` answers the rest (404 by default). */
export const serve = (
  current: () => object,
  disputes: () => object[],
  other?: (c: Call) => Response | undefined,
) =>
  respond((c) => {
    const answer = other?.(c);
    if (answer) return answer;
    if (c.path === `/api/v1/orders/${ID}` && c.method === 'GET') return json(current());
    if (c.path === `/api/v1/orders/${ID}/disputes` && c.method === 'GET') return json(disputes());
    if (c.path === `/api/v1/suppliers/${SELLER}`) return json({ companyName: 'Baringo Honey Co-operative' });
    return json({ status: 404, detail: 'Not found' }, 404);
  });

export const renderPage = (side: 'buyer' | 'seller') =>
  renderWithApp(
    <App>
      <Routes>
        <Route path="orders/:id" element={<OrderPage />} />
        <Route path="seller/orders/:id" element={<SellerOrderPage />} />
      </Routes>
    </App>,
    {
      path: side === 'buyer' ? `/orders/${ID}` : `/seller/orders/${ID}`,
      namespaces: ['common', 'trade', 'browse'],
    },
  );
