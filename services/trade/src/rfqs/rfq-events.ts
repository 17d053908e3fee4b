import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampFromDate } from '@sokoni/contracts';
import { EventOutbox } from '@sokoni/platform/events';
import type { QuoteRecord, RfqRecord } from './rfq-store.js';

export type DeclineReason = 'another_accepted' | 'rfq_closed' | 'rfq_removed';

/** The RFQ events (proto/sokoni/trade/v1/rfq_events.proto), in the caller's transaction (outbox), keyed by RFQ. */
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
