import type { User } from '../users/user.entity.js';
import { PLAN_TERMS, type Plan, type PlanPrice } from './membership-plans.js';

/** A seller's plan as the API shows it: the plan, its fee and its recorded price. */
export interface PlanView {
  userId: string;
  plan: Plan;
  feeBasisPoints: number;
  /** null: custom price (Enterprise, arranged with sales). Recorded, not charged by Sokoni yet. */
  price: PlanPrice | null;
  listingLimit: number | null;
  /** When the plan was last set (the account's creation for a plan never set). */
  changedAt: string;
}

export function toPlanView(u: User): PlanView {
  const plan: Plan = u.plan;
  const terms = PLAN_TERMS[plan];
  return {
    userId: u.id,
    plan,
    feeBasisPoints: terms.feeBasisPoints,
    price: terms.price ? { ...terms.price } : null,
    listingLimit: terms.listingLimit,
    changedAt: (u.planChangedAt ?? u.createdAt).toISOString(),
  };
}
