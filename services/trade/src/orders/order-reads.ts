import type { Type } from '@nestjs/common';
import { GetOrder } from './get-order.query.js';
import { ListBuyerOrders } from './list-buyer-orders.query.js';
import { OrderReadsController } from './order-reads.controller.js';

/** The read side of orders (GET /api/v1/orders, /api/v1/orders/:id), for the trade module to register. */
export const ORDER_READ_PROVIDERS: Type[] = [ListBuyerOrders, GetOrder];
export const ORDER_READ_CONTROLLERS: Type[] = [OrderReadsController];

export { ListBuyerOrders } from './list-buyer-orders.query.js';
export { GetOrder } from './get-order.query.js';
export type { OrderDetailView, OrderSummaryView, OrderPage, OrderEscrowView } from './order-read.view.js';
