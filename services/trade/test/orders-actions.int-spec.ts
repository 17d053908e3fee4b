import { uuidv7 } from '@sokoni/platform/db';
import { samplePdf, samplePng, type TestDatabase } from '@sokoni/platform/testing';
import { StockReservations } from '../src/inventory/index.js';
import { LedgerBalances } from '../src/ledger/index.js';
import { freshDatabase, startTrade, type OrdersHarness, type SeededOrder } from './orders-harness.js';

const db: TestDatabase | null = await freshDatabase('trade order actions');
const suite = db ? describe : describe.skip;

const PROBLEM_JSON = /^application\/problem\+json/;

/**
 * The parties' actions over HTTP on the whole trade service: who may do what (404 to strangers,
 * 403 to the other party, 409 from a wrong status), and the money each one moves in the ledger
 * (released to the seller, returned to the buyer through the sandbox), which must stay valid.
 */
suite('trade: order actions API', () => {
  let h: OrdersHarness;
  let balances: LedgerBalances;

  beforeAll(async () => {
    h = await startTrade(db!);
    balances = h.get(LedgerBalances);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const tokens = async (o: SeededOrder) => ({
    buyer: await h.token('buyer', o.buyerId),
    seller: await h.token('seller', o.sellerId),
    stranger: await h.token('both', uuidv7()),
    admin: await h.token('admin', uuidv7()),
  });
  const post = (o: SeededOrder | string, action: string, token: string, json: unknown = {}, key?: string) =>
    h.api(`/api/v1/orders/${typeof o === 'string' ? o : o.id}/${action}`, {
      method: 'POST',
      token,
      json,
      idempotencyKey: key,
    });
  const status = async (id: string) =>
    (await h.sql('select status from trade.trade_order where id = $1', [id]))[0]?.status;
  const escrow = async (id: string) => (await balances.order(h.em(), id))[0];
  const refunds = (id: string) =>
    h.sql('select status, amount_minor, provider, cause from trade.order_refund where order_id = $1', [id]);

  it('accept: the seller only — strangers and staff 404, the buyer 403, a second accept 409', async () => {
    const o = await h.order({ status: 'paid' });
    const t = await tokens(o);
    for (const [token, code] of [
      [t.stranger, 404],
      [t.admin, 404],
      [t.buyer, 403],
    ] as const) {
      const res = await post(o, 'accept', token);
      expect([code, res.status]).toEqual([code, code]);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
    }
    expect((await post(uuidv7(), 'accept', t.seller)).status).toBe(404);
    expect((await post('not-an-id', 'accept', t.seller)).status).toBe(404);
    const ok = await post(o, 'accept', t.seller, { note: 'Packing today' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      id: o.id,
      status: 'accepted',
      amountMinor: Number(o.amountMinor),
    });
    const again = await post(o, 'accept', t.seller);
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('orders.wrong_status');
  });

  it('every action needs an Idempotency-Key, and a replay does not move money twice', async () => {
    const o = await h.order({ status: 'paid' });
    const t = await tokens(o);
    const bare = await post(o, 'decline', t.seller, { reason: 'No stock' }, false as never);
    expect(bare.status).toBe(400);
    expect(await status(o.id)).toBe('paid');
    const key = `decline-${o.id}`;
    const first = await post(o, 'decline', t.seller, { reason: 'No stock left' }, key);
    const second = await post(o, 'decline', t.seller, { reason: 'No stock left' }, key);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await post(o, 'decline', t.seller, { reason: 'Another reason' }, key).then((r) => r.status)).toBe(
      422,
    );
    expect(await refunds(o.id)).toHaveLength(1);
  });

  it('decline refunds the whole escrow to the buyer through the sandbox; the seller gets nothing', async () => {
    const o = await h.order({ status: 'paid', amountMinor: 2_500_000n });
    const t = await tokens(o);
    expect((await post(o, 'decline', t.seller, {})).status).toBe(400); // a reason is required
    const res = await post(o, 'decline', t.seller, { reason: 'Out of stock until the next harvest' });
    expect(res.status).toBe(200);
    // Nothing for the seller, as the order and the seller's list say (not amount less the fee).
    expect(await res.json()).toMatchObject({ status: 'declined', netMinor: 0 });
    expect(await escrow(o.id)).toMatchObject({
      captured: { amountMinor: 2_500_000n },
      refunded: { amountMinor: 2_500_000n },
      released: { amountMinor: 0n },
      available: { amountMinor: 0n },
    });
    expect((await balances.seller(h.em(), o.sellerId))[0]?.available.amountMinor ?? 0n).toBe(0n);
    expect(await h.refundsSettled(o.id)).toEqual([
      { status: 'succeeded', amount_minor: '2500000', provider: 'sandbox', cause: 'decline' },
    ]);
    const event = (await h.outbox('trade.order.status_changed.v1')).filter((e) => e.key === o.id).at(-1)!;
    expect(event.payload).toMatchObject({
      action: 'decline',
      note: 'Out of stock until the next harvest',
      refundedMinor: 2_500_000n,
      releasedMinor: 0n,
    });
    expect((await h.verify()).valid).toBe(true);
  });

  it('the buyer cancels a paid or accepted order: refunded; a shipped one is 409', async () => {
    for (const start of ['paid', 'accepted'] as const) {
      const o = await h.order({ status: start });
      const t = await tokens(o);
      expect((await post(o, 'cancel', t.seller)).status).toBe(403);
      const res = await post(o, 'cancel', t.buyer, { reason: 'Ordered by mistake' });
      expect(res.status).toBe(200);
      expect(await status(o.id)).toBe('cancelled');
      expect((await escrow(o.id))!.refunded.amountMinor).toBe(o.amountMinor);
    }
    const shipped = await h.order({ status: 'shipped' });
    const res = await post(shipped, 'cancel', (await tokens(shipped)).buyer);
    expect(res.status).toBe(409);
    expect(await status(shipped.id)).toBe('shipped');
    expect((await h.verify()).valid).toBe(true);
  });

  it('cancelling an unpaid order drops its whole checkout and puts the stock back; no money moves', async () => {
    const o = await h.order({ status: 'pending_payment' });
    const sibling = await h.order({ status: 'pending_payment', buyerId: o.buyerId });
    await h.sql('update trade.trade_order set checkout_id = $1 where id = $2', [o.checkoutId, sibling.id]);
    const productId = uuidv7();
    await h.sql('insert into trade.stock (product_id, seller_id, on_hand) values ($1, $2, 10)', [
      productId,
      o.sellerId,
    ]);
    await h
      .em()
      .transactional((em) =>
        h
          .get(StockReservations)
          .reserve(em, o.id, [{ productId, quantity: 4 }], new Date(Date.now() + 3600_000)),
      );
    expect(
      (await h.sql('select reserved from trade.stock where product_id = $1', [productId]))[0].reserved,
    ).toBe(4);
    const res = await post(o, 'cancel', (await tokens(o)).buyer);
    expect(res.status).toBe(200);
    expect(await status(o.id)).toBe('cancelled');
    expect(await status(sibling.id)).toBe('cancelled');
    expect((await h.sql('select status from trade.checkout where id = $1', [o.checkoutId]))[0].status).toBe(
      'cancelled',
    );
    expect(
      (await h.sql('select reserved from trade.stock where product_id = $1', [productId]))[0].reserved,
    ).toBe(0);
    expect(
      await h.sql('select 1 from trade.ledger_entries where order_id = any($1)', [[o.id, sibling.id]]),
    ).toEqual([]);
    expect(await refunds(o.id)).toEqual([]);
  });

  it('ship with tracking and documents checked by content and structure; the parties and staff download them', async () => {
    const o = await h.order({ status: 'accepted' });
    const t = await tokens(o);
    const pdf = samplePdf();
    const png = samplePng();
    const form = (files: Array<[Buffer, string]>) => {
      const f = new FormData();
      f.set('carrier', 'DHL Express');
      f.set('trackingNumber', 'JD014600003828');
      f.set('trackingUrl', 'https://www.dhl.com/track?AWB=JD014600003828');
      for (const [bytes, name] of files) f.append('documents', new Blob([bytes]), name);
      return f;
    };
    const ship = (files: Array<[Buffer, string]>, token = t.seller, key?: string, carrier?: string) => {
      const body = form(files);
      if (carrier) body.set('carrier', carrier);
      return h.api(`/api/v1/orders/${o.id}/ship`, { method: 'POST', token, body, idempotencyKey: key });
    };

    const fake = await ship([[Buffer.from('<html>not a pdf</html>'), 'invoice.pdf']]);
    expect(fake.status).toBe(415);
    expect((await fake.json()).code).toBe('orders.file_type');
    // The right first bytes are not enough: a signature in front of nothing, a PDF that runs a script.
    const signatureOnly = await ship([[png.subarray(0, 16), 'packing.png']]);
    expect(signatureOnly.status).toBe(415);
    expect((await signatureOnly.json()).code).toBe('orders.file_type');
    const script = samplePdf({ catalog: '/OpenAction << /S /JavaScript /JS (app.launchURL\\(1\\)) >>' });
    const scripted = await ship([
      [pdf, 'invoice.pdf'],
      [script, 'bill of lading.pdf'],
    ]);
    expect(scripted.status).toBe(415);
    expect((await scripted.json()).detail).toContain('bill of lading.pdf');
    const many = await ship(Array.from({ length: 6 }, () => [pdf, 'x.pdf'] as [Buffer, string]));
    expect(many.status).toBe(400);
    expect((await ship([[pdf, 'invoice.pdf']], t.buyer)).status).toBe(403);
    expect(await status(o.id)).toBe('accepted');
    expect(await h.sql('select 1 from trade.order_document where order_id = $1', [o.id])).toEqual([]);

    const key = `ship-${o.id}`;
    const res = await ship(
      [
        [pdf, 'facture été.pdf'],
        [png, 'packing.png'],
      ],
      t.seller,
      key,
    );
    expect(res.status).toBe(200);
    // The key's fingerprint covers the form's fields (multer reads them first): another carrier is 422.
    expect((await ship([[pdf, 'facture été.pdf']], t.seller, key, 'Another carrier')).status).toBe(422);
    const body = await res.json();
    expect(body.status).toBe('shipped');
    expect(body.shipment).toMatchObject({
      carrier: 'DHL Express',
      trackingNumber: 'JD014600003828',
      trackingUrl: 'https://www.dhl.com/track?AWB=JD014600003828',
    });
    expect(
      body.shipment.documents.map((d: { name: string; contentType: string }) => [d.name, d.contentType]),
    ).toEqual([
      ['facture été.pdf', 'application/pdf'],
      ['packing.png', 'image/png'],
    ]);
    const docId = body.shipment.documents[0].id;
    for (const token of [t.buyer, t.seller, t.admin]) {
      const dl = await h.api(`/api/v1/orders/${o.id}/documents/${docId}`, { token });
      expect(dl.status).toBe(200);
      expect(dl.headers.get('content-type')).toBe('application/pdf');
      expect(dl.headers.get('content-disposition')).toContain("filename*=UTF-8''facture%20%C3%A9t%C3%A9.pdf");
      expect(Buffer.from(await dl.arrayBuffer()).equals(pdf)).toBe(true);
    }
    expect((await h.api(`/api/v1/orders/${o.id}/documents/${docId}`, { token: t.stranger })).status).toBe(
      404,
    );
    const other = await h.order({ status: 'paid', sellerId: o.sellerId });
    expect((await h.api(`/api/v1/orders/${other.id}/documents/${docId}`, { token: t.seller })).status).toBe(
      404,
    );
  });

  it("documents the forms that take files: the DTO's text fields and an array of binary files", async () => {
    const doc = await (await h.api('/openapi.json')).json();
    const forms = [
      ['/api/v1/orders/{id}/ship', 'ShipOrderDto', 'documents'],
      ['/api/v1/orders/{id}/disputes', 'OpenDisputeDto', 'evidence'],
      ['/api/v1/orders/{id}/disputes/{disputeId}/responses', 'RespondDisputeDto', 'evidence'],
    ];
    for (const [path, dto, field] of forms) {
      const content = doc.paths[path!].post.requestBody.content;
      // JSON keeps the text fields; the generated clients and the multipart fuzz read the file part.
      expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
      const [text, files] = content['multipart/form-data'].schema.allOf;
      expect(text).toEqual({ $ref: `#/components/schemas/${dto}` });
      expect(files.properties[field!]).toMatchObject({
        type: 'array',
        items: { type: 'string', format: 'binary' },
        maxItems: 5,
      });
    }
  });

  it('ship also takes JSON without documents; deliver by either party starts the release clock', async () => {
    const o = await h.order({ status: 'accepted' });
    const t = await tokens(o);
    const shipped = await post(o, 'ship', t.seller, { carrier: 'G4S', trackingNumber: 'KE-1234' });
    expect(shipped.status).toBe(200);
    expect((await shipped.json()).shipment.documents).toEqual([]);
    expect((await post(o, 'deliver', t.stranger)).status).toBe(404);
    const res = await post(o, 'deliver', t.buyer);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('delivered');
    expect(new Date(body.releaseDueAt).getTime() - new Date(body.deliveredAt).getTime()).toBe(
      14 * 86_400_000,
    );
    expect((await post(o, 'deliver', t.seller)).status).toBe(409);
  });

  it('confirm-receipt releases the escrow: the seller is owed amount − fee, the platform the fee', async () => {
    const o = await h.order({ status: 'delivered', amountMinor: 1_000_003n, feeBasisPoints: 300 });
    const t = await tokens(o);
    expect((await post(o, 'confirm-receipt', t.seller)).status).toBe(403);
    const res = await post(o, 'confirm-receipt', t.buyer);
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('completed');
    const fee = (1_000_003n * 300n) / 10_000n;
    expect(await escrow(o.id)).toMatchObject({
      released: { amountMinor: 1_000_003n },
      refunded: { amountMinor: 0n },
      available: { amountMinor: 0n },
      held: { amountMinor: 0n },
    });
    expect((await balances.seller(h.em(), o.sellerId))[0]).toMatchObject({
      available: { amountMinor: 1_000_003n - fee, currency: 'KES' },
    });
    expect((await post(o, 'confirm-receipt', t.buyer)).status).toBe(409);
    expect(await refunds(o.id)).toEqual([]);
    expect((await h.verify()).valid).toBe(true);
  });

  it('a refund through a provider without refunds is left for staff to make by hand', async () => {
    const o = await h.order({ status: 'paid', provider: 'mpesa' });
    const res = await post(o, 'decline', (await tokens(o)).seller, { reason: 'Cannot deliver there' });
    expect(res.status).toBe(200);
    expect(await h.refundsSettled(o.id)).toEqual([
      { status: 'manual', amount_minor: String(o.amountMinor), provider: 'mpesa', cause: 'decline' },
    ]);
    expect((await escrow(o.id))!.refunded.amountMinor).toBe(o.amountMinor);
    expect((await h.verify()).valid).toBe(true);
  });
});
