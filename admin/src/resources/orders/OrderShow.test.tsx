// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/i18n-provider';
import { formatMoney } from '../../shared/money';
import { OrderDetails } from './OrderShow';

// The page's own actions (documents, refunds) are not exercised here: no session, no HTTP client.
vi.mock('../../trade/use-trade-actions', () => ({ useTradeActions: () => ({}) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** trade's admin view of an order (GET /admin/orders/:id): priced in TND (3 digits), paid in KES. */
const order = {
  id: '0196a1b2-0000-7000-8000-000000000001',
  reference: 'SK-7F3K-92QD',
  checkoutId: '0196a1b2-0000-7000-8000-000000000002',
  buyerId: '0196a1b2-0000-7000-8000-000000000003',
  sellerId: '0196a1b2-0000-7000-8000-000000000004',
  status: 'paid',
  currency: 'KES',
  amountMinor: 1_234_500,
  feeMinor: 37_035,
  feeBasisPoints: 300,
  netMinor: 1_197_465,
  sellerCurrency: 'TND',
  sellerSubtotalMinor: 29_800,
  fxRate: '41.42617449',
  fxRateExact: '12345/298',
  shippingAddress: {
    fullName: 'Wanjiru Kamau',
    line1: '12 Moi Avenue',
    city: 'Nairobi',
    country: 'KE',
    phone: '+254712345678',
  },
  incoterm: 'FOB',
  note: 'Call before delivery',
  lines: [
    {
      productId: '0196a1b2-0000-7000-8000-000000000005',
      title: 'Harissa paste',
      unit: 'jar',
      quantity: 4,
      unitPriceMinor: 7_450,
      lineTotalMinor: 29_800,
    },
  ],
  shipment: null,
  timeline: [],
  escrow: {
    currency: 'KES',
    capturedMinor: 1_234_500,
    heldMinor: 1_234_500,
    releasedMinor: 0,
    refundedMinor: 0,
    availableMinor: 0,
    frozen: false,
  },
  refunds: [],
  disputeId: null,
  paidAt: '2026-05-01T10:00:00.000Z',
  deliveredAt: null,
  releaseDueAt: null,
  closedAt: null,
  createdAt: '2026-05-01T09:55:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};

let mounted: { container: HTMLDivElement; root: Root } | null = null;
afterEach(() => {
  if (mounted) act(() => mounted!.root.unmount());
  mounted?.container.remove();
  mounted = null;
});

/** The order's page body in the console's contexts (English), as the Show renders it. */
async function renderOrder(record: Record<string, unknown>): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted = { container, root };
  const dataProvider = testDataProvider({
    getMany: () => Promise.resolve({ data: [] }),
  });
  act(() => {
    root.render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en').provider}>
        <ResourceContextProvider value="orders">
          <RecordContextProvider value={record}>
            <OrderDetails />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
  });
  // The parties' e-mails load after a tick (react-admin batches getMany): let them settle.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return container;
}

/** Text with Intl's no-break spaces as plain ones, runs of space as one. */
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
const textOf = (el: Element | null) => flat(el?.textContent ?? '');
/** An amount as the console's money helper writes it, spaces flattened as textOf does. */
const money = (minor: number, currency: string) => flat(formatMoney(minor, currency, 'en'));

/** The value under a label of the show layout. */
function field(page: HTMLElement, label: string): string {
  const labels = [...page.querySelectorAll('.RaLabeled-label')];
  const found = labels.find((l) => textOf(l) === label);
  expect(found, `no field labelled "${label}"`).toBeDefined();
  return textOf(found!.parentElement).slice(label.length).trim();
}

describe('the order page (admin view alone)', () => {
  it('shows the rate locked from the seller’s currency to the buyer’s, and the subtotal in the seller’s', async () => {
    const page = await renderOrder(order);
    expect(field(page, 'Exchange rate (locked at checkout)')).toContain('1 TND = 41.42617449 KES');
    expect(page.querySelector('[title="12345/298"]')).not.toBeNull();
    expect(field(page, 'Subtotal (seller’s currency)')).toContain(money(29_800, 'TND'));
    expect(field(page, 'Subtotal (seller’s currency)')).toContain('29.800');
  });

  it('shows the fee and its rate, and the amount in the buyer’s currency', async () => {
    const page = await renderOrder(order);
    expect(field(page, 'Fee rate')).toContain('3%');
    expect(field(page, 'Platform fee')).toContain(money(37_035, 'KES'));
    expect(field(page, 'Platform fee')).toContain('370.35');
    expect(field(page, 'Amount (buyer’s currency)')).toContain('12,345.00');
    expect(field(page, 'Seller receives on release')).toContain('11,974.65');
  });

  it('shows the checkout’s shipping address, one part a line', async () => {
    const page = await renderOrder(order);
    const address = field(page, 'Shipping address');
    for (const part of ['Wanjiru Kamau', '12 Moi Avenue', 'Nairobi', 'KE', '+254712345678'])
      expect(address).toContain(part);
    expect(field(page, 'Incoterm')).toContain('FOB');
    expect(field(page, 'Buyer’s note')).toContain('Call before delivery');
  });

  it('shows each line’s quantity, unit price and total in the seller’s currency with its own digits', async () => {
    const page = await renderOrder(order);
    const cells = [...page.querySelectorAll('[data-testid="order-lines"] tbody tr td')].map(textOf);
    expect(cells).toEqual(['Harissa paste', '4 jar', money(7_450, 'TND'), money(29_800, 'TND')]);
    expect(cells[2]).toContain('7.450');
    expect(cells[3]).toContain('29.800');
  });

  it('shows the currency the escrow holds the money in, and the amounts in it', async () => {
    const page = await renderOrder(order);
    const escrow = page.querySelector('[data-testid="order-escrow"]');
    const currency = [...(escrow?.querySelectorAll('[data-escrow="currency"] > *') ?? [])].map(textOf);
    expect(currency).toEqual(['Held in', 'KES']);
    const captured = escrow?.querySelector('[data-escrow="capturedMinor"] [data-money]');
    expect(captured?.getAttribute('data-money')).toBe('1234500 KES');
    expect(textOf(captured ?? null)).toBe(money(1_234_500, 'KES'));
  });
});
