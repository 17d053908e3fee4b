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
 * Staff remove an RFQ (spam): hidden from its buyer and every supplier from then on (404), its
 * active quotes declined (trade.quote.declined.v1, rfq_removed), and trade.rfq.removed.v1 for the
 * audit trail with who and why. An RFQ already accepted keeps its order: that is a trade, not spam.
 */
@Injectable()
export class RemoveRfq {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: RfqEvents,
    private readonly outbox: EventOutbox,
  ) {}

  async execute(staff: AuthUser, rfqId: string, reason: string): Promise<void> {
    if (!isUuid(rfqId)) throw RfqProblems.notFound();
    await this.orm.em.fork().transactional(async (em) => {
      const rfq = await RfqStore.lock(em, rfqId);
      if (!rfq) throw RfqProblems.notFound();
      if (rfq.status === 'removed') return;
      if (rfq.status === 'accepted') throw RfqProblems.notOpen();
      const now = new Date();
      const staffId = staff.id.toLowerCase();
      await em.execute(
        `update ${SCHEMA}.rfq set status = 'removed', removed_by = ?, removed_reason = ?, removed_at = ?,
           updated_at = ? where id = ?`,
        [staffId, reason, now, now, rfq.id],
      );
      const declined = await RfqStore.declineActive(em, rfq.id, 'rfq_removed', now);
      await this.events.declined(em, rfq, declined, 'rfq_removed', staffId);
      await this.events.removed(em, rfq, staffId, reason);
    });
    this.outbox.written();
  }
}
