import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const SELLER_PLANS = ['starter', 'professional', 'enterprise'] as const;
export type SellerPlanName = (typeof SELLER_PLANS)[number];

/**
 * Trade's copy of each seller's membership plan (identity owns it), fed by
 * `identity.membership.plan_changed.v1`. Checkout reads the fee from here and snapshots it on the
 * order, so a later change never touches an order already placed.
 */
export const SellerPlan = defineEntity({
  name: 'SellerPlan',
  tableName: 'seller_plans',
  properties: {
    sellerId: p.uuid().primary(),
    plan: p.enum(SELLER_PLANS),
    /** Platform fee in basis points of an order's amount (500 = 5%), as identity announced it. */
    feeBasisPoints: p.integer(),
    /** The change's own time (identity's, strictly increasing per seller): an older one is ignored. */
    changedAt: p.datetime(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type SellerPlan = InferEntity<typeof SellerPlan>;
