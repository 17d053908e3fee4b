import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Problems } from '../identity.problems.js';
import { User } from '../users/user.entity.js';
import { hasPlan, isPlan, PLAN_TERMS } from './membership-plans.js';
import { PlanChanges } from './plan-changes.js';
import { toPlanView, type PlanView } from './plan.view.js';

/**
 * POST /me/plan: a seller moves between the self-service plans (Starter, Professional). Enterprise
 * is arranged with sales and set by staff. No payment is taken here (see the README).
 */
@Injectable()
export class ChangeOwnPlan {
  constructor(
    private readonly orm: MikroORM,
    private readonly plans: PlanChanges,
  ) {}

  async execute(userId: string, plan: unknown): Promise<PlanView> {
    if (!isPlan(plan)) throw Problems.planUnknown();
    return this.orm.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw Problems.userNotFound();
      if (!hasPlan(user.role)) throw Problems.planSellersOnly();
      if (!PLAN_TERMS[plan].selfService && user.plan !== plan) throw Problems.planContactSales();
      await this.plans.change(em, user, plan, { source: 'seller', changedBy: user.id });
      return toPlanView(user);
    });
  }
}
