import { act, cleanup, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session } from '../../../auth/session';
import { calls, json, respond } from '../../../shell/testing/fake-network';
import { fillJsdomGaps } from '../../../shell/testing/jsdom-gaps';
import { renderWithApp } from '../../../shell/testing/render';
import { product, RATES, SELLER } from '../testing/fixtures';
import { verificationNotice } from './attention';
import SellerDashboardPage from './dashboard.page';

const NS = ['common', 'seller', 'trade', 'browse'];
const DAY = 86_400_000;
const REJECTED = product({
  id: '0193a000-0000-7000-8000-000000000102',
  title: 'Raw shea butter',
  status: 'rejected',
  rejectionReason: 'The photos show another product.',
});
const DRAFT = product();

function daily(views: number[]) {
  const today = Date.UTC(2026, 11, 24);
  return views.map((v, i) => ({
    day: new Date(today - (views.length - 1 - i) * DAY).toISOString().slice(0, 10),
    views: v,
  }));
}
const SUMMARY = {
  counts: { draft: 1, pending_review: 2, published: 7, rejected: 1, archived: 0 },
  views: {
    today: 4,
    last7Days: 31,
    last30Days: 120,
    total: 1234,
    daily: daily([...Array<number>(29).fill(4), 4]),
    topProducts: [
      {
        id: '0193a000-0000-7000-8000-000000000103',
        title: 'Cashew nuts W320',
        status: 'published',
        views: 80,
      },
    ],
  },
  generatedAt: '2026-12-24T10:00:00Z',
};
const verification = (over: Record<string, unknown>) => ({
  id: 'v1',
  companyName: 'Ashanti Cocoa',
  companyRegistrationNumber: 'CS-1',
  taxId: 'T-1',
  country: 'GH',
  documentCount: 2,
  status: 'approved',
  reason: null,
  submittedAt: '2026-01-01T10:00:00Z',
  decidedAt: '2026-01-02T10:00:00Z',
  expiresAt: null,
  ...over,
});

/** The catalogue, trade and identity as the dashboard asks them. */
/** An RFQ as trade lists it for the seller (what the dashboard reads). */
const sellerRfq = (n: number, over: Record<string, unknown> = {}) => ({
  id: `0193a000-0000-7000-8000-00000000f0${n}0`,
  title: `Cashew kernels W${n}`,
  status: 'open',
  quotingOpen: true,
  myQuote: null,
  ...over,
});

function network(
  o: { summary?: unknown; orders?: Record<string, number>; verifications?: unknown[]; rfqs?: unknown[] } = {},
) {
  respond((call) => {
    const url = new URL(call.path, 'http://x');
    if (url.pathname === '/api/v1/fx-rates') return json(RATES);
    if (url.pathname === '/api/v1/seller/products/summary') return json(o.summary ?? SUMMARY);
    if (url.pathname === '/api/v1/seller/products') {
      const items = [REJECTED, DRAFT].filter((p) => p.status === url.searchParams.get('status'));
      return json({ items, total: items.length, page: 1, pageSize: 5 });
    }
    if (url.pathname === '/api/v1/seller/orders') {
      const total = o.orders?.[url.searchParams.get('status') ?? ''] ?? 0;
      return json({ items: [], total, page: 1, pageSize: 1 });
    }
    if (url.pathname === '/api/v1/supplier-verifications/mine') return json(o.verifications ?? []);
    if (url.pathname === '/api/v1/seller/rfqs') {
      const items = o.rfqs ?? [];
      return json({ items, total: items.length, page: 1, pageSize: 20 });
    }
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

const open = async () => {
  act(() => session.accept({ accessToken: 'token', expiresIn: 900, user: SELLER }));
  await renderWithApp(
    <App>
      <SellerDashboardPage />
    </App>,
    { path: '/seller/dashboard', namespaces: NS },
  );
};
const section = async (name: string) => (await screen.findByRole('heading', { name })).closest('section')!;

describe('the seller dashboard', () => {
  it('puts rejected products with the review’s reason, orders to answer and ship, and drafts first', async () => {
    const soon = new Date(Date.now() + 10 * DAY).toISOString();
    network({
      orders: { paid: 2, accepted: 3 },
      verifications: [verification({ expiresAt: soon })],
      rfqs: [
        sellerRfq(1),
        sellerRfq(2, { myQuote: { id: 'q' } }), // answered already
        sellerRfq(3, { quotingOpen: false }), // closed by its deadline
        sellerRfq(4),
      ],
    });
    await open();
    const attention = await section('Needs your attention');
    await within(attention).findByText('Raw shea butter');
    expect(within(attention).getByText('Reason: The photos show another product.')).toBeTruthy();
    const fix = within(attention).getByRole('link', { name: 'Fix and resubmit Raw shea butter' });
    expect(fix.getAttribute('href')).toBe(`/products/edit/${REJECTED.id}`);

    await within(attention).findByText('Paid orders waiting for your answer: 2');
    expect(within(attention).getByRole('link', { name: 'Accept or decline' }).getAttribute('href')).toBe(
      '/seller/orders?status=paid',
    );
    expect(within(attention).getByText('Accepted orders waiting to be shipped: 3')).toBeTruthy();
    expect(within(attention).getByRole('link', { name: 'Ship orders' }).getAttribute('href')).toBe(
      '/seller/orders?status=accepted',
    );
    // Trade's own filter, one status per figure.
    const asked = calls.filter((c) => c.path.startsWith('/api/v1/seller/orders')).map((c) => c.path);
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/v1/seller/orders?status=paid&page=1&pageSize=1',
        '/api/v1/seller/orders?status=accepted&page=1&pageSize=1',
      ]),
    );
    expect(within(attention).getByRole('link', { name: DRAFT.title }).getAttribute('href')).toBe(
      `/products/edit/${DRAFT.id}`,
    );
    // RFQs still taking quotes that the seller has not answered, each a link to quote.
    await within(attention).findByText('Buyers asking for quotes you have not answered: 2');
    expect(within(attention).getByRole('link', { name: 'Cashew kernels W1' }).getAttribute('href')).toBe(
      `/rfq/${sellerRfq(1).id}`,
    );
    expect(within(attention).queryByText('Cashew kernels W2')).toBeNull();
    expect(within(attention).queryByText('Cashew kernels W3')).toBeNull();
    expect(within(attention).getByRole('link', { name: 'Quote now' }).getAttribute('href')).toBe(
      '/seller/inquiries',
    );
    // Ten days left: time to renew.
    await within(attention).findByText(/Your verification ends on .*: renew it now to keep the badge\./);
    expect(within(attention).getByRole('link', { name: 'Renew verification' }).getAttribute('href')).toBe(
      '/advanced-verification',
    );
  }, 30_000);

  it('shows products per status as links to their tab, and the views as figures', async () => {
    network();
    await open();
    const counts = await section('Your products');
    const published = within(counts).getByRole('link', { name: /Published/ });
    expect(published.textContent).toBe('7Published');
    expect(published.getAttribute('href')).toBe('/seller/products?status=published');
    const views = await section('Product views');
    const figure = (label: string) =>
      within(views).getByText(label).closest('div')!.querySelector('dd')!.textContent;
    expect([figure('Today'), figure('Last 7 days'), figure('Last 30 days'), figure('In all')]).toEqual([
      '4',
      '31',
      '120',
      '1,234',
    ]);
    expect(within(views).getAllByRole('row')).toHaveLength(31); // a header and 30 days
    expect(within(views).getByRole('link', { name: 'Cashew nuts W320' })).toBeTruthy();
    expect(within(views).getByText('80 views')).toBeTruthy();
  }, 30_000);

  it('says when there is nothing to count yet, and how to get verified', async () => {
    network({
      summary: {
        ...SUMMARY,
        counts: { draft: 0, pending_review: 0, published: 0, rejected: 0, archived: 0 },
        views: {
          ...SUMMARY.views,
          today: 0,
          last7Days: 0,
          last30Days: 0,
          total: 0,
          daily: daily(Array<number>(30).fill(0)),
          topProducts: [],
        },
      },
    });
    await open();
    await screen.findByText('No views yet. Published products with clear photos and prices get found.');
    const attention = await section('Needs your attention');
    await within(attention).findByText(/Your company is not verified yet/);
    expect(within(attention).getByRole('link', { name: 'Get verified' })).toBeTruthy();
    expect(within(attention).queryByText(/Orders to/)).toBeNull();
  }, 30_000);
});

describe('what the verification asks of the seller', () => {
  const now = Date.parse('2026-12-01T00:00:00Z');
  it('asks to renew within 30 days of the end, not before', () => {
    const verified = (until: string | null) =>
      verificationNotice({ kind: 'verified', until, since: null, renewalRejected: null }, now);
    expect(verified('2026-12-20T00:00:00Z')).toMatchObject({ key: 'expiring', action: 'renew' });
    expect(verified('2027-03-01T00:00:00Z')).toEqual({ key: 'verified', tone: 'success' });
    expect(verified(null)).toEqual({ key: 'verifiedOpen', tone: 'success' });
  });
  it('asks to start after a refusal or never, to renew after the end, nothing while pending', () => {
    expect(verificationNotice({ kind: 'none' }, now).action).toBe('start');
    expect(verificationNotice({ kind: 'rejected', reason: 'x', at: null }, now).action).toBe('start');
    expect(verificationNotice({ kind: 'expired', at: null }, now).action).toBe('renew');
    expect(
      verificationNotice({ kind: 'pending', since: '2026-11-30T00:00:00Z' }, now).action,
    ).toBeUndefined();
  });
});
