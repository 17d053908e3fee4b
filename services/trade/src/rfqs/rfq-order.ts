import type { AuthUser } from '@sokoni/platform/auth';
import { uuidv7 } from '@sokoni/platform/db';
import type { EventOutbox } from '@sokoni/platform/events';
import { priceLine } from '../catalog/index.js';
import type { CheckoutRecords } from '../checkout/checkout-records.js';
import { orderReference } from '../checkout/order-reference.js';
import type { PricedCheckout } from '../checkout/index.js';
import { formatRate } from '../money/index.js';
import type { Checkout, OrderEvent, OrderLine, TradeOrder } from '../orders/order.entities.js';
import { buildOrderSnapshot } from '../orders/order-snapshot.js';
import type { Payment } from '../payments/payment.entities.js';
import type { QuoteRecord, RfqRecord } from './rfq-store.js';

const MINUTE = 60_000;

/**
 * The quote's price for the RFQ's quantity: the highest tier the quantity reaches, exactly as
 * checkout prices a catalogue product (the quote's rules made sure one applies).
 */
export function quotedLine(rfq: RfqRecord, quote: QuoteRecord) {
  const price = priceLine(
    { currency: quote.currency, moq: quote.moq, priceTiers: quote.priceTiers, status: 'published' },
    rfq.quantity,
  );
  if (!price.ok) throw new Error(`quote ${quote.id} does not price ${rfq.quantity} units: ${price.reason}`);
  return price;
}

/**
 * The rows of a checkout of one order at the quote's terms, built like any checkout's (one
 * payment, trade.checkout.placed.v1), so the order is paid, escrowed, shipped and released by the
 * same code as every other. The line names the quote's product, else the RFQ's, else the RFQ
 * itself: a made-to-order line has no catalogue product, and order lines only keep the id.
 */
export function buildRfqCheckout(
  o: {
    buyer: AuthUser;
    rfq: RfqRecord;
    quote: QuoteRecord;
    priced: PricedCheckout;
    shippingAddress?: Record<string, string | undefined>;
    feeBasisPoints: number;
    provider: Payment['provider'];
    paymentTimeoutMinutes: number;
    fxLockMinutes: number;
  },
  outbox: EventOutbox,
): CheckoutRecords {
  const { rfq, quote, priced } = o;
  const line = quotedLine(rfq, quote);
  const now = new Date();
  const buyerId = rfq.buyerId;
  const checkout: Checkout = {
    id: uuidv7(),
    buyerId,
    status: 'pending_payment',
    currency: priced.total.currency,
    totalMinor: priced.total.amountMinor,
    fxRates: priced.rates,
    fxLockedUntil: new Date(now.getTime() + o.fxLockMinutes * MINUTE),
    shippingAddress: {
      country: rfq.destinationCountry,
      ...(rfq.destinationPort ? { port: rfq.destinationPort } : {}),
      ...definedOnly(o.shippingAddress ?? {}),
      rfqId: rfq.id,
    },
    incoterm: quote.incoterm,
    note: `RFQ ${rfq.id}, quote ${quote.id}: ${quote.paymentTerms}`.slice(0, 1000),
    locale: rfq.buyerLocale,
    createdAt: now,
    updatedAt: now,
  };
  const part = priced.orders[0]!;
  const order: TradeOrder = {
    id: uuidv7(),
    checkoutId: checkout.id,
    reference: orderReference(),
    buyerId,
    sellerId: quote.supplierId,
    status: 'pending_payment',
    currency: part.amount.currency,
    amountMinor: part.amount.amountMinor,
    feeBasisPoints: o.feeBasisPoints,
    feeMinor: part.fee.amountMinor,
    sellerCurrency: quote.currency,
    sellerSubtotalMinor: line.totalMinor,
    fxRate: formatRate(part.rate),
    shipment: null,
    paidAt: null,
    deliveredAt: null,
    releaseDueAt: null,
    closedAt: null,
    expiresAt: new Date(now.getTime() + o.paymentTimeoutMinutes * MINUTE),
    createdAt: now,
    updatedAt: now,
  };
  const lines: OrderLine[] = [
    {
      id: uuidv7(),
      orderId: order.id,
      productId: quote.productId ?? rfq.productId ?? rfq.id,
      title: rfq.title,
      unit: rfq.unit,
      imageUrl: null,
      quantity: rfq.quantity,
      unitPriceMinor: line.unitPriceMinor,
      lineTotalMinor: line.totalMinor,
    },
  ];
  const events: OrderEvent[] = [
    {
      id: uuidv7(),
      orderId: order.id,
      action: 'placed',
      fromStatus: null,
      toStatus: 'pending_payment',
      actorId: buyerId,
      actorRole: 'buyer',
      note: `quote ${quote.id}`,
      at: now,
    },
  ];
  const payment: Payment = {
    id: uuidv7(),
    checkoutId: checkout.id,
    buyerId,
    provider: o.provider,
    providerReference: null,
    payerEmail: o.buyer.email,
    amountMinor: checkout.totalMinor,
    currency: checkout.currency,
    status: 'created',
    action: null,
    failureReason: null,
    createdAt: now,
    updatedAt: now,
    settledAt: null,
  };
  const placed = outbox.prepare('trade.checkout.placed.v1', checkout.id, {
    checkoutId: checkout.id,
    buyerId,
    currency: checkout.currency,
    totalMinor: checkout.totalMinor,
    orders: [buildOrderSnapshot(order, lines, rfq.buyerLocale)],
    buyerLocale: rfq.buyerLocale,
  });
  return { checkout, orders: [order], lines, events, payment, outbox: [placed] };
}

function definedOnly(record: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => e[1] !== undefined));
}
