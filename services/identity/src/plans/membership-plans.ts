import { MembershipPlan as ProtoPlan } from '@sokoni/contracts';

export const PLANS = ['starter', 'professional', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** What a subscription costs; null where the spec says "custom price, contact sales". */
export interface PlanPrice {
  amountMinor: number;
  currency: 'USD';
  interval: 'month';
}

export interface PlanTerms {
  /** The platform fee on each order, in basis points of its total (500 = 5%). */
  feeBasisPoints: number;
  price: PlanPrice | null;
  /** Published listings allowed; null = unlimited. */
  listingLimit: number | null;
  /** Whether a seller may pick it themselves; Enterprise is arranged with sales, then set by staff. */
  selfService: boolean;
}

/**
 * Spec §9. The prices are recorded, not charged: collecting the subscription is outside identity
 * (see the README), which only keeps the plan and announces the fee that trade snapshots per order.
 */
export const PLAN_TERMS: Readonly<Record<Plan, PlanTerms>> = {
  starter: {
    feeBasisPoints: 500,
    price: { amountMinor: 0, currency: 'USD', interval: 'month' },
    listingLimit: 50,
    selfService: true,
  },
  professional: {
    feeBasisPoints: 300,
    price: { amountMinor: 2900, currency: 'USD', interval: 'month' },
    listingLimit: null,
    selfService: true,
  },
  enterprise: { feeBasisPoints: 200, price: null, listingLimit: null, selfService: false },
};

export const DEFAULT_PLAN: Plan = 'starter';

export const isPlan = (value: unknown): value is Plan =>
  typeof value === 'string' && (PLANS as readonly string[]).includes(value);

const TO_PROTO: Record<Plan, ProtoPlan> = {
  starter: ProtoPlan.STARTER,
  professional: ProtoPlan.PROFESSIONAL,
  enterprise: ProtoPlan.ENTERPRISE,
};

export const protoPlan = (plan: Plan | null): ProtoPlan => (plan ? TO_PROTO[plan] : ProtoPlan.UNSPECIFIED);

/** Only sellers (and accounts that both buy and sell) pay a fee, so only they have a plan that counts. */
export const hasPlan = (role: string): boolean => role === 'seller' || role === 'both';
