import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { ADDRESS, freshDatabase, RATES, startCheckout, type CheckoutHarness } from './checkout-harness.js';
import { COCOA, date, DAY, rfqKit } from './rfqs-kit.js';

const db: TestDatabase | null = await freshDatabase('trade rfqs');
const suite = db ? describe : describe.skip;

/**
 * RFQs end to end on real PostgreSQL: the rules of posting (422 listing all), who is told and who
 * may see an RFQ (404 for the rest), the quote's life (once, revised once, withdrawn), and the
 * maxQuotes and acceptance races under the RFQ's row lock, with the order an accepted quote becomes.
 */
suite('trade: RFQs and quotes', () => {
  let h: CheckoutHarness;
  const buyerId = uuidv7();
  let buyer: string;
  let kit: ReturnType<typeof rfqKit>;

  beforeAll(async () => {
    h = await startCheckout(db!);
    await h.rates(RATES);
    buyer = await h.token('buyer', buyerId, 'amina@kamau.test');
    kit = rfqKit(h, () => buyer);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });
  const supplier: ReturnType<typeof rfqKit>['supplier'] = (o) => kit.supplier(o);
  const rfqBody: ReturnType<typeof rfqKit>['rfqBody'] = (o) => kit.rfqBody(o);
  const quoteBody: ReturnType<typeof rfqKit>['quoteBody'] = (o) => kit.quoteBody(o);
  const post: ReturnType<typeof rfqKit>['post'] = (o) => kit.post(o);
  const quote: ReturnType<typeof rfqKit>['quote'] = (t, id, o) => kit.quote(t, id, o);
  const count: ReturnType<typeof rfqKit>['count'] = (q, p) => kit.count(q, p);

  it('refuses a broken RFQ with every broken rule at once, localized, and stores nothing', async () => {
    const before = await count('select count(*)::int as n from trade.rfq', []);
    const res = await h.api('/api/v1/rfqs', {
      method: 'POST',
      token: buyer,
      lang: 'fr',
      json: rfqBody({
        categoryId: undefined,
        quantity: 0,
        currency: 'XYZ',
        incoterm: 'FAS',
        destinationCountry: 'FR',
        neededBy: date(3),
        quoteDeadline: new Date(Date.now() + 10 * DAY).toISOString(),
        visibility: 'invited',
        maxQuotes: 51,
      }),
    });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const body = await res.json();
    expect(body.code).toBe('rfqs.invalid');
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      [
        'categoryId',
        'currency',
        'destinationCountry',
        'incoterm',
        'invitedSupplierIds',
        'maxQuotes',
        'quantity',
        'quoteDeadline',
      ].sort(),
    );
    expect(
      body.errors.find((e: { field: string }) => e.field === 'quoteDeadline').detail ?? body.detail,
    ).toMatch(/[a-zé]/);
    expect(body.detail).toContain('champ');
    expect(await count('select count(*)::int as n from trade.rfq', [])).toBe(before);
  });

  it('reads an empty productId as no product: the category decides, and nothing reaches the database as ""', async () => {
    // The OpenAPI fuzz found it: "" passed the rules as "no product" but was then looked up as a uuid (500).
    const withCategory = await h.api('/api/v1/rfqs', {
      method: 'POST',
      token: buyer,
      json: rfqBody({ productId: '' }),
    });
    expect(withCategory.status).toBe(201);
    const before = await count('select count(*)::int as n from trade.rfq', []);
    const without = await h.api('/api/v1/rfqs', {
      method: 'POST',
      token: buyer,
      json: rfqBody({ productId: '', categoryId: undefined }),
    });
    expect(without.status).toBe(422);
    expect((await without.json()).errors.map((e: { field: string }) => e.field)).toEqual(['categoryId']);
    expect(await count('select count(*)::int as n from trade.rfq', [])).toBe(before);
  });

  it('tells verified suppliers of the category (and the invited) and hides a private RFQ from the uninvited', async () => {
    const matched = await supplier();
    const unverified = await supplier({ verified: false });
    const elsewhere = await supplier({ category: 'textiles' });
    const farAway = await supplier({ country: 'NG' });
    const invited = await supplier({ category: 'textiles' });

    const open = await post({ supplierCountries: ['GH'], invitedSupplierIds: [invited.id] });
    const [posted] = (await h.outbox('trade.rfq.posted.v1')).filter((e) => e.key === open.id);
    expect([...posted!.payload.notifySupplierIds].sort()).toEqual([matched.id, invited.id].sort());
    expect(posted!.payload).toMatchObject({
      visibility: 'open',
      categoryId: COCOA,
      quantity: 20n,
      // No address book entry to name the buyer: no name, and never a piece of the e-mail address.
      buyerName: '',
    });

    for (const s of [unverified, elsewhere, farAway]) {
      expect((await h.api(`/api/v1/rfqs/${open.id}`, { token: s.token })).status).toBe(404);
      const inbox = await (await h.api('/api/v1/seller/rfqs', { token: s.token })).json();
      expect(inbox.items.map((r: { id: string }) => r.id)).not.toContain(open.id);
    }
    const inbox = await (await h.api('/api/v1/seller/rfqs', { token: matched.token })).json();
    expect(inbox.items.find((r: { id: string }) => r.id === open.id)).toMatchObject({
      invited: false,
      myQuote: null,
    });

    const secret = await post({ visibility: 'invited', invitedSupplierIds: [invited.id] });
    const [told] = (await h.outbox('trade.rfq.posted.v1')).filter((e) => e.key === secret.id);
    expect(told!.payload.notifySupplierIds).toEqual([invited.id]);
    // Matching the category is not enough for a private RFQ: the same 404 as an unknown id.
    const refused = await h.api(`/api/v1/rfqs/${secret.id}`, { token: matched.token });
    expect(refused.status).toBe(404);
    expect((await refused.json()).code).toBe('rfqs.not_found');
    expect((await quote(matched.token, secret.id)).status).toBe(404);
    expect((await h.api(`/api/v1/rfqs/${secret.id}`, { token: invited.token })).status).toBe(200);
    const other = await h.token('buyer', uuidv7());
    expect((await h.api(`/api/v1/rfqs/${secret.id}`, { token: other })).status).toBe(404);
  });

  it('takes one quote per supplier, revised once, withdrawn; the buyer sees all, a supplier its own', async () => {
    const a = await supplier();
    const b = await supplier();
    const rfq = await post();
    const first = await quote(a.token, rfq.id);
    expect(first.status).toBe(201);
    const mine = (await first.json()).quotes;
    expect(mine).toHaveLength(1);
    const quoteId = mine[0].id;
    expect(mine[0]).toMatchObject({ unitPriceMinor: 2_900_000, totalMinor: 58_000_000, revisions: 0 });
    expect((await quote(a.token, rfq.id)).status).toBe(409);
    expect((await quote(b.token, rfq.id, { moq: 25 })).status).toBe(422);
    expect((await quote(b.token, rfq.id)).status).toBe(201);

    const seenByB = await (await h.api(`/api/v1/rfqs/${rfq.id}`, { token: b.token })).json();
    expect(seenByB.quotes.map((q: { supplierId: string }) => q.supplierId)).toEqual([b.id]);
    const seenByBuyer = await (await h.api(`/api/v1/rfqs/${rfq.id}`, { token: buyer })).json();
    expect(seenByBuyer.quotes).toHaveLength(2);
    // 58,000,000 pesewas (GHS 580,000) at 15.42 GHS and 129.35 KES per USD: 580,000 × 129.35 / 15.42 = KES 4,865,304.798… → 4,865,304.80.
    expect(seenByBuyer.quotes[0]).toMatchObject({
      converted: { currency: 'KES', totalMinor: 486_530_480 },
      supplierVerified: true,
    });

    const revise = (over: Record<string, unknown>) =>
      h.api(`/api/v1/rfqs/${rfq.id}/quotes/${quoteId}`, {
        method: 'PUT',
        token: a.token,
        json: quoteBody(over),
      });
    const revised = await revise({ priceTiers: [{ minQuantity: 1, unitPriceMinor: 2_800_000 }], moq: 1 });
    expect(revised.status).toBe(200);
    expect((await revised.json()).quotes[0]).toMatchObject({ revisions: 1, unitPriceMinor: 2_800_000 });
    expect((await revise({})).status).toBe(409);
    const submitted = (await h.outbox('trade.quote.submitted.v1')).filter((e) => e.key === rfq.id);
    expect(submitted.map((e) => [e.payload.supplierId, e.payload.revised])).toEqual([
      [a.id, false],
      [b.id, false],
      [a.id, true],
    ]);
    // Someone else's quote is not theirs to revise or withdraw.
    expect(
      (await h.api(`/api/v1/rfqs/${rfq.id}/quotes/${quoteId}/withdraw`, { method: 'POST', token: b.token }))
        .status,
    ).toBe(404);
    const withdrawn = await h.api(`/api/v1/rfqs/${rfq.id}/quotes/${quoteId}/withdraw`, {
      method: 'POST',
      token: a.token,
    });
    expect(withdrawn.status).toBe(200);
    expect((await withdrawn.json()).quotes[0].status).toBe('withdrawn');
    const after = await (await h.api(`/api/v1/rfqs/${rfq.id}`, { token: buyer })).json();
    expect(after.quoteCount).toBe(1);
  });

  it('lets exactly maxQuotes suppliers quote when they race for the last place', async () => {
    const suppliers = await Promise.all([supplier(), supplier(), supplier()]);
    const rfq = await post({ maxQuotes: 2 });
    expect((await quote(suppliers[0].token, rfq.id)).status).toBe(201);
    const answers = await Promise.all(suppliers.slice(1).map((s) => quote(s.token, rfq.id)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await refused.json()).code).toBe('rfqs.quoting_closed');
    expect(
      await count(`select count(*)::int as n from trade.rfq_quote where rfq_id = $1 and status = 'active'`, [
        rfq.id,
      ]),
    ).toBe(2);
  });

  it('turns one of two racing acceptances into an order, declines the other quote, and replays by key', async () => {
    const a = await supplier();
    const b = await supplier();
    const rfq = await post();
    const qa = (await (await quote(a.token, rfq.id)).json()).quotes[0].id;
    const qb = (
      await (
        await quote(b.token, rfq.id, { priceTiers: [{ minQuantity: 10, unitPriceMinor: 3_100_000 }] })
      ).json()
    ).quotes[0].id;
    const accept = (quoteId: string, key: string) =>
      h.api(`/api/v1/rfqs/${rfq.id}/quotes/${quoteId}/accept`, {
        method: 'POST',
        token: buyer,
        idempotencyKey: key,
        json: { shippingAddress: ADDRESS },
      });
    const keys = { [qa]: `accept-${uuidv7()}`, [qb]: `accept-${uuidv7()}` };
    const answers = await Promise.all([accept(qa, keys[qa]!), accept(qb, keys[qb]!)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const won = answers.find((r) => r.status === 201)!;
    const checkout = await won.json();
    const winner =
      answers[0] === won
        ? { quote: qa, seller: a, loser: b, lost: qb }
        : { quote: qb, seller: b, loser: a, lost: qa };
    expect(checkout.orders).toHaveLength(1);
    expect(checkout.orders[0].sellerId).toBe(winner.seller.id);
    expect(checkout.currency).toBe('KES');
    expect(checkout.shippingAddress).toMatchObject({ ...ADDRESS, port: 'Mombasa', rfqId: rfq.id });
    const orders = await h.sql(
      'select o.id, o.status, l.quantity, l.unit_price_minor from trade.trade_order o join trade.order_line l on l.order_id = o.id where o.buyer_id = $1',
      [buyerId],
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'pending_payment', quantity: 20 });
    expect(Number(orders[0].unit_price_minor)).toBe(winner.quote === qa ? 2_900_000 : 3_100_000);
    expect(
      await count('select count(*)::int as n from trade.payment where checkout_id = $1', [checkout.id]),
    ).toBe(1);

    const [accepted] = (await h.outbox('trade.quote.accepted.v1')).filter((e) => e.key === rfq.id);
    expect(accepted!.payload).toMatchObject({
      quoteId: winner.quote,
      orderId: orders[0].id,
      supplierId: winner.seller.id,
      supplierLocale: 'fr',
    });
    const declined = (await h.outbox('trade.quote.declined.v1')).filter((e) => e.key === rfq.id);
    expect(declined.map((e) => [e.payload.quoteId, e.payload.supplierId, e.payload.reason])).toEqual([
      [winner.lost, winner.loser.id, 'another_accepted'],
    ]);

    // The same key again: the same answer, no second order.
    const replay = await accept(winner.quote, keys[winner.quote]!);
    expect(replay.status).toBe(201);
    expect((await replay.json()).id).toBe(checkout.id);
    const again = await accept(winner.quote, `accept-${uuidv7()}`);
    expect(again.status).toBe(409);
    expect(
      await count('select count(*)::int as n from trade.trade_order where buyer_id = $1', [buyerId]),
    ).toBe(1);
    const view = await (await h.api(`/api/v1/rfqs/${rfq.id}`, { token: buyer })).json();
    expect(view).toMatchObject({ status: 'accepted', orderId: orders[0].id, checkoutId: checkout.id });

    // Paid and escrowed like any order: the sandbox payment succeeds, the order is paid, the ledger holds.
    await h.complete(buyer, checkout.payment.id, 'succeeded');
    const paid = await h.sql('select status from trade.trade_order where id = $1', [orders[0].id]);
    expect(paid[0].status).toBe('paid');
    expect((await h.entries([orders[0].id])).length).toBeGreaterThan(0);
    expect(await h.verify()).toMatchObject({ valid: true, problems: [] });
  });
});
