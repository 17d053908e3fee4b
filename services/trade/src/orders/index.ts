import type { Type } from '@nestjs/common';
import { OrderSnapshots } from './order-snapshot.js';
import { OrderTransitions } from './order-transitions.js';

/**
 * Orders for the trade module to register: the lifecycle moves every part uses (OrderTransitions),
 * the event snapshot, the buyers' and sellers' actions and reads. Entities are ORDER_ENTITIES
 * (order.entities.ts); tables in migration-20261124000500-orders.
 */
export const ORDER_PROVIDERS: Type[] = [OrderSnapshots, OrderTransitions];
export const ORDER_CONTROLLERS: Type[] = [];

export {
  ORDER_ENTITIES,
  Checkout,
  TradeOrder,
  OrderLine,
  OrderEvent,
  type Shipment,
} from './order.entities.js';
export * from './order-lifecycle.js';
export { OrderTransitions, type TransitionActor, type TransitionExtra } from './order-transitions.js';
export {
  OrderSnapshots,
  buildOrderSnapshot,
  type OrderSnapshotInit,
  type SnapshotLine,
  type SnapshotOrder,
} from './order-snapshot.js';
export { OrderProblems } from './order.problems.js';
