import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { PgSandboxStore } from '../src/payments/pg-sandbox.store.js';
import { SandboxProvider } from '../src/payments/providers/sandbox.provider.js';
import { ADDRESS, freshDatabase, RATES, startCheckout, type CheckoutHarness } from './checkout-harness.js';

const db: TestDatabase | null = await freshDatabase('trade checkout reads');
const suite = db ? describe : describe.skip;

/**
 * What buyers, sellers and staff read after checkout: the buyer's orders (newest first, by status,
 * paged), one order in full for its parties and staff (404 for anyone else), a payment and its
 * sandbox controls for its buyer and staff, and the sandbox's state surviving a restart.
 */
suite('trade: reading checkouts, orders and payments', () => {
  let h: CheckoutHarness;
  const buyerId = uuidv7();
  const sellerId = uuidv7();
  let buyer: string;
  let seller: string;
  let stranger: string;
  let staff: string;
  let paid: any;
  let unpaid: any;

  beforeAll(async () => {
    h = await startCheckout(db!);
    await h.rates(RATES);
    buyer = await h.token('buyer', buyerId, 'buyer@example.com');
    seller = await h.token('seller', sellerId);
    stranger = await h.token('both', uuidv7());
    staff = await h.token('admin', uuidv7());
    const p = await h.product({
      sellerId,
      currency: 'GHS',
      tiers: [[1, 3_000_000]],
      stock: 10,
      title: 'Cocoa',
    });
    const q = await h.product({ currency: 'KES', tiers: [[1, 500_000]], title: 'Tea' });
    paid = await h.checkout(buyer, [{ productId: p, quantity: 2 }]);
    await h.complete(buyer, paid.payment.id, 'succeeded');
    unpaid = await h.checkout(buyer, [
      { productId: p, quantity: 1 },
      { productId: q, quantity: 3 },
    ]);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const get = (path: string, token: string) => h.api(path, { token });

  it('lists the buyer’s orders newest first, by status and by page', async () => {
    const all = await (await get('/api/v1/orders', buyer)).json();
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    const times = all.items.map((o: { createdAt: string }) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.items[2]).toMatchObject({
      id: paid.orders[0].id,
      status: 'paid',
      checkoutId: paid.id,
      buyerId,
    });
    expect(all.items[2].lines).toEqual([expect.objectContaining({ title: 'Cocoa', quantity: 2 })]);
    const pendingOnly = await (await get('/api/v1/orders?status=pending_payment', buyer)).json();
    expect(pendingOnly.items.map((o: { checkoutId: string }) => o.checkoutId)).toEqual([
      unpaid.id,
      unpaid.id,
    ]);
    const page2 = await (await get('/api/v1/orders?page=2&pageSize=2', buyer)).json();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((o: { id: string }) => o.id)).toEqual([paid.orders[0].id]);
    // Someone else's purchases are not theirs to list; a seller's own list lives elsewhere.
    expect((await (await get('/api/v1/orders', stranger)).json()).total).toBe(0);
    expect((await get('/api/v1/orders', seller)).status).toBe(403);
    expect((await get('/api/v1/orders?status=lost', buyer)).status).toBe(400);
  });

  it('shows one order in full to its buyer, its seller and staff, and 404 to anyone else', async () => {
    const id = paid.orders[0].id;
    for (const token of [buyer, seller, staff]) {
      const res = await get(`/api/v1/orders/${id}`, token);
      expect(res.status).toBe(200);
      const order = await res.json();
      expect(order).toMatchObject({
        id,
        reference: paid.orders[0].reference,
        status: 'paid',
        currency: 'KES',
        amountMinor: paid.orders[0].amountMinor,
        feeMinor: paid.orders[0].feeMinor,
        feeBasisPoints: 500,
        sellerCurrency: 'GHS',
        fxRate: '8.38845655',
        fxRateExact: '12935/1542',
        shippingAddress: ADDRESS,
        incoterm: 'FOB',
        shipment: null,
        paidAt: expect.any(String),
        escrow: {
          currency: 'KES',
          capturedMinor: paid.orders[0].amountMinor,
          heldMinor: paid.orders[0].amountMinor,
          releasedMinor: 0,
          refundedMinor: 0,
          availableMinor: 0,
          frozen: false,
        },
      });
      expect(order.timeline.map((e: { action: string; toStatus: string }) => [e.action, e.toStatus])).toEqual(
        [
          ['placed', 'pending_payment'],
          ['pay', 'paid'],
        ],
      );
    }
    for (const [path, token] of [
      [`/api/v1/orders/${id}`, stranger],
      [`/api/v1/orders/${uuidv7()}`, buyer],
      ['/api/v1/orders/not-an-id', buyer],
    ] as const) {
      const res = await get(path, token);
      expect([path, res.status]).toEqual([path, 404]);
      expect((await res.json()).code).toBe('orders.not_found');
    }
    const pending = await (await get(`/api/v1/orders/${unpaid.orders[0].id}`, buyer)).json();
    expect(pending).toMatchObject({ status: 'pending_payment', escrow: null, paidAt: null });
  });

  it('shows a checkout and its payment to the buyer only (staff may see the payment)', async () => {
    expect((await get(`/api/v1/checkout/${unpaid.id}`, buyer)).status).toBe(200);
    expect((await get(`/api/v1/checkout/${unpaid.id}`, stranger)).status).toBe(404);
    // Checkout is a buyer's route: staff and sellers are refused by role.
    expect((await get(`/api/v1/checkout/${unpaid.id}`, staff)).status).toBe(403);
    expect((await get(`/api/v1/checkout/${unpaid.id}`, seller)).status).toBe(403);
    const payment = await (await get(`/api/v1/payments/${unpaid.payment.id}`, buyer)).json();
    expect(payment).toMatchObject({
      id: unpaid.payment.id,
      checkoutId: unpaid.id,
      status: 'pending',
      action: { kind: 'redirect' },
    });
    expect((await get(`/api/v1/payments/${unpaid.payment.id}`, staff)).status).toBe(200);
    expect((await get(`/api/v1/payments/${unpaid.payment.id}`, stranger)).status).toBe(404);
  });

  it('lets only the paying buyer or staff drive the sandbox', async () => {
    const complete = (paymentId: string, token: string) =>
      h.api(`/api/v1/payments/sandbox/${paymentId}/complete`, {
        method: 'POST',
        token,
        json: { outcome: 'failed' },
      });
    expect((await complete(unpaid.payment.id, stranger)).status).toBe(404);
    expect((await complete(unpaid.payment.id, seller)).status).toBe(403);
    const bad = await h.api(`/api/v1/payments/sandbox/${unpaid.payment.id}/complete`, {
      method: 'POST',
      token: buyer,
      json: { outcome: 'maybe', duplicates: 99 },
    });
    expect(bad.status).toBe(400);
    const byStaff = await complete(unpaid.payment.id, staff);
    expect(byStaff.status).toBe(200);
    await h.settled();
    expect((await (await get(`/api/v1/payments/${unpaid.payment.id}`, buyer)).json()).status).toBe('failed');
  });

  it('keeps the sandbox’s payments in the database: a new process still knows them', async () => {
    const p = await h.product();
    const checkout = await h.checkout(buyer, [{ productId: p, quantity: 1 }]);
    const restarted = new SandboxProvider({
      webhookSecret: 'another-process-secret',
      store: h.get(PgSandboxStore),
    });
    const truth = await restarted.verify({
      paymentId: checkout.payment.id,
      expected: { amountMinor: checkout.totalMinor, currency: 'KES' },
    });
    expect(truth).toMatchObject({
      status: 'pending',
      amountMinor: checkout.totalMinor,
      providerReference: expect.stringMatching(/^sbx_pay_/),
    });
    await restarted.complete(checkout.payment.id, 'succeeded');
    await h.complete(buyer, checkout.payment.id, 'succeeded');
    expect((await (await get(`/api/v1/checkout/${checkout.id}`, buyer)).json()).status).toBe('paid');
  });
});
