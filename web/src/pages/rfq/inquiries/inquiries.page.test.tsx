import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('../../../shell/realtime', () => ({ useRealtime: () => undefined, useLiveSignal: () => undefined }));

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session } from '../../../auth/session';
import { calls, json, respond } from '../../../shell/testing/fake-network';
import { fillJsdomGaps } from '../../../shell/testing/jsdom-gaps';
import { actAsync, renderWithApp } from '../../../shell/testing/render';
import RfqListPage from '../rfq-list.page';
import BuyerInquiriesPage from './buyer-inquiries.page';
import SellerInquiriesPage from './seller-inquiries.page';

const NS = ['common', 'rfq', 'trade', 'browse'];
const user = (role: 'buyer' | 'seller') => ({
  id: `${role}-1`,
  email: `${role}@example.com`,
  fullName: role,
  businessName: role,
  role,
  verified: true,
  country: 'KE',
  avatarInitials: 'XX',
});
const summary = (n: number, over: Record<string, unknown> = {}) => ({
  id: `0193a000-0000-7000-8000-0000000000f${n}`,
  title: `RFQ number ${n}`,
  quantity: 500,
  unit: 'kg',
  currency: 'KES',
  status: 'open',
  visibility: 'open',
  quoteDeadline: '2099-12-15T20:59:59Z',
  neededBy: '2099-12-31',
  maxQuotes: 10,
  quoteCount: 0,
  createdAt: '2026-11-24T09:00:00Z',
  ...over,
});
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
const quote = {
  id: 'q1',
  supplierName: 'Kano Agro',
  status: 'declined',
  currency: 'KES',
  unitPriceMinor: 1150,
  totalMinor: 575_000,
  priceTiers: [{ minQuantity: 100, unitPriceMinor: 1150 }],
  createdAt: '2026-11-24T11:00:00Z',
};

beforeAll(async () => {
  fillJsdomGaps();
  await session.restore();
}, 60_000);
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
});

async function open(path: string, role: 'buyer' | 'seller') {
  act(() => session.accept({ accessToken: 'token', expiresIn: 900, user: user(role) }));
  await renderWithApp(
    <App>
      <Routes>
        <Route path="/rfq" element={<RfqListPage />} />
        <Route path="/buyer/inquiries" element={<BuyerInquiriesPage />} />
        <Route path="/seller/inquiries" element={<SellerInquiriesPage />} />
      </Routes>
    </App>,
    { path, namespaces: NS },
  );
}

describe('the inquiries', () => {
  it('lists a buyer’s RFQs with their quote counts and the newest quote', async () => {
    respond(({ path }) => {
      if (path.startsWith('/api/v1/rfqs?')) return json(page([summary(1, { quoteCount: 2 }), summary(2)]));
      if (path === `/api/v1/rfqs/${summary(1).id}`)
        return json({
          ...summary(1),
          quotes: [{ ...quote, createdAt: '2026-11-23T00:00:00Z', supplierName: 'Old' }, quote],
        });
      return json({ status: 404 }, 404);
    });
    await open('/buyer/inquiries', 'buyer');
    const link = await screen.findByRole('link', { name: 'RFQ number 1' });
    expect(link.getAttribute('href')).toBe(`/rfq/${summary(1).id}`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('2 of 10')).toBeTruthy();
    await within(row).findByText(/Kano Agro/);
    // An RFQ without quotes costs no request for its detail.
    expect(calls.filter((c) => c.path === `/api/v1/rfqs/${summary(2).id}`)).toHaveLength(0);
  }, 30_000);

  it('shows a supplier the RFQs for them, then their quotes with status', async () => {
    respond(({ path }) => {
      if (path.startsWith('/api/v1/seller/rfqs?') && path.includes('filter=mine'))
        return json(page([summary(3, { myQuote: quote, invited: false })]));
      if (path.startsWith('/api/v1/seller/rfqs?'))
        return json(page([summary(4, { invited: true, myQuote: null })]));
      return json({ status: 404 }, 404);
    });
    await open('/seller/inquiries', 'seller');
    const invited = await screen.findByRole('link', { name: 'RFQ number 4' });
    expect(within(invited.closest('tr')!).getByText('Invited')).toBeTruthy();
    expect(calls.some((c) => c.path.includes('filter=matching'))).toBe(true);
    await actAsync(() => fireEvent.click(screen.getByRole('tab', { name: 'My quotes' })));
    const mine = await screen.findByRole('link', { name: 'RFQ number 3' });
    expect(within(mine.closest('tr')!).getByText('Declined')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/seller/inquiries?tab=quotes');
  }, 30_000);

  it('sends a supplier who does not buy from /rfq to the RFQs for them', async () => {
    respond(() => json({ status: 404 }, 404));
    await open('/rfq', 'seller');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/seller/inquiries'));
  }, 30_000);
});
