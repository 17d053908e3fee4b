import { MembershipPlan, Role } from '@sokoni/contracts';

/** Identity's roles as analytics names them (user_registered's category, user_profile.role). */
const ROLE_NAMES: Partial<Record<Role, string>> = {
  [Role.BUYER]: 'buyer',
  [Role.SELLER]: 'seller',
  [Role.BOTH]: 'both',
  [Role.ADMIN]: 'admin',
  [Role.ANALYST]: 'analyst',
};

export const roleName = (role: Role): string | undefined => ROLE_NAMES[role];

/** Roles that trade on the marketplace; staff accounts are not sign-ups. */
export const MARKET_ROLES: ReadonlySet<string> = new Set(['buyer', 'seller', 'both']);

const PLAN_NAMES: Partial<Record<MembershipPlan, string>> = {
  [MembershipPlan.STARTER]: 'starter',
  [MembershipPlan.PROFESSIONAL]: 'professional',
  [MembershipPlan.ENTERPRISE]: 'enterprise',
};

export const planName = (plan: MembershipPlan): string | undefined => PLAN_NAMES[plan];
