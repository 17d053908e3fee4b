import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampFromDate, type PayloadInit } from '@sokoni/contracts';
import { Checkout, OrderLine, type TradeOrder } from './order.entities.js';

type Init<T> = Extract<T, { $typeName?: undefined }>;
/** The plain-object form of the proto OrderSnapshot every order event carries. */
export type OrderSnapshotInit = Init<NonNullable<PayloadInit<'trade.order.status_changed.v1'>['order']>>;

/** The order fields a snapshot reads (an entity or a row mapped to the entity's names). */
export type SnapshotOrder = Pick<
  TradeOrder,
  | 'id'
  | 'reference'
  | 'checkoutId'
  | 'buyerId'
  | 'sellerId'
  | 'status'
  | 'currency'
  | 'amountMinor'
  | 'feeMinor'
  | 'feeBasisPoints'
  | 'sellerCurrency'
  | 'sellerSubtotalMinor'
  | 'releaseDueAt'
>;
export type SnapshotLine = Pick<OrderLine, 'productId' | 'title' | 'quantity' | 'unit' | 'unitPriceMinor'>;

/**
 * What an order event says about its order (references, amounts, fee, lines, the buyer's
 * language), so e-mails, cart, audit and analytics never call trade back (DESIGN §4).
 */
export function buildOrderSnapshot(
  order: SnapshotOrder,
  lines: readonly SnapshotLine[],
  buyerLocale: string,
): OrderSnapshotInit {
  return {
    orderId: order.id,
    reference: order.reference,
    checkoutId: order.checkoutId,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
    status: order.status,
    currency: order.currency,
    amountMinor: BigInt(order.amountMinor),
    feeMinor: BigInt(order.feeMinor),
    feeBasisPoints: order.feeBasisPoints,
    sellerCurrency: order.sellerCurrency,
    sellerSubtotalMinor: BigInt(order.sellerSubtotalMinor),
    lines: lines.map((l) => ({
      productId: l.productId,
      title: l.title,
      quantity: BigInt(l.quantity),
      unit: l.unit,
      unitPriceMinor: BigInt(l.unitPriceMinor),
    })),
    buyerLocale: buyerLocale.trim(),
    releaseDueAt: order.releaseDueAt ? timestampFromDate(new Date(order.releaseDueAt)) : undefined,
  };
}

/** Loads an order's lines (in a stable order) and its checkout's locale for the snapshot. */
@Injectable()
export class OrderSnapshots {
  async of(em: EntityManager, order: SnapshotOrder): Promise<OrderSnapshotInit> {
    // One after the other: inside a transaction both would queue on the same connection anyway.
    const lines = await em.find(OrderLine, { orderId: order.id }, { orderBy: { id: 'asc' } });
    const checkout = await em.findOne(Checkout, order.checkoutId, { fields: ['locale'] });
    return buildOrderSnapshot(order, lines, checkout?.locale ?? 'en');
  }
}
