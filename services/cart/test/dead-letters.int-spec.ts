import { decodeEnvelope, decodePayload, encodeEnvelope, encodePayload } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import { DeadLetterStore } from '@sokoni/platform/events';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, startCart, type CartHarness } from './cart-harness.js';

const db: TestDatabase | null = await freshDatabase('cart: dead letters back office');
const suite = db ? describe : describe.skip;

const BASE = '/api/v1/admin/dead-letters';

/**
 * The back office's "Dead letters" as the cart mounts it: a product event the cart could not take
 * is listed as `cart:<id>`, staff replay it to the cart's consumer group or discard it, and each
 * action leaves a `cart.dead_letter.*` event for audit.
 */
suite('cart: dead letters back office', () => {
  let h: CartHarness;
  let store: DeadLetterStore;

  beforeAll(async () => {
    h = await startCart(db!);
    store = h.app.get(DeadLetterStore);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const list = (token: string) =>
    h.api(`${BASE}?filter=${encodeURIComponent('{"service":"cart"}')}`, { token });
  const staffEvents = async (localId: string) =>
    (
      await h.sql<{ topic: string; value: Buffer }>(`select topic, value from cart.outbox where key = $1`, [
        localId,
      ])
    ).map((r) => {
      const env = decodeEnvelope(new Uint8Array(r.value));
      if (r.topic !== 'cart.dead_letter.replayed.v1' && r.topic !== 'cart.dead_letter.discarded.v1')
        throw new Error(`unexpected ${r.topic}`);
      return { topic: r.topic, actorId: env.actorId, payload: decodePayload(r.topic, env.payload) };
    });

  it('lists a poison product event for staff only, and records a discard for audit', async () => {
    const p = await h.product();
    await h.productEvent(
      'catalogue.product.published.v1',
      { ...p, id: uuidv7() },
      { over: { priceTiers: [] } },
    );
    const admin = await h.caller('admin');
    const buyer = await h.caller('buyer');
    expect((await list(buyer.token)).status).toBe(403);
    const res = await list(admin.token);
    expect(res.status).toBe(200);
    const letters = await res.json();
    expect(letters).toEqual([
      expect.objectContaining({
        service: 'cart',
        topic: 'catalogue.product.published.v1',
        consumerGroup: 'cart.products',
        errorKind: 'poison',
        status: 'open',
      }),
    ]);
    const id: string = letters[0].id;
    expect(id).toMatch(/^cart:/);

    const discard = await h.api(`${BASE}/${id}/discard`, {
      method: 'POST',
      token: admin.token,
      json: { reason: 'catalogue sent a product without tiers' },
    });
    expect(discard.status).toBe(200);
    expect(await staffEvents(id.slice('cart:'.length))).toEqual([
      {
        topic: 'cart.dead_letter.discarded.v1',
        actorId: admin.id,
        payload: expect.objectContaining({
          discardedBy: admin.id,
          reason: 'catalogue sent a product without tiers',
        }),
      },
    ]);
  });

  it("replays a letter to the cart's product consumer", async () => {
    const productId = uuidv7();
    const eventId = uuidv7();
    const value = encodeEnvelope({
      id: eventId,
      type: 'catalogue.product.published.v1',
      occurredAt: new Date(),
      producer: 'catalogue',
      aggregateId: productId,
      actorId: '',
      correlationId: `corr-${eventId}`,
      payload: encodePayload('catalogue.product.published.v1', {
        reason: 'approved',
        product: {
          productId,
          sellerId: uuidv7(),
          title: 'Shea butter',
          currency: 'XOF',
          priceTiers: [{ minQuantity: 10n, unitPriceMinor: 1_500n }],
          unit: 'kg',
          minOrderQuantity: 10n,
        },
      }),
    });
    const local = await store.record({
      topic: 'catalogue.product.published.v1',
      consumerGroup: 'cart.products',
      eventId,
      key: productId,
      value,
      error: 'connection terminated unexpectedly',
      errorKind: 'transient_exhausted',
      attempts: 5,
    });
    const admin = await h.caller('admin');
    const res = await h.api(`${BASE}/cart:${local}/replay`, { method: 'POST', token: admin.token });
    expect(res.status).toBe(200);
    expect(
      await h.sql('select status, moq from cart.product_snapshot where product_id = $1', [productId]),
    ).toEqual([{ status: 'published', moq: 10 }]);
    expect(
      (await staffEvents(local)).map((e) => [e.topic, (e.payload as { succeeded?: boolean }).succeeded]),
    ).toEqual([['cart.dead_letter.replayed.v1', true]]);
  });
});
