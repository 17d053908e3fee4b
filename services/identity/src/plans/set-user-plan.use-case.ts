import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { assertActiveAdmin } from '../admin/active-admin.js';
import { Problems } from '../identity.problems.js';
import { User } from '../users/user.entity.js';
import { hasPlan, isPlan } from './membership-plans.js';
import { PlanChanges } from './plan-changes.js';
import { toPlanView, type PlanView } from './plan.view.js';

/**
 * PATCH /admin/users/:id/plan: staff set any plan (Enterprise included, once agreed with sales),
 * with a reason that travels in the event, which is what audit records.
 */
@Injectable()
export class SetUserPlan {
  constructor(
    private readonly orm: MikroORM,
    private readonly plans: PlanChanges,
  ) {}

  async execute(adminId: string, userId: string, plan: unknown, reason: string): Promise<PlanView> {
    if (!isPlan(plan)) throw Problems.planUnknown();
    return this.orm.em.fork().transactional(async (em) => {
      await assertActiveAdmin(em, adminId);
      const user = await em.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw Problems.userNotFound();
      if (!hasPlan(user.role)) throw Problems.planUserNotSeller();
      await this.plans.change(em, user, plan, { source: 'staff', changedBy: adminId, reason });
      return toPlanView(user);
    });
  }
}
