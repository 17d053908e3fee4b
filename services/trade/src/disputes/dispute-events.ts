import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampFromDate } from '@sokoni/contracts';
import { EventOutbox } from '@sokoni/platform/events';
import type { TradeOrder } from '../orders/order.entities.js';
import { OrderSnapshots } from '../orders/order-snapshot.js';
import type { Dispute } from './dispute.entities.js';

/** trade.dispute.opened.v1 and trade.dispute.decided.v1, in the caller's transaction (outbox). */
@Injectable()
export class DisputeEvents {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly snapshots: OrderSnapshots,
  ) {}

  async opened(em: EntityManager, dispute: Dispute, order: TradeOrder, evidenceCount: number): Promise<void> {
    await this.outbox.add(
      em,
      'trade.dispute.opened.v1',
      order.id,
      {
        disputeId: dispute.id,
        order: await this.snapshots.of(em, order),
        reason: dispute.reason,
        description: dispute.description,
        evidenceCount,
        answerBy: dispute.answerBy ? timestampFromDate(dispute.answerBy) : undefined,
      },
      { actorId: dispute.buyerId },
    );
  }

  async decided(em: EntityManager, dispute: Dispute, order: TradeOrder): Promise<void> {
    await this.outbox.add(
      em,
      'trade.dispute.decided.v1',
      order.id,
      {
        disputeId: dispute.id,
        order: await this.snapshots.of(em, order),
        outcome: dispute.outcome ?? '',
        refundedMinor: BigInt(dispute.refundedMinor ?? 0n),
        releasedMinor: BigInt(dispute.releasedMinor ?? 0n),
        feeMinor: BigInt(dispute.feeMinor ?? 0n),
        reason: dispute.decisionReason ?? '',
        decidedBy: dispute.decidedBy ?? '',
      },
      dispute.decidedBy ? { actorId: dispute.decidedBy } : {},
    );
  }
}
