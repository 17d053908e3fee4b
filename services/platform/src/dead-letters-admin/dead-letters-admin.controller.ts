import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../auth/index.js';
import { ApiProblemResponses } from '../errors/index.js';
import { contentRange, parseListQuery } from '../http/index.js';
import { localDeadLetterId } from './dead-letter-id.js';
import { DiscardDeadLetterDto } from './dead-letter.dto.js';
import {
  DeadLetterDetailResponse,
  DeadLetterResponse,
  ReplayDeadLettersResponse,
} from './dead-letter.response.js';
import { toDeadLetterView, type DeadLetterDetailView, type DeadLetterView } from './dead-letter.view.js';
import { DEAD_LETTERS_SERVICE } from './dead-letters-admin.options.js';
import { DEAD_LETTERS_LIST } from './dead-letters.list.js';
import { DiscardDeadLetter } from './discard-dead-letter.use-case.js';
import { GetDeadLetter } from './get-dead-letter.query.js';
import { ListDeadLetters } from './list-dead-letters.query.js';
import { ReplayDeadLetter } from './replay-dead-letter.use-case.js';
import { ReplayDeadLetters, type ReplayDeadLettersResult } from './replay-dead-letters.use-case.js';

const LIST_QUERY = [
  { name: 'filter', required: false, description: 'JSON: service, topic, consumerGroup, status, from, to' },
  { name: 'sort', required: false, description: 'JSON: ["lastFailedAt","DESC"]' },
  { name: 'range', required: false, description: 'JSON: [0,24]' },
] as const;

/**
 * This service's dead letters for staff, in the ra-data-simple-rest contract (the back office's
 * "Dead letters"); admin-only here, not just at the gateway. Ids are `<service>:<uuid>`.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/dead-letters')
export class DeadLettersAdminController {
  constructor(
    @Inject(DEAD_LETTERS_SERVICE) private readonly service: string,
    private readonly listDeadLetters: ListDeadLetters,
    private readonly getDeadLetter: GetDeadLetter,
    private readonly replayDeadLetter: ReplayDeadLetter,
    private readonly replayDeadLetters: ReplayDeadLetters,
    private readonly discardDeadLetter: DiscardDeadLetter,
  ) {}

  @Get()
  @ApiQuery(LIST_QUERY[0])
  @ApiQuery(LIST_QUERY[1])
  @ApiQuery(LIST_QUERY[2])
  @ApiOkResponse({ type: [DeadLetterResponse], description: 'With Content-Range' })
  @ApiProblemResponses(400, 401, 403)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DeadLetterView[]> {
    const parsed = parseListQuery(this.withLocalIds(query), DEAD_LETTERS_LIST);
    const { items, total } = await this.listDeadLetters.execute(parsed);
    res.setHeader(
      'Content-Range',
      contentRange(DEAD_LETTERS_LIST.resource, parsed.offset, items.length, total),
    );
    return items.map((l) => toDeadLetterView(this.service, l));
  }

  /** Declared before the `:id` routes: "replay" is not an id. */
  @Post('replay')
  @HttpCode(200)
  @ApiQuery(LIST_QUERY[0])
  @ApiOkResponse({ type: ReplayDeadLettersResponse })
  @ApiProblemResponses(400, 401, 403)
  replayMatching(
    @CurrentUser() admin: AuthUser,
    @Query() query: Record<string, unknown>,
  ): Promise<ReplayDeadLettersResult> {
    const { filter } = parseListQuery({ filter: query.filter }, DEAD_LETTERS_LIST);
    return this.replayDeadLetters.execute(admin.id, filter);
  }

  @Get(':id')
  @ApiOkResponse({ type: DeadLetterDetailResponse })
  @ApiProblemResponses(400, 401, 403, 404)
  get(@Param('id') id: string): Promise<DeadLetterDetailView> {
    return this.getDeadLetter.execute(id);
  }

  @Post(':id/replay')
  @HttpCode(200)
  @ApiOkResponse({
    type: DeadLetterDetailResponse,
    description: 'The letter after the replay: `replayed`, or still `open` with the new error',
  })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  replay(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<DeadLetterDetailView> {
    return this.replayDeadLetter.execute(admin.id, id);
  }

  @Post(':id/discard')
  @HttpCode(200)
  @ApiOkResponse({ type: DeadLetterDetailResponse, description: 'Discarded' })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  discard(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body() body: DiscardDeadLetterDto,
  ): Promise<DeadLetterDetailView> {
    return this.discardDeadLetter.execute(admin.id, id, body.reason);
  }

  /**
   * react-admin's getMany sends the ids it shows (`<service>:<uuid>`); the list contract takes table
   * ids, so this service's are unprefixed and others' dropped (they are not here).
   */
  private withLocalIds(query: Record<string, unknown>): Record<string, unknown> {
    if (typeof query.filter !== 'string' || !query.filter.includes('"id"')) return query;
    let filter: unknown;
    try {
      filter = JSON.parse(query.filter);
    } catch {
      return query; // the parser says what is wrong with it
    }
    if (!filter || typeof filter !== 'object' || !('id' in filter)) return query;
    const raw = filter.id;
    const ids = (Array.isArray(raw) ? raw : [raw]).flatMap((id: unknown) => {
      if (typeof id !== 'string') return [id];
      try {
        return [localDeadLetterId(this.service, id)];
      } catch {
        return [];
      }
    });
    // Every id named another service: match nothing rather than everything.
    if (ids.length === 0) return { ...query, filter: JSON.stringify({ ...filter, service: '-' }) };
    return { ...query, filter: JSON.stringify({ ...filter, id: ids }) };
  }
}
