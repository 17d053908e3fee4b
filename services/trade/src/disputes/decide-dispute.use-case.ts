import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { OrderMoney } from '../orders/order-money.js';
import { isUuid, OrderTransitions } from '../orders/order-transitions.js';
import { RefundDispatcher } from '../orders/refund-dispatcher.js';
import { Dispute, type DisputeOutcome } from './dispute.entities.js';
import { DisputeEvents } from './dispute-events.js';
import { DisputeProblems } from './dispute.problems.js';

export interface DisputeDecision {
  outcome: DisputeOutcome;
  /** refund_partial: what goes back to the buyer, 0 < refund < the order's amount. */
  refundMinor?: number;
  reason: string;
}

/**
 * Staff decide an open dispute: release everything to the seller, refund everything, or refund a
 * part and release the rest with the platform fee pro rata — one ledger settle that also unfreezes
 * the escrow, the order completed (nothing refunded) or refunded, both parties told
 * (trade.dispute.decided.v1), the refund sent to the provider after commit.
 */
@Injectable()
export class DecideDispute {
  constructor(
    private readonly orm: MikroORM,
    private readonly transitions: OrderTransitions,
    private readonly money: OrderMoney,
    private readonly events: DisputeEvents,
    private readonly refunds: RefundDispatcher,
  ) {}

  async execute(staff: AuthUser, disputeId: string, decision: DisputeDecision): Promise<Dispute> {
    if (!isUuid(disputeId)) throw DisputeProblems.notFound();
    const actor = { role: 'staff', id: staff.id } as const;
    const { dispute, refundId } = await this.orm.em.fork().transactional(async (em) => {
      const found = await em.findOne(Dispute, disputeId.toLowerCase(), { fields: ['orderId'] });
      if (!found) throw DisputeProblems.notFound();
      // The order first, then the dispute: the order every other path locks them in.
      const order = await this.transitions.lock(em, found.orderId, actor);
      const dispute = await em.findOneOrFail(Dispute, found.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (dispute.status !== 'open') throw DisputeProblems.closed();
      const amount = BigInt(dispute.amountMinor);
      const refund = refundOf(decision, amount);
      const action = refund === 0n ? 'decide_release' : 'decide_refund';
      this.transitions.check(order, action, actor);
      const moved = await this.money.settle(em, order, refund, {
        cause: 'dispute',
        reason: decision.reason,
        actorId: staff.id,
        unfreeze: true,
      });
      const now = new Date();
      Object.assign(dispute, {
        status: 'decided',
        outcome: decision.outcome,
        refundedMinor: moved.refundedMinor,
        releasedMinor: moved.releasedMinor,
        feeMinor: moved.feeMinor,
        decisionReason: decision.reason,
        decidedBy: staff.id,
        decidedAt: now,
        updatedAt: now,
      });
      const settled = await this.transitions.applyLocked(em, order, action, actor, {
        note: decision.reason,
        releasedMinor: moved.releasedMinor,
        refundedMinor: moved.refundedMinor,
      });
      await this.events.decided(em, dispute, settled);
      return { dispute, refundId: moved.refund?.id };
    });
    if (refundId) this.refunds.soon([refundId]);
    return dispute;
  }
}

function refundOf(decision: DisputeDecision, amount: bigint): bigint {
  switch (decision.outcome) {
    case 'release':
      return 0n;
    case 'refund_full':
      return amount;
    case 'refund_partial': {
      const refund = BigInt(decision.refundMinor ?? 0);
      if (refund <= 0n || refund >= amount)
        throw DisputeProblems.badRefundAmount({ max: String(amount - 1n) });
      return refund;
    }
  }
}
