import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsString, Length } from 'class-validator';
import { IsFreeText, REASON_MAX_LENGTH } from '@sokoni/platform/errors';
import { PLANS, type Plan } from './membership-plans.js';

// `plan` is checked by the use cases rather than here: a name that is not a plan is 422
// `identity.plan_unknown` (the request is well formed, the plan does not exist), not a 400.

/** POST /me/plan */
export class ChangePlanDto {
  @ApiProperty({ enum: PLANS, enumName: 'MembershipPlan', description: 'enterprise: through sales only' })
  @Allow()
  plan!: Plan;
}

/** PATCH /admin/users/:id/plan */
export class SetUserPlanDto {
  @ApiProperty({ enum: PLANS, enumName: 'MembershipPlan' })
  @Allow()
  plan!: Plan;

  @ApiProperty({ minLength: 3, maxLength: REASON_MAX_LENGTH })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(3, REASON_MAX_LENGTH)
  @IsFreeText()
  reason!: string;
}
