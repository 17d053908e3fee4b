import type { Type } from '@nestjs/common';
import { ListSellerStock } from './list-seller-stock.query.js';
import { SellerStockController } from './seller-stock.controller.js';
import { SetStock } from './set-stock.use-case.js';
import { Stock } from './stock.entity.js';
import { StockEvents } from './stock-events.js';
import { StockReservation } from './stock-reservation.entity.js';
import { StockReservations } from './stock-reservations.js';

/**
 * Stock of ready-to-ship products, for the trade module to register. Needs the catalog read model
 * (trade_product) for ownership; migration Migration20261124000300Inventory after the catalog's.
 */
export const INVENTORY_ENTITIES = [Stock, StockReservation];
export const INVENTORY_PROVIDERS = [StockEvents, StockReservations, SetStock, ListSellerStock];
export const INVENTORY_CONTROLLERS: Type[] = [SellerStockController];

export { Stock } from './stock.entity.js';
export {
  StockReservation,
  RESERVATION_STATUSES,
  type ReservationStatus,
} from './stock-reservation.entity.js';
export {
  StockReservations,
  mergeLines,
  type ReservationLine,
  type ReservedLine,
} from './stock-reservations.js';
export { StockEvents } from './stock-events.js';
export { SetStock } from './set-stock.use-case.js';
export { ListSellerStock } from './list-seller-stock.query.js';
export { StockProblems, InsufficientStockError, type StockShortage } from './stock.problems.js';
export type { StockView, StockPage } from './stock.view.js';
