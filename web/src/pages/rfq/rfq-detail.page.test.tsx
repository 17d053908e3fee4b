import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const realtime = vi.hoisted(() => ({ handlers: new Map<string, (data: unknown) => void>() }));
vi.mock('../../shell/realtime', () => ({
  useRealtime: (kind: string, handler: (data: unknown) => void) => realtime.handlers.set(kind, handler),
  // Pages hear both: a notification in the bell, or an update for a kind kept out of it.
  useLiveSignal: (handler: (data: unknown) => void) => {
    realtime.handlers.set('notification', handler);
    realtime.handlers.set('update', handler);
  },
}));

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

import { session } from '../../auth/session';
import { calls, json, type Call } from '../../shell/testing/fake-network';
import { fillJsdomGaps } from '../../shell/testing/jsdom-gaps';
import { actAsync, renderWithApp } from '../../shell/testing/render';
import RfqDetailPage from './rfq-detail.page';
import { BUYER, quote, RFQ_ID, rfq, S1, S2, serve, user } from './testing/rfq-fixtures';
import type { Quote, Rfq } from './rfq-api';

const NS = ['common', 'rfq', 'trade', 'browse'];

beforeAll(async () => {
  fillJsdomGaps();
  await session.restore();
}, 60_000);
afterEach(async () => {
  cleanup();
  realtime.handlers.clear();
  await act(() => session.signOut());
  localStorage.clear();
});

async function open(path: string, as: ReturnType<typeof user>) {
  act(() => session.accept({ accessToken: 'token', expiresIn: 900, user: as }));
  await renderWithApp(
    <App>
      <Routes>
        <Route path="/rfq/:id" element={<RfqDetailPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </App>,
    { path, namespaces: NS },
  );
}
const type = (label: string | RegExp, value: string) =>
  actAsync(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const press = (name: string | RegExp) =>
  actAsync(() => fireEvent.click(screen.getByRole('button', { name })));
const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path.split('?')[0] === path);
const location = () => screen.getByTestId('location').textContent;

describe('/rfq/:id as its buyer', () => {
  it('compares quotes in the buyer’s currency and accepts one with a fresh key per click', async () => {
    const accepts: Call[] = [];
    serve((call) => {
      if (call.method === 'GET' && call.path === `/api/v1/rfqs/${RFQ_ID}`)
        return json(
          rfq({
            quotes: [
              quote(1, {
                currency: 'USD',
                unitPriceMinor: 800,
                totalMinor: 400_000,
                converted: { currency: 'KES', totalMinor: 52_000_000 },
              }),
              quote(2, { totalMinor: 450_000, unitPriceMinor: 900 }),
            ],
          }),
        );
      // Ratings come from the suppliers' public profiles; one that cannot be read stays unknown.
      if (call.method === 'GET' && call.path === `/api/v1/suppliers/${S1}`)
        return json({ id: S1, companyName: 'Ashanti Cocoa', rating: 4.6, ratingCount: 120 });
      if (call.method === 'GET' && call.path === `/api/v1/suppliers/${S2}`)
        return json({ status: 404, detail: 'No such supplier.' }, 404);
      if (call.method === 'POST' && call.path.endsWith('/accept')) {
        accepts.push(call);
        if (accepts.length === 1)
          return json({ status: 409, detail: 'Another quote was accepted first.' }, 409);
        return json({ id: 'checkout-9', orders: [{ id: 'order-9' }] }, 201);
      }
      return undefined;
    });
    await open(`/rfq/${RFQ_ID}`, user(BUYER, 'buyer'));
    const section = await screen.findByRole('region', { name: 'Quotes received: 2' });
    const rows = within(section)
      .getAllByRole('row')
      .filter((r) => within(r).queryByText(/Ashanti Cocoa|Kano Agro/));
    // Cheapest first in KES: Kano's 4,500 before Ashanti's 520,000 (converted from USD).
    expect(rows.map((r) => within(r).getByText(/Ashanti Cocoa|Kano Agro/).textContent)).toEqual([
      'Kano Agro',
      'Ashanti Cocoa',
    ]);
    expect(within(rows[1]!).getByText('80%')).toBeTruthy();
    expect(await within(rows[1]!).findByText('4.6 out of 5 from 120 ratings')).toBeTruthy();
    expect(within(rows[0]!).queryByText(/out of 5/)).toBeNull();

    await press('Accept the quote of Kano Agro');
    await actAsync(() =>
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' })),
    );
    await screen.findByText('Another quote was accepted first.');
    expect(location()).toBe(`/rfq/${RFQ_ID}`);

    await press('Accept the quote of Kano Agro');
    const dialogs = await screen.findAllByRole('dialog');
    await actAsync(() => fireEvent.click(within(dialogs.at(-1)!).getByRole('button', { name: 'Accept' })));
    await waitFor(() => expect(location()).toBe('/checkout/checkout-9'));
    expect(accepts.map((c) => c.path)).toEqual([
      `/api/v1/rfqs/${RFQ_ID}/quotes/${quote(2).id}/accept`,
      `/api/v1/rfqs/${RFQ_ID}/quotes/${quote(2).id}/accept`,
    ]);
    const keys = accepts.map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  }, 30_000);

  it('shows a quote that arrives on the realtime stream without a reload', async () => {
    let quotes: Quote[] = [];
    serve((call) =>
      call.method === 'GET' && call.path === `/api/v1/rfqs/${RFQ_ID}` ? json(rfq({ quotes })) : undefined,
    );
    await open(`/rfq/${RFQ_ID}`, user(BUYER, 'buyer'));
    await screen.findByRole('region', { name: 'Quotes received: 0' });
    quotes = [quote(2)];
    // Another RFQ's news or an order's do not make the page ask again; this RFQ's does.
    act(() => realtime.handlers.get('notification')!({ kind: 'order_shipped', link: '/orders/o1' }));
    const asked = () => calls.filter((c) => c.path === `/api/v1/rfqs/${RFQ_ID}`).length;
    await actAsync(() => new Promise((r) => setTimeout(r, 100)));
    expect(asked()).toBe(1);
    expect(screen.queryByText('Kano Agro')).toBeNull();
    act(() => realtime.handlers.get('notification')!({ kind: 'quote_submitted', link: `/rfq/${RFQ_ID}` }));
    await screen.findByRole('region', { name: 'Quotes received: 1' });
    expect(screen.getByText('Kano Agro')).toBeTruthy();
  }, 30_000);

  it('closes the RFQ without accepting, after confirming', async () => {
    let status: Rfq['status'] = 'open';
    serve((call) => {
      if (call.method === 'GET' && call.path === `/api/v1/rfqs/${RFQ_ID}`)
        return json(
          rfq({ status, quotes: [quote(1, { status: status === 'open' ? 'active' : 'declined' })] }),
        );
      if (call.method === 'POST' && call.path === `/api/v1/rfqs/${RFQ_ID}/close`) {
        status = 'closed';
        return json(rfq({ status }));
      }
      return undefined;
    });
    await open(`/rfq/${RFQ_ID}`, user(BUYER, 'buyer'));
    await press('Close without accepting');
    await actAsync(() =>
      fireEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Close without accepting' }),
      ),
    );
    await screen.findByText('The RFQ is closed.');
    const closes = posts(`/api/v1/rfqs/${RFQ_ID}/close`);
    expect(closes).toHaveLength(1);
    expect(closes[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // Closed: nothing left to accept or close.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Accept the quote/ })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Close without accepting' })).toBeNull();
  }, 30_000);

  it('says not found for an RFQ the caller may not see', async () => {
    serve(() => undefined);
    await open(`/rfq/${RFQ_ID}`, user(S2, 'seller'));
    await screen.findByRole('link', { name: 'Back to my RFQs' });
  }, 30_000);
});

describe('/rfq/:id as a supplier', () => {
  it('sends a quote with its price tiers, and offers revise once and withdraw', async () => {
    let mine: Quote | null = null;
    serve((call) => {
      if (call.method === 'GET' && call.path === `/api/v1/rfqs/${RFQ_ID}`)
        return json(rfq({ buyerId: BUYER, quotes: mine ? [mine] : [] }));
      if (call.method === 'POST' && call.path === `/api/v1/rfqs/${RFQ_ID}/quotes`) {
        mine = quote(1);
        return json(rfq({ quotes: [mine] }), 201);
      }
      return undefined;
    });
    await open(`/rfq/${RFQ_ID}`, user(S1, 'seller'));
    await screen.findByRole('heading', { name: 'Send your quote' });
    await type('Tier 1: unit price', '11.50');
    await press('Add a tier');
    await type('Tier 2: from quantity', '400');
    await type('Tier 2: unit price', '10');
    await type('Lead time (days)', '21');
    await type('Valid until', '2099-01-31');
    await type('Payment terms', '30% deposit');
    await press('Send quote');
    await waitFor(() => expect(posts(`/api/v1/rfqs/${RFQ_ID}/quotes`)).toHaveLength(1));
    expect(posts(`/api/v1/rfqs/${RFQ_ID}/quotes`)[0]!.body).toEqual({
      priceTiers: [
        { minQuantity: 400, unitPriceMinor: 1000 },
        { minQuantity: 500, unitPriceMinor: 1150 },
      ],
      currency: 'KES',
      moq: 500,
      leadTimeDays: 21,
      validUntil: '2099-01-31',
      incoterm: 'FOB',
      paymentTerms: '30% deposit',
      sampleAvailable: false,
      message: '',
    });
    await screen.findByRole('heading', { name: 'Your quote' });
    expect(screen.getByRole('button', { name: 'Revise (once)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  }, 30_000);

  it('does not offer a second revision', async () => {
    serve((call) =>
      call.method === 'GET' && call.path === `/api/v1/rfqs/${RFQ_ID}`
        ? json(rfq({ quotes: [quote(1, { revisions: 1 })] }))
        : undefined,
    );
    await open(`/rfq/${RFQ_ID}`, user(S1, 'seller'));
    await screen.findByRole('heading', { name: 'Your quote' });
    expect(screen.queryByRole('button', { name: 'Revise (once)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  }, 30_000);
});
