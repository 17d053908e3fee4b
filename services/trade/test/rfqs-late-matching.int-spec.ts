import { timestampDate, timestampFromDate } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, RATES, startCheckout, type CheckoutHarness } from './checkout-harness.js';
import { snapshot } from './read-models-harness.js';
import { DAY, rfqKit } from './rfqs-kit.js';

const db: TestDatabase | null = await freshDatabase('trade rfqs late matching');
const suite = db ? describe : describe.skip;

/**
 * An open RFQ also reaches the suppliers who start to match it after it was posted — verified later,
 * or a product published in its category later — through identity's and catalogue's events: they
 * see it, may quote it and are told once (trade.rfq.matched.v1). Private, past-due, removed RFQs and
 * those asking other countries are never sent; a repeated event sends nothing again.
 */
suite('trade: RFQs reach suppliers who match them after they were posted', () => {
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

  // Identity's and catalogue's events as their relays publish them, keyed by seller and product.
  const submitted = (sellerId: string, country = 'GH') =>
    h.publish(
      'identity.supplier_verification.submitted.v1',
      { verificationId: uuidv7(), sellerId, companyName: `Co ${sellerId.slice(-4)}`, country, locale: 'fr' },
      sellerId,
      'identity',
    );
  const approved = (sellerId: string) =>
    h.publish(
      'identity.supplier_verification.approved.v1',
      {
        verificationId: uuidv7(),
        sellerId,
        decidedBy: uuidv7(),
        companyName: `Co ${sellerId.slice(-4)}`,
        locale: 'fr',
        expiresAt: timestampFromDate(new Date(Date.now() + 365 * DAY)),
      },
      sellerId,
      'identity',
    );
  const listed = async (sellerId: string, categoryId: string, productId = uuidv7()) => {
    await h.publish(
      'catalogue.product.published.v1',
      { product: snapshot(productId, sellerId, { categoryId }), reason: 'approved' },
      productId,
      'catalogue',
    );
    return productId;
  };
  /** Each test its own category, so RFQs of the others are not matched too. */
  const category = () => uuidv7();
  const post = (categoryId: string, over: Record<string, unknown> = {}) =>
    kit.post({ categoryId, ...over }) as Promise<{ id: string }>;
  const matchedEvents = async (supplierId: string) =>
    (await h.outbox('trade.rfq.matched.v1')).filter((e) => e.key === supplierId);
  const seen = async (token: string): Promise<string[]> => {
    const res = await h.api('/api/v1/seller/rfqs?pageSize=100', { token });
    expect(res.status).toBe(200);
    return (await res.json()).items.map((r: { id: string }) => r.id);
  };
  const recipients = (supplierId: string) =>
    kit.count('select count(*)::int as n from trade.rfq_recipient where supplier_id = $1', [supplierId]);

  it('sends the open RFQs posted before a supplier was verified once it is: visible, quotable, told once', async () => {
    const cat = category();
    const x = uuidv7();
    const token = await h.token('both', x);
    await submitted(x, 'GH');
    await listed(x, cat);

    const older = await post(cat);
    const forGhana = await post(cat, { supplierCountries: ['GH', 'CI'] });
    const forNigeria = await post(cat, { supplierCountries: ['NG'] });
    const invitedOnly = await post(cat, { visibility: 'invited', invitedSupplierIds: [uuidv7()] });
    const pastDue = await post(cat);
    await h.sql(`update trade.rfq set quote_deadline = now() - interval '1 minute' where id = $1`, [
      pastDue.id,
    ]);
    const removed = await post(cat);
    const admin = await h.token('admin', uuidv7());
    const removal = await h.api(`/api/v1/admin/rfqs/${removed.id}/remove`, {
      method: 'POST',
      token: admin,
      json: { reason: 'spam' },
    });
    expect(removal.status).toBe(200);
    const elsewhere = await post(category());
    // X's own RFQ, posted as a buyer: never sent to X.
    const own = await h.api('/api/v1/rfqs', {
      method: 'POST',
      token,
      json: kit.rfqBody({ categoryId: cat }),
    });
    expect(own.status).toBe(201);
    const ownId = (await own.json()).id as string;

    // Not verified yet: nothing reaches X, and X cannot read or quote the RFQ.
    expect(await seen(token)).toEqual([]);
    expect((await h.api(`/api/v1/rfqs/${older.id}`, { token })).status).toBe(404);
    expect((await kit.quote(token, older.id)).status).toBe(404);

    await approved(x);

    const visible = await seen(token);
    expect([...visible].sort()).toEqual([older.id, forGhana.id].sort());
    for (const id of [forNigeria.id, invitedOnly.id, pastDue.id, removed.id, elsewhere.id])
      expect((await h.api(`/api/v1/rfqs/${id}`, { token })).status).toBe(404);
    // X reads its own RFQ as its buyer, never as a supplier it was sent to.
    expect(
      await kit.count('select count(*)::int as n from trade.rfq_recipient where rfq_id = $1', [ownId]),
    ).toBe(0);
    const [event, ...more] = await matchedEvents(x);
    expect(more).toEqual([]);
    expect(event!.payload).toMatchObject({ supplierId: x, supplierLocale: 'fr' });
    // Newest first.
    expect(event!.payload.rfqs.map((r) => r.rfqId)).toEqual([forGhana.id, older.id]);
    expect(event!.payload.rfqs[0]).toMatchObject({ title: 'Fermented cocoa beans, grade A', buyerName: '' });
    expect(timestampDate(event!.payload.rfqs[0]!.quoteDeadline!).getTime()).toBeGreaterThan(Date.now());
    const rows = await h.sql('select invited from trade.rfq_recipient where supplier_id = $1', [x]);
    expect(rows).toEqual([{ invited: false }, { invited: false }]);

    const quoted = await kit.quote(token, older.id);
    expect(quoted.status).toBe(201);
    expect((await quoted.json()).quotes[0]).toMatchObject({
      supplierId: x,
      supplierName: `Co ${x.slice(-4)}`,
    });

    // The same facts again (a second approval, the product re-published): nothing new, no event.
    await approved(x);
    await listed(x, cat);
    expect(await recipients(x)).toBe(2);
    expect(await matchedEvents(x)).toHaveLength(1);
  });

  it('sends a verified supplier the open RFQs of a category when it first publishes a product in it', async () => {
    const cat = category();
    const y = uuidv7();
    const token = await h.token('seller', y);
    await submitted(y, 'KE');
    await approved(y);
    await listed(y, category());
    const rfq = await post(cat);
    const [posted] = (await h.outbox('trade.rfq.posted.v1')).filter((e) => e.key === rfq.id);
    expect(posted!.payload.notifySupplierIds).toEqual([]);
    const invitedOnly = await post(cat, { visibility: 'invited', invitedSupplierIds: [uuidv7()] });
    expect(await matchedEvents(y)).toEqual([]);

    const productId = await listed(y, cat);
    expect(await seen(token)).toEqual([rfq.id]);
    expect((await h.api(`/api/v1/rfqs/${invitedOnly.id}`, { token })).status).toBe(404);
    const events = await matchedEvents(y);
    expect(events.map((e) => e.payload.rfqs.map((r) => r.rfqId))).toEqual([[rfq.id]]);
    expect((await kit.quote(token, rfq.id)).status).toBe(201);

    // A second product in the category, and catalogue re-announcing the first: nothing new.
    await listed(y, cat);
    await h.publish(
      'catalogue.product.published.v1',
      { product: snapshot(productId, y, { categoryId: cat }), reason: 'reannounced' },
      productId,
      'catalogue',
    );
    expect(await recipients(y)).toBe(1);
    expect(await matchedEvents(y)).toHaveLength(1);
  });

  it('tells a supplier once per RFQ when its verification and its product arrive at the same time', async () => {
    const cat = category();
    const rfqs = [await post(cat), await post(cat), await post(cat)];
    const suppliers = Array.from({ length: 4 }, () => uuidv7());
    for (const z of suppliers) await submitted(z, 'GH');
    await Promise.all(suppliers.flatMap((z) => [approved(z), listed(z, cat)]));
    for (const z of suppliers) {
      const told = (await matchedEvents(z)).flatMap((e) => e.payload.rfqs.map((r) => r.rfqId));
      expect([...told].sort()).toEqual(rfqs.map((r) => r.id).sort());
      expect(await recipients(z)).toBe(3);
    }
  });
});
