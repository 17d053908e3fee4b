import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampFromDate } from '@sokoni/contracts';
import { EventOutbox } from '@sokoni/platform/events';
import type { QuoteRecord, RfqRecord } from './rfq-store.js';
import type { MatchedRfq } from './supplier-matching.js';

export type DeclineReason = 'another_accepted' | 'rfq_closed' | 'rfq_removed';

/**
 * The RFQ events (proto/sokoni/trade/v1/rfq_events.proto), in the caller's transaction (outbox),
 * keyed by RFQ; trade.rfq.matched.v1 by the supplier it tells.
 */
@Injectable()
export class RfqEvents {
  constructor(private readonly outbox: EventOutbox) {}

  async posted(em: EntityManager, rfq: RfqRecord, notifySupplierIds: readonly string[]): Promise<void> {
    await this.outbox.add(
      em,
      'trade.rfq.posted.v1',
      rfq.id,
      {
        rfqId: rfq.id,
        buyerId: rfq.buyerId,
        buyerName: rfq.buyerName,
        title: rfq.title,
        categoryId: rfq.categoryId ?? '',
        quantity: BigInt(rfq.quantity),
        unit: rfq.unit,
        visibility: rfq.visibility,
        notifySupplierIds: [...notifySupplierIds],
        quoteDeadline: timestampFromDate(rfq.quoteDeadline),
        buyerLocale: rfq.buyerLocale,
      },
      { actorId: rfq.buyerId },
    );
  }

  async submitted(
    em: EntityManager,
    rfq: RfqRecord,
    quote: { id: string; supplierId: string; supplierName: string },
    revised: boolean,
  ) {
    await this.outbox.add(
      em,
      'trade.quote.submitted.v1',
      rfq.id,
      {
        quoteId: quote.id,
        rfqId: rfq.id,
        rfqTitle: rfq.title,
        buyerId: rfq.buyerId,
        supplierId: quote.supplierId,
        supplierName: quote.supplierName,
        revised,
        buyerLocale: rfq.buyerLocale,
      },
      { actorId: quote.supplierId },
    );
  }

  async accepted(
    em: EntityManager,
    rfq: RfqRecord,
    quote: QuoteRecord,
    orderId: string,
    supplierLocale: string | null,
  ) {
    await this.outbox.add(
      em,
      'trade.quote.accepted.v1',
      rfq.id,
      {
        quoteId: quote.id,
        rfqId: rfq.id,
        rfqTitle: rfq.title,
        orderId,
        buyerId: rfq.buyerId,
        supplierId: quote.supplierId,
        supplierLocale: supplierLocale ?? '',
      },
      { actorId: rfq.buyerId },
    );
  }

  async declined(
    em: EntityManager,
    rfq: RfqRecord,
    quotes: readonly { id: string; supplierId: string }[],
    reason: DeclineReason,
    actorId: string,
  ) {
    if (quotes.length === 0) return;
    await this.outbox.addMany(
      em,
      'trade.quote.declined.v1',
      quotes.map((q) => ({
        aggregateId: rfq.id,
        payload: { quoteId: q.id, rfqId: rfq.id, rfqTitle: rfq.title, supplierId: q.supplierId, reason },
      })),
      { actorId },
    );
  }

  /**
   * Open RFQs newly sent to a supplier who started to match them, in one event keyed by the
   * supplier. Nobody acted: the system matched them (an empty actor, not the admin whose approval
   * or the seller whose product led to it).
   */
  async matched(
    em: EntityManager,
    supplierId: string,
    rfqs: readonly MatchedRfq[],
    supplierLocale: string | null,
  ) {
    if (rfqs.length === 0) return;
    await this.outbox.add(
      em,
      'trade.rfq.matched.v1',
      supplierId,
      {
        supplierId,
        supplierLocale: supplierLocale ?? '',
        rfqs: rfqs.map((r) => ({
          rfqId: r.rfqId,
          title: r.title,
          buyerName: r.buyerName,
          quoteDeadline: timestampFromDate(r.quoteDeadline),
        })),
      },
      { actorId: '' },
    );
  }

  async removed(em: EntityManager, rfq: RfqRecord, removedBy: string, reason: string) {
    await this.outbox.add(
      em,
      'trade.rfq.removed.v1',
      rfq.id,
      { rfqId: rfq.id, buyerId: rfq.buyerId, removedBy, reason },
      { actorId: removedBy },
    );
  }
}
