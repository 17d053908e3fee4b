import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import { CurrentUser, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { Problems } from '../identity.problems.js';
import { User } from '../users/user.entity.js';
import { toUserView, type UserView } from '../users/user.view.js';
import { UpdateProfileDto } from './update-profile.dto.js';
import { UpdateProfile } from './update-profile.use-case.js';
import { UserResponse } from './user.response.js';

@ApiTags('profile')
@ApiBearerAuth()
@Controller('api/v1/me')
export class MeController {
  constructor(
    private readonly orm: MikroORM,
    private readonly updateProfile: UpdateProfile,
  ) {}

  @Get()
  @ApiOkResponse({ type: UserResponse })
  @ApiProblemResponses(401, 404)
  async me(@CurrentUser() auth: AuthUser): Promise<UserView> {
    const user = await this.orm.em.fork().findOne(User, auth.id);
    if (!user) throw Problems.userNotFound();
    return toUserView(user);
  }

  @Patch()
  @ApiOkResponse({ type: UserResponse, description: 'The profile as changed' })
  @ApiProblemResponses(400, 401, 404)
  async update(@CurrentUser() auth: AuthUser, @Body() body: UpdateProfileDto): Promise<UserView> {
    return toUserView(await this.updateProfile.execute(auth.id, body));
  }
}
