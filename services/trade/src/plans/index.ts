import { Migration20261124000400Plans } from '../migrations/migration-20261124000400-plans.js';
import { PlanChangesConsumer } from './plan-changes.consumer.js';
import { SellerPlan } from './seller-plan.entity.js';
import { SellerPlans } from './seller-plans.js';

/** Sellers' plans, for the trade module to compose: entities, migrations and providers. */
export const PLANS_ENTITIES = [SellerPlan];
export const PLANS_MIGRATIONS = [Migration20261124000400Plans];
export const PLANS_PROVIDERS = [SellerPlans, PlanChangesConsumer];

export { SellerPlan, SELLER_PLANS, type SellerPlanName } from './seller-plan.entity.js';
export { SellerPlans, DEFAULT_FEE_BASIS_POINTS, type PlanChange } from './seller-plans.js';
export { PlanChangesConsumer } from './plan-changes.consumer.js';
export { Migration20261124000400Plans } from '../migrations/migration-20261124000400-plans.js';
