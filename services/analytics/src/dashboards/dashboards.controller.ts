import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { csvAttachment } from '../reports/csv.js';
import { CeoDashboardQuery } from './ceo-dashboard.query.js';
import { CeoDashboardResponse } from './ceo-dashboard.response.js';
import { ceoDashboardCsv, dashboardFileName, sellerDashboardCsv } from './dashboard-csv.js';
import { CeoDashboardQueryDto, SellerDashboardQueryDto } from './dashboard-query.dto.js';
import { parseDashboardQuery } from './dashboard-period.js';
import { SellerDashboardQuery } from './seller-dashboard.query.js';
import { SellerDashboardResponse } from './seller-dashboard.response.js';

/** KPI dashboards, from the rollups: the company's for staff, each seller's own for sellers. */
@ApiTags('analytics')
@ApiBearerAuth()
@Controller('api/v1/analytics/dashboards')
export class DashboardsController {
  constructor(
    private readonly ceo: CeoDashboardQuery,
    private readonly seller: SellerDashboardQuery,
  ) {}

  @Get('ceo')
  @Roles('admin', 'analyst')
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: CeoDashboardResponse, description: 'JSON, or with format=csv a CSV attachment' })
  @ApiProblemResponses(400, 401, 403, 422)
  async getCeo(
    @Query() query: CeoDashboardQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CeoDashboardResponse | string> {
    const q = parseDashboardQuery(query);
    const d = await this.ceo.execute(q);
    if (q.format === 'json') return d;
    return csvAttachment(res, dashboardFileName('ceo', d), ceoDashboardCsv(d));
  }

  @Get('seller')
  @Roles('seller')
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: SellerDashboardResponse, description: 'JSON, or with format=csv a CSV attachment' })
  @ApiProblemResponses(400, 401, 403, 422)
  async getSeller(
    @CurrentUser() user: AuthUser,
    @Query() query: SellerDashboardQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SellerDashboardResponse | string> {
    const q = parseDashboardQuery(query);
    const d = await this.seller.execute(user.id, q);
    if (q.format === 'json') return d;
    return csvAttachment(res, dashboardFileName('seller', d), sellerDashboardCsv(d));
  }
}
