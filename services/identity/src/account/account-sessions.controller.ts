import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import { CurrentUser, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { Problems } from '../identity.problems.js';
import { SessionStore } from '../sessions/session-store.js';
import { AccountSessionResponse } from './account-session.response.js';
import { OwnSessions, type AccountSessionView } from './own-sessions.query.js';

/**
 * The caller's own sessions: which browsers are signed in, and signing any of them out. A session
 * signed out here is refused at once: its refresh token, and its access tokens through
 * identity.session.revoked.v1 (every service checks the token's `sid`).
 */
@ApiTags('account')
@ApiBearerAuth()
@Controller('api/v1/account/sessions')
export class AccountSessionsController {
  constructor(
    private readonly orm: MikroORM,
    private readonly sessions: SessionStore,
    private readonly own: OwnSessions,
  ) {}

  @Get()
  @ApiOkResponse({ type: AccountSessionResponse, isArray: true })
  @ApiProblemResponses(401)
  list(@CurrentUser() user: AuthUser): Promise<AccountSessionView[]> {
    return this.own.list(user.id, user.sessionId);
  }

  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Every other session is signed out; this one goes on' })
  @ApiProblemResponses(401)
  async revokeOthers(@CurrentUser() user: AuthUser): Promise<void> {
    await this.orm.em.fork().transactional((em) => this.sessions.revokeOthers(em, user.id, user.sessionId));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'That session is signed out (the current one too, if named)' })
  @ApiProblemResponses(400, 401, 404)
  async revoke(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    const ended = await this.orm.em.fork().transactional((em) => this.sessions.revokeOwn(em, user.id, id));
    if (!ended) throw Problems.sessionNotFound();
  }
}
