import { timestampDate } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { OrderTransitions, type TransitionActor } from '../src/orders/index.js';
import { freshDatabase, startTrade, type OrdersHarness } from './orders-harness.js';

const db: TestDatabase | null = await freshDatabase('trade order transitions');
const suite = db ? describe : describe.skip;

/**
 * OrderTransitions.apply is the one way an order changes status: these tests drive it directly
 * (in the caller's transaction, as every use-case does) and read the rows and the outbox it wrote.
 */
suite('trade: OrderTransitions', () => {
  let h: OrdersHarness;
  let transitions: OrderTransitions;

  beforeAll(async () => {
    h = await startTrade(db!, { AUTO_RELEASE_DAYS: '9' });
    transitions = h.get(OrderTransitions);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const apply = (
    orderId: string,
    action: Parameters<OrderTransitions['apply']>[2],
    actor: TransitionActor,
    extra?: Parameters<OrderTransitions['apply']>[4],
  ) => h.em().transactional((em) => transitions.apply(em, orderId, action, actor, extra));
  const code = async (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (e: { getStatus(): number; code: string }) => `${e.getStatus()} ${e.code}`,
    );
  const row = async (id: string) => (await h.sql('select * from trade.trade_order where id = $1', [id]))[0];

  it('moves the order, records the timeline and announces it with the snapshot', async () => {
    const o = await h.order({ status: 'paid', locale: 'fr' });
    const order = await apply(o.id, 'accept', { role: 'seller', id: o.sellerId }, { note: 'On it' });
    expect(order.status).toBe('accepted');
    expect(await row(o.id)).toMatchObject({ status: 'accepted', closed_at: null });
    expect(
      await h.sql(
        'select action, from_status, to_status, actor_id, actor_role, note from trade.order_event where order_id = $1',
        [o.id],
      ),
    ).toEqual([
      {
        action: 'accept',
        from_status: 'paid',
        to_status: 'accepted',
        actor_id: o.sellerId,
        actor_role: 'seller',
        note: 'On it',
      },
    ]);
    const events = (await h.outbox('trade.order.status_changed.v1')).filter((e) => e.key === o.id);
    expect(events).toHaveLength(1);
    const e = events[0]!.payload;
    expect(e).toMatchObject({ action: 'accept', fromStatus: 'paid', actorRole: 'seller', note: 'On it' });
    expect(e.order).toMatchObject({
      orderId: o.id,
      reference: o.reference,
      checkoutId: o.checkoutId,
      buyerId: o.buyerId,
      sellerId: o.sellerId,
      status: 'accepted',
      currency: 'KES',
      amountMinor: o.amountMinor,
      feeMinor: o.feeMinor,
      feeBasisPoints: 500,
      buyerLocale: 'fr',
    });
    expect(e.order!.lines.map((l) => [l.title, l.quantity, l.unit, l.unitPriceMinor])).toEqual([
      ['Grade A cocoa beans', 1n, 'tonne', o.amountMinor],
    ]);
  });

  it('ship keeps the shipment; deliver starts the release clock; a final status closes the order', async () => {
    const o = await h.order({ status: 'accepted' });
    const seller = { role: 'seller', id: o.sellerId } as const;
    const shipment = {
      carrier: 'DHL',
      trackingNumber: 'JD0146',
      trackingUrl: 'https://dhl.test/JD0146',
      documents: [],
      shippedAt: new Date().toISOString(),
    };
    await apply(o.id, 'ship', seller, { shipment });
    expect((await row(o.id)).shipment).toEqual(shipment);
    const shipped = (await h.outbox('trade.order.status_changed.v1')).filter((e) => e.key === o.id).at(-1)!;
    expect(shipped.payload).toMatchObject({
      carrier: 'DHL',
      trackingNumber: 'JD0146',
      trackingUrl: 'https://dhl.test/JD0146',
    });

    const before = Date.now();
    await apply(o.id, 'deliver', { role: 'buyer', id: o.buyerId });
    const delivered = await row(o.id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.delivered_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(delivered.release_due_at.getTime() - delivered.delivered_at.getTime()).toBe(9 * 86_400_000);
    // The event says when the money goes to the seller, for the buyer's e-mail.
    const deliveredEvent = (await h.outbox('trade.order.status_changed.v1'))
      .filter((e) => e.key === o.id)
      .at(-1)!;
    expect(timestampDate(deliveredEvent.payload.order!.releaseDueAt!).getTime()).toBe(
      delivered.release_due_at.getTime(),
    );

    await apply(o.id, 'confirm_receipt', { role: 'buyer', id: o.buyerId }, { releasedMinor: 123n });
    const done = await row(o.id);
    expect(done.status).toBe('completed');
    expect(done.closed_at).not.toBeNull();
    const last = (await h.outbox('trade.order.status_changed.v1')).filter((e) => e.key === o.id).at(-1)!;
    expect(last.payload).toMatchObject({ action: 'confirm_receipt', releasedMinor: 123n, refundedMinor: 0n });
  });

  it('confirming receipt of a shipped order also records the delivery', async () => {
    const o = await h.order({ status: 'shipped' });
    await apply(o.id, 'confirm_receipt', { role: 'buyer', id: o.buyerId });
    const r = await row(o.id);
    expect(r.status).toBe('completed');
    expect(r.delivered_at).not.toBeNull();
  });

  it('404 to strangers, 403 to the other party and staff, 409 from a wrong status; nothing written', async () => {
    const o = await h.order({ status: 'paid' });
    const stranger = uuidv7();
    expect(await code(apply(o.id, 'accept', { role: 'seller', id: stranger }))).toBe('404 orders.not_found');
    expect(await code(apply(o.id, 'cancel', { role: 'buyer', id: stranger }))).toBe('404 orders.not_found');
    expect(await code(apply(uuidv7(), 'accept', { role: 'seller', id: o.sellerId }))).toBe(
      '404 orders.not_found',
    );
    expect(await code(apply('not-a-uuid', 'accept', { role: 'seller', id: o.sellerId }))).toBe(
      '404 orders.not_found',
    );
    // The buyer sees the order but accepting it is the seller's to do, and the other way round.
    expect(await code(apply(o.id, 'accept', { role: 'seller', id: o.buyerId }))).toBe(
      '403 orders.not_your_action',
    );
    expect(await code(apply(o.id, 'accept', { role: 'buyer', id: o.buyerId }))).toBe(
      '403 orders.not_your_action',
    );
    expect(await code(apply(o.id, 'cancel', { role: 'buyer', id: o.sellerId }))).toBe(
      '403 orders.not_your_action',
    );
    expect(await code(apply(o.id, 'accept', { role: 'staff', id: uuidv7() }))).toBe(
      '403 orders.not_your_action',
    );
    expect(await code(apply(o.id, 'ship', { role: 'seller', id: o.sellerId }))).toBe(
      '409 orders.wrong_status',
    );
    expect(await code(apply(o.id, 'confirm_receipt', { role: 'buyer', id: o.buyerId }))).toBe(
      '409 orders.wrong_status',
    );
    expect((await row(o.id)).status).toBe('paid');
    expect(await h.sql('select 1 from trade.order_event where order_id = $1', [o.id])).toEqual([]);
    expect((await h.outbox('trade.order.status_changed.v1')).filter((e) => e.key === o.id)).toEqual([]);
  });

  it('two actions racing on one order: the row lock lets exactly one through', async () => {
    const o = await h.order({ status: 'paid' });
    const results = await Promise.all([
      code(apply(o.id, 'accept', { role: 'seller', id: o.sellerId })),
      code(apply(o.id, 'decline', { role: 'seller', id: o.sellerId })),
      code(apply(o.id, 'accept', { role: 'seller', id: o.sellerId })),
    ]);
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === '409 orders.wrong_status')).toHaveLength(2);
    expect(await h.sql('select 1 from trade.order_event where order_id = $1', [o.id])).toHaveLength(1);
  });
});
