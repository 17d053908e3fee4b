import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { EventOutbox } from '@sokoni/platform/events';
import { isUuid } from '../orders/order-transitions.js';
import { SCHEMA } from '../trade.schema.js';
import { RfqEvents } from './rfq-events.js';
import { RfqProblems } from './rfq.problems.js';
import { RfqStore } from './rfq-store.js';

/**
 * The buyer closes an open RFQ without accepting a quote (bought elsewhere, plans changed): no
 * more quotes, and every active quote is declined politely (trade.quote.declined.v1, rfq_closed).
 */
@Injectable()
export class CloseRfq {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: RfqEvents,
    private readonly outbox: EventOutbox,
  ) {}

  async execute(buyer: AuthUser, rfqId: string): Promise<void> {
    if (!isUuid(rfqId)) throw RfqProblems.notFound();
    await this.orm.em.fork().transactional(async (em) => {
      const rfq = await RfqStore.lock(em, rfqId);
      if (!rfq || rfq.status === 'removed' || rfq.buyerId !== buyer.id.toLowerCase())
        throw RfqProblems.notFound();
      if (rfq.status !== 'open') throw RfqProblems.notOpen();
      const now = new Date();
      await em.execute(`update ${SCHEMA}.rfq set status = 'closed', updated_at = ? where id = ?`, [
        now,
        rfq.id,
      ]);
      const declined = await RfqStore.declineActive(em, rfq.id, 'rfq_closed', now);
      await this.events.declined(em, rfq, declined, 'rfq_closed', rfq.buyerId);
    });
    this.outbox.written();
  }
}
