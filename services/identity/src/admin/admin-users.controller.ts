import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { contentRange, parseListQuery } from '@sokoni/platform/http';
import { Problems } from '../identity.problems.js';
import { User } from '../users/user.entity.js';
import { toUserView, type UserView } from '../users/user.view.js';
import { ListUsers, USERS_LIST } from './list-users.query.js';
import { UpdateUserDto } from './update-user.dto.js';
import { UpdateUser } from './update-user.use-case.js';

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
  async get(@Param('id', new ParseUUIDPipe()) id: string): Promise<UserView> {
    const user = await this.orm.em.fork().findOne(User, id);
    if (!user) throw Problems.userNotFound();
    return toUserView(user);
  }

  @Put(':id')
  async update(
    @CurrentUser() admin: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateUserDto,
  ): Promise<UserView> {
    return toUserView(await this.updateUser.execute(admin.id, id, body));
  }
}
