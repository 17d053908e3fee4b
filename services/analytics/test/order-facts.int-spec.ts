import type { PayloadInit } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, names, startFacts, type FactsHarness } from './facts-harness.js';

const db: TestDatabase | null = await freshDatabase('analytics: order facts');
const suite = db ? describe : describe.skip;

type OrderInit = NonNullable<PayloadInit<'trade.order.status_changed.v1'>['order']>;

/** trade's checkout, payment, order and dispute events in; money facts in US cents out, at the FX table held. */
suite('analytics: order facts', () => {
  let h: FactsHarness;
  const product = (sellerId: string, path: string, productId?: string) =>
    h.product(sellerId, path, productId);

  beforeAll(async () => {
    h = await startFacts(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  describe('orders, in US cents at the FX table', () => {
    let buyer: string;
    let seller: string;
    let main: string;
    let minor: string;
    beforeAll(async () => {
      buyer = await h.user('buyer', 'KE');
      seller = await h.user('seller', 'UG');
      main = product(seller, 'agriculture/coffee').product.productId;
      minor = product(seller, 'textiles').product.productId;
      await h.publish('catalogue.product.published.v1', {
        ...product(seller, 'agriculture/coffee', main),
        reason: 'approved',
      });
      await h.publish('catalogue.product.published.v1', {
        ...product(seller, 'textiles', minor),
        reason: 'approved',
      });
    });

    /** 15,000.00 KES = 100.00 USD, fee 450.00 KES = 3.00 USD; the coffee line is the larger. */
    const order = (status: string, orderId = uuidv7()): OrderInit => ({
      orderId,
      reference: 'SK-TEST-0001',
      checkoutId: uuidv7(),
      buyerId: buyer,
      sellerId: seller,
      status,
      currency: 'KES',
      amountMinor: 1_500_000n,
      feeMinor: 45_000n,
      feeBasisPoints: 300,
      sellerCurrency: 'KES',
      sellerSubtotalMinor: 1_500_000n,
      lines: [
        { productId: minor, title: 'Cotton', quantity: 50n, unit: 'kg', unitPriceMinor: 10_000n },
        { productId: main, title: 'Coffee', quantity: 10n, unit: 'kg', unitPriceMinor: 100_000n },
      ],
    });
    const change = (
      o: OrderInit,
      action: string,
      fromStatus: string,
      money: { released?: bigint; refunded?: bigint } = {},
    ) =>
      h.publish(
        'trade.order.status_changed.v1',
        {
          order: o,
          action,
          fromStatus,
          releasedMinor: money.released ?? 0n,
          refundedMinor: money.refunded ?? 0n,
        },
        { key: o.orderId },
      );
    const ofOrder = async (orderId: string) =>
      (await h.facts(buyer)).filter((r) => r.props.orderId === orderId || r.props.checkoutId === orderId);

    it('checkout → payment → pay → release: GMV, escrow held and released, fee', async () => {
      const o = order('pending_payment');
      await h.publish('trade.checkout.placed.v1', {
        checkoutId: o.checkoutId,
        buyerId: buyer,
        currency: 'KES',
        totalMinor: 1_500_000n,
        orders: [o],
      });
      await h.publish('trade.payment.succeeded.v1', {
        paymentId: uuidv7(),
        checkoutId: o.checkoutId,
        buyerId: buyer,
        provider: 'sandbox',
        currency: 'KES',
        amountMinor: 1_500_000n,
      });
      const payId = await change({ ...o, status: 'paid' }, 'pay', 'pending_payment');
      await h.publish(
        'trade.order.status_changed.v1',
        { order: { ...o, status: 'paid' }, action: 'pay', fromStatus: 'pending_payment' },
        { id: payId, key: o.orderId },
      ); // the same event redelivered
      await change({ ...o, status: 'accepted' }, 'accept', 'paid');
      await change({ ...o, status: 'completed' }, 'confirm_receipt', 'shipped', { released: 1_500_000n });

      const checkout = await ofOrder(o.checkoutId!);
      expect(checkout.map((r) => [r.name, r.amount_usd, r.country])).toEqual([
        ['checkout_placed', '10000', 'KE'],
        ['payment_succeeded', '10000', 'KE'],
      ]);
      const facts = await ofOrder(o.orderId!);
      expect(names(facts)).toEqual(['order_paid', 'escrow_held', 'escrow_released', 'fee_revenue']);
      const paid = facts[0]!;
      expect(paid).toEqual(
        expect.objectContaining({
          user_id: buyer,
          seller_id: seller,
          product_id: main,
          country: 'KE',
          category: 'agriculture',
          amount_usd: '10000',
        }),
      );
      expect(facts.map((r) => r.amount_usd)).toEqual(['10000', '10000', '10000', '300']);
    });

    it('a cancel after payment refunds the escrow; a decline too', async () => {
      const o = order('paid');
      await change(o, 'pay', 'pending_payment');
      await change({ ...o, status: 'cancelled' }, 'cancel', 'paid', { refunded: 1_500_000n });
      expect(names(await ofOrder(o.orderId!))).toEqual([
        'order_paid',
        'escrow_held',
        'escrow_refunded',
        'order_cancelled',
      ]);

      const unpaid = order('pending_payment');
      await change({ ...unpaid, status: 'cancelled' }, 'cancel', 'pending_payment');
      expect(names(await ofOrder(unpaid.orderId!))).toEqual(['order_cancelled']);

      const declined = order('paid');
      await change({ ...declined, status: 'declined' }, 'decline', 'paid', { refunded: 1_500_000n });
      const rows = await ofOrder(declined.orderId!);
      expect(rows.map((r) => [r.name, r.amount_usd])).toEqual([['escrow_refunded', '10000']]);
    });

    it('a dispute: opened, then decided with a partial refund and the fee on the released part', async () => {
      const o = order('disputed');
      await h.publish(
        'trade.dispute.opened.v1',
        { disputeId: uuidv7(), order: o, reason: 'not_as_described' },
        { key: o.orderId },
      );
      await change({ ...o, status: 'refunded' }, 'decide_refund', 'disputed', {
        refunded: 500_000n,
        released: 1_000_000n,
      });
      const decided = { disputeId: uuidv7(), order: { ...o, status: 'refunded' }, outcome: 'refund_partial' };
      await h.publish('trade.dispute.decided.v1', {
        ...decided,
        refundedMinor: 500_000n,
        releasedMinor: 1_000_000n,
        feeMinor: 30_000n,
      });
      expect((await ofOrder(o.orderId!)).map((r) => [r.name, r.amount_usd])).toEqual([
        ['dispute_opened', '10000'],
        ['escrow_refunded', '3333'],
        ['escrow_released', '6667'],
        ['fee_revenue', '200'],
      ]);

      // A full release's fee comes with its status change, not again with the decision.
      const r = order('disputed');
      await change({ ...r, status: 'completed' }, 'decide_release', 'disputed', { released: 1_500_000n });
      await h.publish('trade.dispute.decided.v1', {
        disputeId: uuidv7(),
        order: { ...r, status: 'completed' },
        outcome: 'release',
        releasedMinor: 1_500_000n,
        feeMinor: 45_000n,
      });
      expect((await ofOrder(r.orderId!)).map((x) => [x.name, x.amount_usd])).toEqual([
        ['escrow_released', '10000'],
        ['fee_revenue', '300'],
      ]);
    });

    it('records an amount in a currency without a rate as 0', async () => {
      const o = { ...order('paid'), currency: 'XYZ' };
      await change(o, 'pay', 'pending_payment');
      expect((await ofOrder(o.orderId!)).map((r) => r.amount_usd)).toEqual(['0', '0']);
    });
  });
});
