import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentRange, parseListQuery } from '@sokoni/platform/http';
import { ConversationReport } from '../messaging.entities.js';
import { MessagingProblems } from '../messaging.problems.js';
import { isUuid } from '../read-models/read-model-writes.js';
import { ListReports, REPORTS_LIST } from '../reports/list-reports.query.js';
import { ReportResponse, toReport } from '../reports/report.response.js';
import { ResolveReportDto } from '../reports/reports.dto.js';
import { ResolveReport } from '../reports/resolve-report.use-case.js';

/** Conversation reports for staff, in the ra-data-simple-rest contract; admin-only here, not just at the gateway. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/conversation-reports')
export class AdminReportsController {
  constructor(
    private readonly orm: MikroORM,
    private readonly listReports: ListReports,
    private readonly resolveReport: ResolveReport,
  ) {}

  @Get()
  @ApiOkResponse({ type: ReportResponse, isArray: true })
  @ApiProblemResponses(400, 401, 403)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReportResponse[]> {
    const parsed = parseListQuery(query, REPORTS_LIST);
    const { items, total } = await this.listReports.execute(parsed);
    res.setHeader('Content-Range', contentRange(REPORTS_LIST.resource, parsed.offset, items.length, total));
    return items.map(toReport);
  }

  @Get(':id')
  @ApiOkResponse({ type: ReportResponse })
  @ApiProblemResponses(401, 403, 404)
  async get(@Param('id') id: string): Promise<ReportResponse> {
    const report = isUuid(id)
      ? await this.orm.em.fork().findOne(ConversationReport, { id: id.toLowerCase() })
      : null;
    if (!report) throw MessagingProblems.reportNotFound();
    return toReport(report);
  }

  @Post(':id/resolve')
  @HttpCode(200)
  @ApiOkResponse({ type: ReportResponse })
  @ApiProblemResponses(400, 401, 403, 404, 409, 422)
  resolve(
    @CurrentUser() staff: AuthUser,
    @Param('id') id: string,
    @Body() body: ResolveReportDto,
  ): Promise<ReportResponse> {
    return this.resolveReport.execute(staff.id, id, body.resolution);
  }
}
