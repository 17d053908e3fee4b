import type { TradePriceTier } from '../catalog/index.js';
import type { RfqAttachmentView } from './attachments/rfq-attachments.js';
import type { QuoteRecord, QuoteStatus, RfqRecord, RfqStatus } from './rfq-store.js';

export interface RfqView {
  id: string;
  buyerId: string;
  buyerName: string;
  productId: string | null;
  categoryId: string | null;
  title: string;
  description: string;
  quantity: number;
  unit: string;
  targetPriceMinor: number | null;
  currency: string;
  incoterm: string;
  destinationCountry: string;
  destinationPort: string | null;
  neededBy: string;
  quoteDeadline: string;
  visibility: string;
  maxQuotes: number;
  supplierCountries: string[];
  status: RfqStatus;
  /** Whether a supplier can quote now: open, before the deadline, places left. */
  quotingOpen: boolean;
  /** Active quotes (withdrawn and declined ones are not counted). */
  quoteCount: number;
  acceptedQuoteId: string | null;
  orderId: string | null;
  checkoutId: string | null;
  createdAt: string;
}

export interface ConvertedPrice {
  currency: string;
  totalMinor: number;
}

export interface QuoteView {
  id: string;
  rfqId: string;
  supplierId: string;
  supplierName: string;
  productId: string | null;
  priceTiers: TradePriceTier[];
  currency: string;
  moq: number;
  leadTimeDays: number;
  validUntil: string;
  incoterm: string;
  paymentTerms: string;
  sampleAvailable: boolean;
  samplePriceMinor: number | null;
  message: string;
  status: QuoteStatus;
  declinedReason: string | null;
  revisions: number;
  /** The tier price for the RFQ's quantity, and that times the quantity, in the quote's currency. */
  unitPriceMinor: number;
  totalMinor: number;
  /** totalMinor in the RFQ's currency at trade's current rates; null when a rate is missing. */
  converted: ConvertedPrice | null;
  supplierVerified: boolean;
  /** Quotes sent / RFQs received, 0..1, on this marketplace; null before the supplier received any. */
  supplierResponseRate: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface RfqDetailView extends RfqView {
  /** The buyer and staff: every quote; a supplier: their own only. */
  quotes: QuoteView[];
  attachments: RfqAttachmentView[];
}

export interface SellerRfqView extends RfqView {
  invited: boolean;
  myQuote: QuoteView | null;
}

export interface RfqPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function toRfqView(r: RfqRecord, quoteCount: number, now = new Date()): RfqView {
  return {
    id: r.id,
    buyerId: r.buyerId,
    buyerName: r.buyerName,
    productId: r.productId,
    categoryId: r.categoryId,
    title: r.title,
    description: r.description,
    quantity: r.quantity,
    unit: r.unit,
    targetPriceMinor: r.targetPriceMinor,
    currency: r.currency,
    incoterm: r.incoterm,
    destinationCountry: r.destinationCountry,
    destinationPort: r.destinationPort,
    neededBy: r.neededBy,
    quoteDeadline: iso(r.quoteDeadline),
    visibility: r.visibility,
    maxQuotes: r.maxQuotes,
    supplierCountries: r.supplierCountries,
    status: r.status,
    quotingOpen: r.status === 'open' && new Date(r.quoteDeadline) > now && quoteCount < r.maxQuotes,
    quoteCount,
    acceptedQuoteId: r.acceptedQuoteId,
    orderId: r.orderId,
    checkoutId: r.checkoutId,
    createdAt: iso(r.createdAt),
  };
}

export function toQuoteView(
  q: QuoteRecord,
  priced: { unitPriceMinor: number; totalMinor: number; converted: ConvertedPrice | null },
  supplier: { verified: boolean; responseRate: number | null },
): QuoteView {
  return {
    id: q.id,
    rfqId: q.rfqId,
    supplierId: q.supplierId,
    supplierName: q.supplierName,
    productId: q.productId,
    priceTiers: q.priceTiers,
    currency: q.currency,
    moq: q.moq,
    leadTimeDays: q.leadTimeDays,
    validUntil: q.validUntil,
    incoterm: q.incoterm,
    paymentTerms: q.paymentTerms,
    sampleAvailable: q.sampleAvailable,
    samplePriceMinor: q.samplePriceMinor,
    message: q.message,
    status: q.status,
    declinedReason: q.declinedReason,
    revisions: q.revisions,
    ...priced,
    supplierVerified: supplier.verified,
    supplierResponseRate: supplier.responseRate,
    createdAt: iso(q.createdAt),
    updatedAt: iso(q.updatedAt),
  };
}
