import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ORDER_STATUSES } from './order-lifecycle.js';

/**
 * One buyer's checkout: what they agreed to pay, in the currency they chose, at the FX rates locked
 * for FX_LOCK_MINUTES. It holds one order per seller and the payments made for it.
 */
export const CHECKOUT_STATUSES = ['pending_payment', 'paid', 'expired', 'cancelled'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const Checkout = defineEntity({
  name: 'Checkout',
  tableName: 'checkout',
  properties: {
    id: p.uuid().primary(),
    buyerId: p.uuid(),
    status: p.enum(CHECKOUT_STATUSES),
    /** The buyer's currency (one of the 14) and the total of its orders in it, in minor units. */
    currency: p.string().length(3),
    totalMinor: p.bigint('bigint'),
    /** Every rate used, as exact decimal text per USD, with the version catalogue published. */
    fxRates: p.json<Record<string, { perUsd: string; version: number }>>(),
    fxLockedUntil: p.datetime(),
    shippingAddress: p.json<Record<string, string>>(),
    incoterm: p.string().nullable(),
    note: p.text().nullable(),
    /** The buyer's language, carried into events so e-mails need no call back (DESIGN §4). */
    locale: p.string().length(8),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Checkout = InferEntity<typeof Checkout>;

/** Shipment facts the seller gives when shipping. */
export interface Shipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl?: string;
  /** Ids of uploaded shipping documents (invoice, packing list, bill of lading). */
  documents: Array<{ id: string; name: string; contentType: string }>;
  shippedAt: string;
}

/** One seller's part of a checkout. Amounts are in the checkout's currency unless named seller*. */
export const TradeOrder = defineEntity({
  name: 'TradeOrder',
  tableName: 'trade_order',
  properties: {
    id: p.uuid().primary(),
    checkoutId: p.uuid(),
    /** A short reference people read out on the phone ("SK-7F3K-92QD"). */
    reference: p.string().unique(),
    buyerId: p.uuid(),
    sellerId: p.uuid(),
    status: p.enum(ORDER_STATUSES),
    currency: p.string().length(3),
    amountMinor: p.bigint('bigint'),
    /** The seller's plan fee, snapshotted: a plan change later does not move it. */
    feeBasisPoints: p.integer(),
    feeMinor: p.bigint('bigint'),
    /** The products' own currency and the subtotal in it, before conversion. */
    sellerCurrency: p.string().length(3),
    sellerSubtotalMinor: p.bigint('bigint'),
    /** Units of `currency` per unit of `sellerCurrency`, exact decimal text, locked at checkout. */
    fxRate: p.string(),
    shipment: p.json<Shipment>().nullable(),
    paidAt: p.datetime().nullable(),
    deliveredAt: p.datetime().nullable(),
    /** When the escrow is released if the buyer neither confirms nor disputes (delivery + AUTO_RELEASE_DAYS). */
    releaseDueAt: p.datetime().nullable(),
    closedAt: p.datetime().nullable(),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type TradeOrder = InferEntity<typeof TradeOrder>;

/** A product line of an order, priced from trade's copy of the catalogue at checkout. */
export const OrderLine = defineEntity({
  name: 'OrderLine',
  tableName: 'order_line',
  properties: {
    id: p.uuid().primary(),
    orderId: p.uuid(),
    productId: p.uuid(),
    title: p.string(),
    unit: p.string(),
    imageUrl: p.string().nullable(),
    quantity: p.integer(),
    /** In the seller's currency, the tier price for this quantity. */
    unitPriceMinor: p.bigint('bigint'),
    lineTotalMinor: p.bigint('bigint'),
  },
});
export type OrderLine = InferEntity<typeof OrderLine>;

/** The order's timeline: every status change and note, who made it and when. Append-only. */
export const OrderEvent = defineEntity({
  name: 'OrderEvent',
  tableName: 'order_event',
  properties: {
    id: p.uuid().primary(),
    orderId: p.uuid(),
    action: p.string(),
    fromStatus: p.string().nullable(),
    toStatus: p.string(),
    actorId: p.uuid().nullable(),
    actorRole: p.string(),
    note: p.text().nullable(),
    at: p.datetime().onCreate(() => new Date()),
  },
});
export type OrderEvent = InferEntity<typeof OrderEvent>;

export const ORDER_ENTITIES = [Checkout, TradeOrder, OrderLine, OrderEvent];
