import type { Provider, Type } from '@nestjs/common';
import { CONFIG } from '@sokoni/platform/config';
import { createObjectStorage, OBJECT_STORAGE, type StorageSettings } from '@sokoni/platform/storage';
import { AcceptOrder } from './accept-order.use-case.js';
import { AutoRelease } from './auto-release.job.js';
import { CancelOrder } from './cancel-order.use-case.js';
import { ConfirmReceipt } from './confirm-receipt.use-case.js';
import { DeclineOrder } from './decline-order.use-case.js';
import { DeliverOrder } from './deliver-order.use-case.js';
import { OrderActionsController } from './order-actions.controller.js';
import { OrderDocument } from './order-document.entity.js';
import { ReadOrderDocument } from './order-document.query.js';
import { OrderFileStore } from './order-file-store.js';
import { OrderMoney } from './order-money.js';
import { OrderRefund } from './order-refund.entity.js';
import { OrderSnapshots } from './order-snapshot.js';
import { OrderTransitions } from './order-transitions.js';
import { ORDER_ENTITIES as ORDER_TABLES } from './order.entities.js';
import { RefundDispatcher } from './refund-dispatcher.js';
import { SellerOrdersController } from './seller-orders.controller.js';
import { ListSellerOrders } from './seller-orders.query.js';
import { ShipOrder } from './ship-order.use-case.js';

/**
 * Orders for the trade module to register: the lifecycle moves every part uses (OrderTransitions),
 * the event snapshot, the parties' actions, the money they move (OrderMoney, RefundDispatcher),
 * the auto-release job, attached files (trade's private OBJECT_STORAGE) and the seller's list.
 * Tables: migration-20261124000500-orders and migration-20261124000710-order-files-refunds.
 */
export const ORDER_ENTITIES = [...ORDER_TABLES, OrderRefund, OrderDocument];
export const ORDER_PROVIDERS: Provider[] = [
  OrderSnapshots,
  OrderTransitions,
  OrderMoney,
  RefundDispatcher,
  AutoRelease,
  OrderFileStore,
  AcceptOrder,
  DeclineOrder,
  ShipOrder,
  DeliverOrder,
  ConfirmReceipt,
  CancelOrder,
  ReadOrderDocument,
  ListSellerOrders,
  { provide: OBJECT_STORAGE, inject: [CONFIG], useFactory: (c: StorageSettings) => createObjectStorage(c) },
];
export const ORDER_CONTROLLERS: Type[] = [OrderActionsController, SellerOrdersController];

export { Checkout, TradeOrder, OrderLine, OrderEvent, type Shipment } from './order.entities.js';
export * from './order-lifecycle.js';
export { OrderTransitions, isUuid, type TransitionActor, type TransitionExtra } from './order-transitions.js';
export {
  OrderSnapshots,
  buildOrderSnapshot,
  type OrderSnapshotInit,
  type SnapshotLine,
  type SnapshotOrder,
} from './order-snapshot.js';
export { OrderProblems } from './order.problems.js';
export { OrderMoney, type RefundCause, type RefundInput, type Settlement } from './order-money.js';
export { RefundDispatcher } from './refund-dispatcher.js';
export { OrderRefund, REFUND_STATUSES, type RefundStatus } from './order-refund.entity.js';
export { OrderDocument, DOCUMENT_KINDS, type DocumentKind } from './order-document.entity.js';
export { OrderFileStore, type CheckedFile, type FileOwner } from './order-file-store.js';
export { MAX_FILES, MAX_FILE_BYTES } from './order-files.js';
export { UploadErrors } from './upload-errors.interceptor.js';
export { AutoRelease } from './auto-release.job.js';
export { toOrderSummaryView, minorNumber, type OrderSummaryView } from './order-summary.view.js';
export { OrderSummaryResponse } from './order-summary.response.js';
