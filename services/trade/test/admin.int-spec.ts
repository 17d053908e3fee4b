import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { LedgerBalances } from '../src/ledger/index.js';
import { freshDatabase, startTrade, type OrdersHarness } from './orders-harness.js';

const db: TestDatabase | null = await freshDatabase('trade back office');
const suite = db ? describe : describe.skip;

/**
 * The back office's trade routes: the react-admin simple-rest contract (sort, range, filter,
 * Content-Range), admin role only, staff refunds with their audit trail, and "Verify ledger".
 */
suite('trade: back office', () => {
  let h: OrdersHarness;
  let admin: string;
  let adminId: string;

  beforeAll(async () => {
    h = await startTrade(db!);
    adminId = uuidv7();
    admin = await h.token('admin', adminId);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const get = (path: string, token = admin) => h.api(`/api/v1/admin/${path}`, { token });
  const list = (path: string, q: Record<string, unknown> = {}) =>
    get(
      `${path}?${new URLSearchParams(
        Object.fromEntries(Object.entries(q).map(([k, v]) => [k, JSON.stringify(v)])),
      ).toString()}`,
    );
  const refund = (orderId: string, json: object, key?: string | false) =>
    h.api(`/api/v1/admin/orders/${orderId}/refund`, {
      method: 'POST',
      token: admin,
      json,
      idempotencyKey: key,
    });

  it('admin only: other roles 403, no token 401, on every route', async () => {
    const o = await h.order({ status: 'paid' });
    const others = [
      await h.token('buyer', o.buyerId),
      await h.token('seller', o.sellerId),
      await h.token('both', uuidv7()),
    ];
    const paths = [
      'orders',
      `orders/${o.id}`,
      'payments',
      'disputes',
      'ledger/entries',
      'ledger/balances',
      'ledger/verify',
      'payouts',
      'refunds',
    ];
    for (const path of paths) {
      for (const token of others) expect([path, (await get(path, token)).status]).toEqual([path, 403]);
      expect([path, (await h.api(`/api/v1/admin/${path}`)).status]).toEqual([path, 401]);
    }
    const seller = await h.token('seller', o.sellerId);
    const res = await h.api(`/api/v1/admin/orders/${o.id}/refund`, {
      method: 'POST',
      token: seller,
      json: { reason: 'mine' },
    });
    expect(res.status).toBe(403);
    expect((await h.sql('select status from trade.trade_order where id = $1', [o.id]))[0].status).toBe(
      'paid',
    );
  });

  it('orders: sort, range, filter and Content-Range as ra-data-simple-rest reads them', async () => {
    const sellerId = uuidv7();
    const made = [];
    for (const amountMinor of [300n, 100n, 200n])
      made.push(await h.order({ status: 'paid', sellerId, amountMinor }));
    await h.order({ status: 'shipped', sellerId });
    const res = await list('orders', {
      sort: ['amountMinor', 'ASC'],
      range: [0, 1],
      filter: { sellerId, status: 'paid' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('orders 0-1/3');
    expect((await res.json()).map((o: { amountMinor: number }) => o.amountMinor)).toEqual([100, 200]);
    const page2 = await list('orders', {
      sort: ['amountMinor', 'ASC'],
      range: [2, 3],
      filter: { sellerId, status: 'paid' },
    });
    expect(page2.headers.get('content-range')).toBe('orders 2-2/3');
    expect((await page2.json()).map((o: { id: string }) => o.id)).toEqual([made[0]!.id]);
    const byRef = await list('orders', { filter: { q: made[1]!.reference } });
    expect((await byRef.json()).map((o: { id: string }) => o.id)).toEqual([made[1]!.id]);
    const many = await list('orders', { filter: { id: [made[0]!.id, made[2]!.id] } });
    expect(many.headers.get('content-range')).toBe('orders 0-1/2');
    const none = await list('orders', { filter: { sellerId: uuidv7() } });
    expect(none.headers.get('content-range')).toBe('orders */0');
    expect((await list('orders', { sort: ['password', 'ASC'] })).status).toBe(400);
    expect((await list('orders', { filter: { nonsense: 1 } })).status).toBe(400);
    expect((await list('orders', { range: [5, 1] })).status).toBe(400);
    const one = await (await get(`orders/${made[0]!.id}`)).json();
    expect(one).toMatchObject({
      id: made[0]!.id,
      status: 'paid',
      escrow: { capturedMinor: 300, heldMinor: 300, releasedMinor: 0, frozen: false },
      lines: [expect.objectContaining({ title: 'Grade A cocoa beans' })],
      refunds: [],
      disputeId: null,
    });
    expect((await get(`orders/${uuidv7()}`)).status).toBe(404);
  });

  it('one order carries its money facts: the locked rate, the checkout’s address, line totals, the escrow’s currency', async () => {
    const o = await h.order({
      status: 'paid',
      amountMinor: 1_000_000n,
      feeBasisPoints: 300,
      feeMinor: 30_000n,
    });
    // Priced in GHS and paid in KES, at the ratio checkout locks (129.35 KES / 15.42 GHS per USD).
    await h.sql(
      `update trade.trade_order set seller_currency = 'GHS', seller_subtotal_minor = 119200, fx_rate = '12935/1542'
       where id = $1`,
      [o.id],
    );
    await h.sql(
      `update trade.order_line set quantity = 4, unit_price_minor = 29800, line_total_minor = 119200
       where order_id = $1`,
      [o.id],
    );
    const address = { fullName: 'Wanjiru Kamau', line1: '12 Moi Avenue', city: 'Nairobi', country: 'KE' };
    await h.sql(
      `update trade.checkout set shipping_address = $2, incoterm = 'FOB', note = 'Call before delivery'
       where id = $1`,
      [o.checkoutId, JSON.stringify(address)],
    );
    const res = await get(`orders/${o.id}`);
    expect(res.status).toBe(200);
    const order = await res.json();
    expect(order).toMatchObject({
      currency: 'KES',
      amountMinor: 1_000_000,
      sellerCurrency: 'GHS',
      sellerSubtotalMinor: 119_200,
      fxRate: '8.38845655',
      fxRateExact: '12935/1542',
      feeBasisPoints: 300,
      feeMinor: 30_000,
      netMinor: 970_000,
      shippingAddress: address,
      incoterm: 'FOB',
      note: 'Call before delivery',
      escrow: { currency: 'KES', capturedMinor: 1_000_000, heldMinor: 1_000_000 },
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ quantity: 4, unitPriceMinor: 29_800, lineTotalMinor: 119_200 }),
    ]);
    // The staff refund answers with the same view.
    const refunded = await (await refund(o.id, { reason: 'Support case 5120: wrong address' })).json();
    expect(refunded).toMatchObject({
      status: 'refunded',
      fxRateExact: '12935/1542',
      shippingAddress: address,
      escrow: { currency: 'KES', refundedMinor: 1_000_000 },
    });
    expect(refunded.lines[0].lineTotalMinor).toBe(119_200);

    // A rate kept as a plain decimal (the column allows one) reads the same way; unpaid: no escrow.
    const same = await h.order({ status: 'pending_payment' });
    expect(await (await get(`orders/${same.id}`)).json()).toMatchObject({
      fxRate: '1.00000000',
      fxRateExact: '1/1',
      sellerCurrency: 'KES',
      shippingAddress: { line1: '1 Moi Avenue', city: 'Nairobi', country: 'KE' },
      incoterm: null,
      note: null,
      escrow: null,
    });
  });

  it('a staff refund in full: order refunded, the reason on the timeline and in the event', async () => {
    const o = await h.order({ status: 'shipped' });
    expect((await refund(o.id, { reason: 'Lost by the carrier' }, false)).status).toBe(400);
    const res = await refund(o.id, { reason: 'Support case 4411: lost by the carrier' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'refunded',
      escrow: { refundedMinor: Number(o.amountMinor), heldMinor: 0 },
    });
    expect(body.timeline.at(-1)).toMatchObject({
      action: 'staff_refund',
      fromStatus: 'shipped',
      toStatus: 'refunded',
      actorId: adminId,
      actorRole: 'staff',
      note: 'Support case 4411: lost by the carrier',
    });
    const event = (await h.outbox('trade.order.status_changed.v1'))
      .filter((e) => e.key === o.id)
      .at(-1)!.payload;
    expect(event).toMatchObject({
      action: 'staff_refund',
      actorRole: 'staff',
      refundedMinor: o.amountMinor,
      note: 'Support case 4411: lost by the carrier',
    });
    expect(await h.refundsSettled(o.id)).toEqual([
      {
        status: 'succeeded',
        amount_minor: String(o.amountMinor),
        provider: 'sandbox',
        cause: 'staff_refund',
      },
    ]);
    // The void that refunded it reads as the amount refunded, not its voided reservation as well.
    const entries = await (
      await list('ledger/entries', { filter: { orderId: o.id }, sort: ['seq', 'ASC'] })
    ).json();
    expect(
      entries.map((e: { operation: string; amountMinor: number }) => [e.operation, e.amountMinor]),
    ).toEqual([
      ['capture', Number(o.amountMinor)],
      ['hold', Number(o.amountMinor)],
      ['void', Number(o.amountMinor)],
    ]);
    const again = await refund(o.id, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect((await h.verify()).valid).toBe(true);
  });

  it('a staff refund of a part releases the rest to the seller with the fee pro rata', async () => {
    const o = await h.order({ status: 'delivered', currency: 'TND', amountMinor: 12_345n, feeMinor: 370n });
    for (const amountMinor of [0, 12_346, 1.5])
      expect((await refund(o.id, { amountMinor, reason: 'Partial' })).status).toBeGreaterThanOrEqual(400);
    const res = await refund(o.id, { amountMinor: 5_000, reason: 'Five of the twelve cartons were missing' });
    expect(res.status).toBe(200);
    expect((await res.json()).escrow).toMatchObject({
      refundedMinor: 5_000,
      releasedMinor: 7_345,
      heldMinor: 0,
      availableMinor: 0,
    });
    // 370 × 7,345 / 12,345 = 220.14 → 220 to the platform, 7,125 to the seller.
    expect((await h.get(LedgerBalances).seller(h.em(), o.sellerId))[0]!.available).toEqual({
      amountMinor: 7_125n,
      currency: 'TND',
    });
    // The journal's amount column: what each entry moved — the settle both its parts, fee included.
    const entries = await (
      await list('ledger/entries', { filter: { orderId: o.id }, sort: ['seq', 'ASC'] })
    ).json();
    expect(
      entries.map((e: { operation: string; amountMinor: number; currency: string }) => [
        e.operation,
        e.amountMinor,
        e.currency,
      ]),
    ).toEqual([
      ['capture', 12_345, 'TND'],
      ['hold', 12_345, 'TND'],
      ['settle', 12_345, 'TND'],
    ]);
    expect((await h.verify()).valid).toBe(true);
  });

  it('a disputed order is refunded through its dispute, not here; unpaid or finished ones not at all', async () => {
    for (const status of ['disputed', 'pending_payment', 'completed'] as const) {
      const o = await h.order({ status });
      const res = await refund(o.id, { reason: 'Not here' });
      expect([status, res.status]).toEqual([status, 409]);
    }
  });

  it('payments, disputes, payouts and refunds lists follow the same contract', async () => {
    const o = await h.order({ status: 'paid' });
    const payments = await list('payments', { filter: { checkoutId: o.checkoutId } });
    expect(payments.headers.get('content-range')).toBe('payments 0-0/1');
    const [payment] = await payments.json();
    expect(payment).toMatchObject({
      id: o.paymentId,
      status: 'succeeded',
      amountMinor: Number(o.amountMinor),
      provider: 'sandbox',
    });
    expect(await (await get(`payments/${o.paymentId}`)).json()).toMatchObject({
      orders: [{ id: o.id, status: 'paid' }],
    });
    expect((await get(`payments/${uuidv7()}`)).status).toBe(404);

    const d = await h.order({ status: 'shipped' });
    const opened = await h.api(`/api/v1/orders/${d.id}/disputes`, {
      method: 'POST',
      token: await h.token('buyer', d.buyerId),
      json: { reason: 'not_received', description: 'Nothing arrived at all.' },
    });
    expect(opened.status).toBe(201);
    const disputes = await list('disputes', { filter: { status: 'open', orderId: d.id } });
    expect(disputes.headers.get('content-range')).toBe('disputes 0-0/1');
    const [dispute] = await disputes.json();
    expect(await (await get(`disputes/${dispute.id}`)).json()).toMatchObject({
      orderId: d.id,
      status: 'open',
    });

    const m = await h.order({ status: 'paid', provider: 'flutterwave' });
    await refund(m.id, { reason: 'Buyer asked' });
    await h.refundsSettled(m.id);
    const manual = await list('refunds', { filter: { status: 'manual', orderId: m.id } });
    expect(manual.headers.get('content-range')).toBe('refunds 0-0/1');
    expect((await manual.json())[0]).toMatchObject({
      orderId: m.id,
      provider: 'flutterwave',
      cause: 'staff_refund',
    });

    const payouts = await list('payouts', { filter: { sellerId: uuidv7() } });
    expect(payouts.headers.get('content-range')).toBe('payouts */0');
    expect((await list('payouts', { filter: { status: 'lost' } })).status).toBe(400);
  });

  it('ledger entries, balances and "Verify ledger"', async () => {
    const o = await h.order({ status: 'paid' });
    const entries = await list('ledger/entries', { filter: { orderId: o.id }, sort: ['seq', 'ASC'] });
    expect(entries.headers.get('content-range')).toBe('entries 0-1/2');
    const items = await entries.json();
    expect(
      items.map((e: { id: string; operation: string; amountMinor: number }) => [
        e.id,
        e.operation,
        e.amountMinor,
      ]),
    ).toEqual([
      [`capture:${o.id}`, 'capture', Number(o.amountMinor)],
      [`hold:${o.id}`, 'hold', Number(o.amountMinor)],
    ]);
    const hold = await (await get(`ledger/entries/${encodeURIComponent(`hold:${o.id}`)}`)).json();
    expect(hold.amountMinor).toBe(Number(o.amountMinor));
    expect(hold.postings).toEqual([
      expect.objectContaining({
        debit: `escrow:${o.id}:KES`,
        credit: `seller_payable:${o.sellerId}:KES`,
        phase: 'pending',
        amountMinor: Number(o.amountMinor - o.feeMinor),
      }),
      expect.objectContaining({
        debit: `escrow:${o.id}:KES`,
        credit: 'platform_fees:platform:KES',
        phase: 'pending',
        amountMinor: Number(o.feeMinor),
      }),
    ]);
    expect((await get('ledger/entries/nope')).status).toBe(404);
    // A freeze moves no money: the journal shows it without an amount.
    const disputed = await h.order({ status: 'disputed' });
    const freeze = await list('ledger/entries', { filter: { orderId: disputed.id, operation: 'freeze' } });
    expect((await freeze.json()).map((e: { amountMinor: number | null }) => e.amountMinor)).toEqual([null]);
    const escrow = await list('ledger/balances', { filter: { kind: 'escrow', ownerId: o.id } });
    expect(escrow.headers.get('content-range')).toBe('balances 0-0/1');
    expect((await escrow.json())[0]).toMatchObject({
      name: `escrow:${o.id}:KES`,
      balanceMinor: Number(o.amountMinor),
      availableMinor: 0,
      frozen: false,
    });

    const ok = await (await get('ledger/verify')).json();
    expect(ok).toEqual({ valid: true, checked: expect.any(Number), problems: [] });
    expect(ok.checked).toBeGreaterThan(0);
    // A balance changed behind the ledger's back (triggers off, as a superuser could): reported.
    await h.sql(`
      do $$ begin
        set local session_replication_role = replica;
        update trade.ledger_accounts set credits_posted = credits_posted + 1
        where kind = 'escrow' and owner_id = '${o.id}';
      end $$`);
    const bad = await (await get('ledger/verify')).json();
    expect(bad.valid).toBe(false);
    expect(bad.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'balance_mismatch' })]),
    );
    await h.sql(`
      do $$ begin
        set local session_replication_role = replica;
        update trade.ledger_accounts set credits_posted = credits_posted - 1
        where kind = 'escrow' and owner_id = '${o.id}';
      end $$`);
    expect((await (await get('ledger/verify')).json()).valid).toBe(true);
  });
});
