import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { PLANS, type Plan } from './membership-plans.js';
import type { PlanView } from './plan.view.js';

@ApiSchema({ name: 'PlanPrice', description: 'A subscription price, recorded (not charged by Sokoni)' })
export class PlanPriceResponse {
  @ApiProperty({ example: 2900, description: 'Minor units of the currency' })
  amountMinor!: number;

  @ApiProperty({ enum: ['USD'] })
  currency!: 'USD';

  @ApiProperty({ enum: ['month'] })
  interval!: 'month';
}

/** The OpenAPI schema of PlanView. */
@ApiSchema({ name: 'SellerPlan', description: "A seller's membership plan and the fee it sets" })
export class PlanResponse {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ enum: PLANS, enumName: 'MembershipPlan' })
  plan!: Plan;

  @ApiProperty({ example: 300, description: 'Platform fee per order in basis points (300 = 3%)' })
  feeBasisPoints!: number;

  @ApiProperty({ type: PlanPriceResponse, nullable: true, description: 'null: custom price (Enterprise)' })
  price!: PlanPriceResponse | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Published listings allowed; null: unlimited' })
  listingLimit!: number | null;

  @ApiProperty({ format: 'date-time' })
  changedAt!: string;
}

type _PlanSchema = AssertTrue<SameShape<PlanResponse, PlanView>>;
