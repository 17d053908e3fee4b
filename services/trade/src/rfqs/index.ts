import type { Provider, Type } from '@nestjs/common';
import { PRODUCT_LISTINGS } from '../catalog/index.js';
import { AcceptQuote } from './accept-quote.use-case.js';
import { CloseRfq } from './close-rfq.use-case.js';
import { AdminRfqsController } from './admin-rfqs.controller.js';
import { RfqAttachments } from './attachments/rfq-attachments.js';
import { RfqAttachmentsController } from './attachments/rfq-attachments.controller.js';
import { LateMatching } from './late-matching.js';
import { PostRfq } from './post-rfq.use-case.js';
import { QuoteRfq } from './quote-rfq.use-case.js';
import { RemoveRfq } from './remove-rfq.use-case.js';
import { RfqEvents } from './rfq-events.js';
import { RfqReader } from './rfq-reader.js';
import { RfqsController } from './rfqs.controller.js';
import { SellerRfqsController } from './seller-rfqs.controller.js';
import { SupplierMatching } from './supplier-matching.js';
import { SupplierVerificationConsumer } from './suppliers/supplier-verification.consumer.js';
import { TradeSuppliers } from './suppliers/trade-suppliers.js';

/**
 * RFQs and quotes (issue 13) for the trade module to register; tables from
 * Migration20261226100000Rfqs (plain SQL, no entities). Needs the catalog, plans and payments
 * providers; consumer group `trade.suppliers` keeps the suppliers' verification read model, and
 * both it and `trade.catalog` send open RFQs to suppliers who start to match them (LateMatching).
 */
export const RFQ_PROVIDERS: Provider[] = [
  TradeSuppliers,
  SupplierVerificationConsumer,
  SupplierMatching,
  LateMatching,
  // Products published in a category reach late matching from the catalog's consumer.
  { provide: PRODUCT_LISTINGS, useExisting: LateMatching },
  RfqEvents,
  RfqReader,
  PostRfq,
  QuoteRfq,
  AcceptQuote,
  RemoveRfq,
  CloseRfq,
  RfqAttachments,
];
export const RFQ_CONTROLLERS: Type[] = [
  RfqsController,
  RfqAttachmentsController,
  SellerRfqsController,
  AdminRfqsController,
];

export { RfqReader, RFQS_LIST } from './rfq-reader.js';
export { TradeSuppliers } from './suppliers/trade-suppliers.js';
export type { RfqView, RfqDetailView, QuoteView, SellerRfqView } from './rfq.view.js';
