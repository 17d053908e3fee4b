import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentRange, parseListQuery } from '@sokoni/platform/http';
import { Problems } from '../identity.problems.js';
import { User } from '../users/user.entity.js';
import { toUserView, type UserView } from '../users/user.view.js';
import { ListUsers, USERS_LIST } from './list-users.query.js';
import { ReinstateUserDto, SuspendUserDto, UpdateUserDto } from './update-user.dto.js';
import { UpdateUser } from './update-user.use-case.js';
import { UserResponse } from '../profile/user.response.js';
import { UserDetailResponse } from './user-detail.response.js';
import { UserSessions, type SessionView } from './user-sessions.query.js';

/** One user for staff: the list fields plus their active sessions (not in the list: one query each). */
export interface UserDetailView extends UserView {
  sessions: SessionView[];
}

/** Staff user management in the ra-data-simple-rest contract; admin-only here, not just at the gateway. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/users')
export class AdminUsersController {
  constructor(
    private readonly orm: MikroORM,
    private readonly listUsers: ListUsers,
    private readonly updateUser: UpdateUser,
    private readonly userSessions: UserSessions,
  ) {}

  @Get()
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserView[]> {
    const parsed = parseListQuery(query, USERS_LIST);
    const { items, total } = await this.listUsers.execute(parsed);
    res.setHeader('Content-Range', contentRange(USERS_LIST.resource, parsed.offset, items.length, total));
    return items.map(toUserView);
  }

  @Get(':id')
  @ApiOkResponse({ type: UserDetailResponse })
  @ApiProblemResponses(400, 401, 403, 404)
  async get(@Param('id', new ParseUUIDPipe()) id: string): Promise<UserDetailView> {
    const user = await this.orm.em.fork().findOne(User, id);
    if (!user) throw Problems.userNotFound();
    return { ...toUserView(user), sessions: await this.userSessions.active(user.id) };
  }

  @Put(':id')
  async update(
    @CurrentUser() admin: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateUserDto,
  ): Promise<UserView> {
    return toUserView(await this.updateUser.execute(admin.id, id, body));
  }

  /** The same use case as PUT `{suspended: true}`: every session ends, sign-in is refused. */
  @Post(':id/suspend')
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponse, description: 'Suspended; every session ended' })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  async suspend(
    @CurrentUser() admin: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: SuspendUserDto,
  ): Promise<UserView> {
    return toUserView(
      await this.updateUser.execute(admin.id, id, { suspended: true, suspensionReason: body.reason }),
    );
  }

  @Post(':id/reinstate')
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponse, description: 'No longer suspended' })
  @ApiProblemResponses(400, 401, 403, 404)
  async reinstate(
    @CurrentUser() admin: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: ReinstateUserDto,
  ): Promise<UserView> {
    return toUserView(
      await this.updateUser.execute(admin.id, id, { suspended: false, reinstatementReason: body.reason }),
    );
  }
}
