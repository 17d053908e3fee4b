import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentRange, parseListQuery } from '@sokoni/platform/http';
import { ChangeExperimentStatus } from './change-experiment-status.use-case.js';
import { CreateExperiment } from './create-experiment.use-case.js';
import { ExperimentResults } from './experiment-results.query.js';
import { ExperimentDetailResponse, ExperimentResponse, toExperiment } from './experiment.response.js';
import { CreateExperimentDto, UpdateExperimentDto } from './experiments.dto.js';
import { EXPERIMENTS_LIST, ListExperiments } from './list-experiments.query.js';
import { UpdateExperiment } from './update-experiment.use-case.js';

/**
 * A/B experiments in the back office (ra-data-simple-rest). Analysts read; only admins create,
 * edit drafts, start and stop — enforced here, not just at the gateway.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'analyst')
@Controller('api/v1/admin/analytics/experiments')
export class AdminExperimentsController {
  constructor(
    private readonly list: ListExperiments,
    private readonly results: ExperimentResults,
    private readonly create: CreateExperiment,
    private readonly update: UpdateExperiment,
    private readonly status: ChangeExperimentStatus,
  ) {}

  @Get()
  @ApiOkResponse({ type: ExperimentResponse, isArray: true })
  @ApiProblemResponses(400, 401, 403)
  async index(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ExperimentResponse[]> {
    const parsed = parseListQuery(query, EXPERIMENTS_LIST);
    const { items, total } = await this.list.execute(parsed);
    res.setHeader(
      'Content-Range',
      contentRange(EXPERIMENTS_LIST.resource, parsed.offset, items.length, total),
    );
    return items.map(toExperiment);
  }

  /** With results per variant (visitors, conversions, rate, uplift and its interval) and a verdict. */
  @Get(':id')
  @ApiOkResponse({ type: ExperimentDetailResponse })
  @ApiProblemResponses(401, 403, 404)
  show(@Param('id') id: string): Promise<ExperimentDetailResponse> {
    return this.results.execute(id);
  }

  @Post()
  @Roles('admin')
  @ApiCreatedResponse({ type: ExperimentResponse })
  @ApiProblemResponses(400, 401, 403, 409, 422)
  add(@CurrentUser() staff: AuthUser, @Body() body: CreateExperimentDto): Promise<ExperimentResponse> {
    return this.create.execute(staff.id, body);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOkResponse({ type: ExperimentResponse })
  @ApiProblemResponses(400, 401, 403, 404, 409, 422)
  edit(
    @CurrentUser() staff: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateExperimentDto,
  ): Promise<ExperimentResponse> {
    return this.update.execute(staff.id, id, body);
  }

  @Post(':id/start')
  @Roles('admin')
  @HttpCode(200)
  @ApiOkResponse({ type: ExperimentResponse })
  @ApiProblemResponses(401, 403, 404, 409)
  start(@CurrentUser() staff: AuthUser, @Param('id') id: string): Promise<ExperimentResponse> {
    return this.status.execute(staff.id, id, 'start');
  }

  @Post(':id/stop')
  @Roles('admin')
  @HttpCode(200)
  @ApiOkResponse({ type: ExperimentResponse })
  @ApiProblemResponses(401, 403, 404, 409)
  stop(@CurrentUser() staff: AuthUser, @Param('id') id: string): Promise<ExperimentResponse> {
    return this.status.execute(staff.id, id, 'stop');
  }
}
