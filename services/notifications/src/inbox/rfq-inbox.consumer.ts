import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampDate } from '@sokoni/contracts';
import { OnEvent, PoisonMessageError, type DomainEvent } from '@sokoni/platform/events';
import { count, date, term } from '../email/mail-text.js';
import { InboxWriter } from './inbox-writer.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECLINE_REASONS = new Set(['another_accepted', 'rfq_closed', 'rfq_removed']);

/** Retrying would not make a wrong event right: dead-lettered for staff to look at. */
function requireIds(eventId: string, ids: Record<string, string>): void {
  for (const [what, id] of Object.entries(ids))
    if (!UUID.test(id)) throw new PoisonMessageError(`inbox: no ${what} (event ${eventId})`);
}

/**
 * Requests for quotation and quotes in the bell (group `notifications.inbox`): the suppliers an RFQ
 * was sent to (when posted, or later as they matched it), the buyer of each quote, the supplier
 * whose quote was accepted or declined.
 */
@Injectable()
export class RfqInboxConsumer {
  constructor(private readonly inbox: InboxWriter) {}

  @OnEvent('trade.rfq.posted.v1', { purpose: 'inbox' })
  async rfqPosted(event: DomainEvent<'trade.rfq.posted.v1'>, em: EntityManager) {
    const p = event.payload;
    requireIds(event.id, { rfq: p.rfqId });
    const suppliers = [...new Set(p.notifySupplierIds)].filter((id) => id !== p.buyerId);
    requireIds(event.id, Object.fromEntries(suppliers.map((id, i) => [`supplier ${i}`, id])));
    const vars = {
      title: p.title,
      // Trade sends no name when it knows none (never the e-mail address): a neutral word instead.
      buyer: p.buyerName ? p.buyerName : [term('a_buyer')],
      quantity: [count(p.quantity)],
      unit: p.unit,
      deadline: p.quoteDeadline ? [date(timestampDate(p.quoteDeadline))] : '—',
    };
    await this.inbox.deliver(
      em,
      event,
      suppliers.map((userId) => ({
        userId,
        kind: 'rfq_posted',
        topic: 'rfq',
        locale: '',
        link: `/rfq/${p.rfqId}`,
        text: { key: 'rfq_posted', vars },
      })),
    );
  }

  /**
   * Open RFQs sent to a supplier who matched them after they were posted (verified, or a product
   * listed, later): one notification per event, however many RFQs it names — the RFQ itself when
   * it is one, else how many and the newest, opening the supplier's inquiries — so a verification
   * that matches dozens of RFQs is one bell and at most one text message, not dozens.
   */
  @OnEvent('trade.rfq.matched.v1', { purpose: 'inbox' })
  async rfqsMatched(event: DomainEvent<'trade.rfq.matched.v1'>, em: EntityManager) {
    const p = event.payload;
    requireIds(event.id, { supplier: p.supplierId });
    requireIds(event.id, Object.fromEntries(p.rfqs.map((r, i) => [`rfq ${i}`, r.rfqId])));
    const [newest] = p.rfqs;
    if (!newest) return;
    const one = p.rfqs.length === 1;
    await this.inbox.deliver(em, event, [
      {
        userId: p.supplierId,
        kind: 'rfq_matched',
        topic: 'rfq',
        locale: p.supplierLocale,
        link: one ? `/rfq/${newest.rfqId}` : '/seller/inquiries',
        text: one
          ? {
              key: 'rfq_matched',
              vars: {
                title: newest.title,
                buyer: newest.buyerName ? newest.buyerName : [term('a_buyer')],
                deadline: newest.quoteDeadline ? [date(timestampDate(newest.quoteDeadline))] : '—',
              },
            }
          : { key: 'rfqs_matched', vars: { count: [count(BigInt(p.rfqs.length))], title: newest.title } },
      },
    ]);
  }

  @OnEvent('trade.quote.submitted.v1', { purpose: 'inbox' })
  async quoteSubmitted(event: DomainEvent<'trade.quote.submitted.v1'>, em: EntityManager) {
    const p = event.payload;
    requireIds(event.id, { rfq: p.rfqId, buyer: p.buyerId });
    const key = p.revised ? 'quote_revised' : 'quote_submitted';
    await this.inbox.deliver(em, event, [
      {
        userId: p.buyerId,
        kind: key,
        topic: 'rfq',
        locale: p.buyerLocale,
        link: `/rfq/${p.rfqId}`,
        text: {
          key,
          vars: { rfq: p.rfqTitle, supplier: p.supplierName ? p.supplierName : [term('a_supplier')] },
        },
      },
    ]);
  }

  @OnEvent('trade.quote.accepted.v1', { purpose: 'inbox' })
  async quoteAccepted(event: DomainEvent<'trade.quote.accepted.v1'>, em: EntityManager) {
    const p = event.payload;
    requireIds(event.id, { rfq: p.rfqId, supplier: p.supplierId });
    await this.inbox.deliver(em, event, [
      {
        userId: p.supplierId,
        kind: 'quote_accepted',
        topic: 'rfq',
        locale: p.supplierLocale,
        link: UUID.test(p.orderId) ? `/seller/orders/${p.orderId}` : `/rfq/${p.rfqId}`,
        text: { key: 'quote_accepted', vars: { rfq: p.rfqTitle } },
      },
    ]);
  }

  @OnEvent('trade.quote.declined.v1', { purpose: 'inbox' })
  async quoteDeclined(event: DomainEvent<'trade.quote.declined.v1'>, em: EntityManager) {
    const p = event.payload;
    requireIds(event.id, { rfq: p.rfqId, supplier: p.supplierId });
    if (!DECLINE_REASONS.has(p.reason))
      throw new PoisonMessageError(`inbox: unknown decline reason "${p.reason}" (event ${event.id})`);
    await this.inbox.deliver(em, event, [
      {
        userId: p.supplierId,
        kind: 'quote_declined',
        topic: 'rfq',
        locale: '',
        link: `/rfq/${p.rfqId}`,
        text: { key: 'quote_declined', vars: { rfq: p.rfqTitle, reason: [term(p.reason)] } },
      },
    ]);
  }
}
