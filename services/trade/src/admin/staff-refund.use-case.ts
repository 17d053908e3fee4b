import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { OrderMoney } from '../orders/order-money.js';
import { OrderTransitions } from '../orders/order-transitions.js';
import { OrderProblems } from '../orders/order.problems.js';
import { RefundDispatcher } from '../orders/refund-dispatcher.js';

/**
 * Staff refund a paid order outside a dispute (a support case), with a reason: all of it, or a part
 * — the rest then released to the seller with the fee pro rata, as a dispute decision would. The
 * order ends `refunded`; its timeline and trade.order.status_changed.v1 name the staff member and
 * the reason (that is the audit trail). An open dispute is decided in its own place instead.
 */
@Injectable()
export class StaffRefund {
  constructor(
    private readonly orm: MikroORM,
    private readonly transitions: OrderTransitions,
    private readonly money: OrderMoney,
    private readonly refunds: RefundDispatcher,
  ) {}

  async execute(staff: AuthUser, orderId: string, input: { amountMinor?: number; reason: string }) {
    const actor = { role: 'staff', id: staff.id } as const;
    const { order, refundId } = await this.orm.em.fork().transactional(async (em) => {
      const locked = await this.transitions.lock(em, orderId, actor);
      this.transitions.check(locked, 'staff_refund', actor);
      const hold = await this.money.openHold(em, locked);
      const whole = hold.amount.amountMinor;
      const part = input.amountMinor === undefined ? whole : BigInt(input.amountMinor);
      if (part <= 0n || part > whole) throw OrderProblems.badRefundAmount({ max: String(whole) });
      const refund = { cause: 'staff_refund' as const, reason: input.reason, actorId: staff.id };
      const moved =
        part === whole
          ? await this.money.refundAll(em, locked, refund)
          : await this.money.settle(em, locked, part, { ...refund, unfreeze: false });
      const order = await this.transitions.applyLocked(em, locked, 'staff_refund', actor, {
        note: input.reason,
        refundedMinor: moved.refundedMinor,
        releasedMinor: moved.releasedMinor,
      });
      return { order, refundId: moved.refund?.id };
    });
    if (refundId) this.refunds.soon([refundId]);
    return order;
  }
}
