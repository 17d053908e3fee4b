import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Problems } from '../identity.problems.js';
import { User } from '../users/user.entity.js';
import { hasPlan } from './membership-plans.js';
import { toPlanView, type PlanView } from './plan.view.js';

/** GET /me/plan: the caller's plan, read from the database (the role in a token may be minutes old). */
@Injectable()
export class OwnPlan {
  constructor(private readonly orm: MikroORM) {}

  async execute(userId: string): Promise<PlanView> {
    const user = await this.orm.em.fork().findOne(User, userId);
    if (!user) throw Problems.userNotFound();
    if (!hasPlan(user.role)) throw Problems.planSellersOnly();
    return toPlanView(user);
  }
}
