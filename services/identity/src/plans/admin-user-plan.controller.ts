import { Body, Controller, Get, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { Problems } from '../identity.problems.js';
import { User } from '../users/user.entity.js';
import { SetUserPlanDto } from './plan.dto.js';
import { PlanResponse } from './plan.response.js';
import { toPlanView, type PlanView } from './plan.view.js';
import { SetUserPlan } from './set-user-plan.use-case.js';

/** Staff read and set a seller's plan; admin-only here, not just at the gateway. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/users')
export class AdminUserPlanController {
  constructor(
    private readonly orm: MikroORM,
    private readonly setUserPlan: SetUserPlan,
  ) {}

  @Get(':id/plan')
  @ApiOkResponse({ type: PlanResponse })
  @ApiProblemResponses(400, 401, 403, 404)
  async get(@Param('id', new ParseUUIDPipe()) id: string): Promise<PlanView> {
    const user = await this.orm.em.fork().findOne(User, id);
    if (!user) throw Problems.userNotFound();
    return toPlanView(user);
  }

  @Patch(':id/plan')
  @ApiOkResponse({ type: PlanResponse, description: 'The plan now in force; a change is audited' })
  @ApiProblemResponses(400, 401, 403, 404, 409, 422)
  set(
    @CurrentUser() admin: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: SetUserPlanDto,
  ): Promise<PlanView> {
    return this.setUserPlan.execute(admin.id, id, body.plan, body.reason);
  }
}
