import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampFromDate } from '@sokoni/contracts';
import { EventOutbox } from '@sokoni/platform/events';
import type { User } from '../users/user.entity.js';
import { DEFAULT_PLAN, PLAN_TERMS, protoPlan, type Plan } from './membership-plans.js';

export type PlanChangeSource = 'registration' | 'seller' | 'staff';

export interface PlanChangeBy {
  source: Exclude<PlanChangeSource, 'registration'>;
  /** The seller or the admin; also the envelope's actor. */
  changedBy: string;
  reason?: string;
}

/**
 * The one place a plan is set: the user's columns and `identity.membership.plan_changed.v1`, written
 * in the caller's transaction so the event exists if and only if the change committed.
 */
@Injectable()
export class PlanChanges {
  constructor(private readonly outbox: EventOutbox) {}

  /** A new seller account starts on Starter; announced so trade learns every seller from one topic. */
  async registered(em: EntityManager, user: User, changedBy: string): Promise<void> {
    user.plan = DEFAULT_PLAN;
    user.planChangedAt = nextChangeTime(null);
    await em.flush();
    await this.announce(em, user, null, 'registration', changedBy, '');
  }

  /**
   * Sets the plan of a user the caller has locked (so concurrent changes of one seller queue and
   * each sees the plan the previous one left). False, and no event, when it is the plan already.
   */
  async change(em: EntityManager, user: User, plan: Plan, by: PlanChangeBy): Promise<boolean> {
    if (user.plan === plan) return false;
    const old = user.plan;
    user.plan = plan;
    user.planChangedAt = nextChangeTime(user.planChangedAt ?? null);
    await em.flush();
    await this.announce(em, user, old, by.source, by.changedBy, by.reason ?? '');
    return true;
  }

  private announce(
    em: EntityManager,
    user: User,
    oldPlan: Plan | null,
    source: PlanChangeSource,
    changedBy: string,
    reason: string,
  ) {
    const plan: Plan = user.plan;
    return this.outbox.add(
      em,
      'identity.membership.plan_changed.v1',
      user.id,
      {
        userId: user.id,
        oldPlan: protoPlan(oldPlan),
        newPlan: protoPlan(plan),
        feeBasisPoints: PLAN_TERMS[plan].feeBasisPoints,
        changedBy,
        changedAt: timestampFromDate(user.planChangedAt!),
        source,
        reason,
      },
      { actorId: changedBy },
    );
  }
}

/**
 * Now, or a millisecond after the previous change when the clock has not moved past it (two changes
 * in one millisecond, or a clock set back): consumers keep the change with the latest time, so the
 * times of one seller's changes must follow the order of the changes.
 */
export function nextChangeTime(previous: Date | null, now = new Date()): Date {
  return previous && now.getTime() <= previous.getTime() ? new Date(previous.getTime() + 1) : now;
}
