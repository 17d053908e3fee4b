import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { ChangeOwnPlan } from './change-own-plan.use-case.js';
import { OwnPlan } from './own-plan.query.js';
import { ChangePlanDto } from './plan.dto.js';
import { PlanResponse } from './plan.response.js';
import type { PlanView } from './plan.view.js';

/**
 * A seller's own membership plan. No role guard here: the use cases read the role from the database
 * and answer a non-seller with `identity.plan_sellers_only`, which says why.
 */
@ApiTags('profile')
@ApiBearerAuth()
@Controller('api/v1/me/plan')
export class MePlanController {
  constructor(
    private readonly ownPlan: OwnPlan,
    private readonly changeOwnPlan: ChangeOwnPlan,
  ) {}

  @Get()
  @ApiOkResponse({ type: PlanResponse })
  @ApiProblemResponses(401, 403, 404)
  get(@CurrentUser() auth: AuthUser): Promise<PlanView> {
    return this.ownPlan.execute(auth.id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: PlanResponse, description: 'The plan now in force (unchanged if it was the same)' })
  @ApiProblemResponses(400, 401, 403, 404, 422)
  change(@CurrentUser() auth: AuthUser, @Body() body: ChangePlanDto): Promise<PlanView> {
    return this.changeOwnPlan.execute(auth.id, body.plan);
  }
}
