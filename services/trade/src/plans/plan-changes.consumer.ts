import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MembershipPlan, timestampDate } from '@sokoni/contracts';
import { OnEvent, PoisonMessageError, type DomainEvent } from '@sokoni/platform/events';
import { BASIS_POINTS } from '../money/fees.js';
import type { SellerPlanName } from './seller-plan.entity.js';
import { SellerPlans } from './seller-plans.js';

const PLANS: Partial<Record<MembershipPlan, SellerPlanName>> = {
  [MembershipPlan.STARTER]: 'starter',
  [MembershipPlan.PROFESSIONAL]: 'professional',
  [MembershipPlan.ENTERPRISE]: 'enterprise',
};

/**
 * Identity's plan changes (consumer group `trade.plans`) into `trade.seller_plans`. Runs in the
 * inbox transaction, so a redelivered event is skipped; an older change arriving late is ignored.
 */
@Injectable()
export class PlanChangesConsumer {
  private readonly log = new Logger(PlanChangesConsumer.name);

  constructor(private readonly plans: SellerPlans) {}

  @OnEvent('identity.membership.plan_changed.v1', { purpose: 'plans' })
  async planChanged(
    event: DomainEvent<'identity.membership.plan_changed.v1'>,
    em: EntityManager,
  ): Promise<void> {
    const p = event.payload;
    const plan = PLANS[p.newPlan];
    // Retrying would not make these valid: dead-letter them for staff to look at.
    if (!p.userId || !plan)
      throw new PoisonMessageError(`plan change without a seller or a plan: ${event.id}`);
    if (!Number.isInteger(p.feeBasisPoints) || p.feeBasisPoints < 0 || p.feeBasisPoints > BASIS_POINTS)
      throw new PoisonMessageError(`plan change with a fee of ${p.feeBasisPoints} basis points: ${event.id}`);
    const changedAt = p.changedAt ? timestampDate(p.changedAt) : event.occurredAt;
    const applied = await this.plans.record(em, {
      sellerId: p.userId,
      plan,
      feeBasisPoints: p.feeBasisPoints,
      changedAt,
    });
    if (!applied) this.log.debug(`older plan change for ${p.userId} ignored (${event.id})`);
  }
}
