import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * held: counted in `stock.reserved` until the order is paid or given up; committed: taken out of
 * `on_hand` when the order was paid; released: given back (cancelled or expired unpaid).
 */
export const RESERVATION_STATUSES = ['held', 'committed', 'released'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Units of one tracked product an order holds. One row per (order, product). */
export const StockReservation = defineEntity({
  name: 'StockReservation',
  tableName: 'stock_reservation',
  properties: {
    id: p.uuid().primary(),
    orderId: p.uuid(),
    productId: p.uuid(),
    quantity: p.integer(),
    status: p.enum(RESERVATION_STATUSES),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type StockReservation = InferEntity<typeof StockReservation>;
