import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentRange, parseListQuery, type ListContract } from '@sokoni/platform/http';
import { isoDay } from '../rollup/calendar.js';
import { csvAttachment, csvTable, wantsCsv } from './csv.js';
import { DAILY_METRICS_LIST, DailyMetricsReport } from './daily-metrics-report.query.js';
import { FUNNEL_LIST, FunnelReport } from './funnel-report.query.js';
import { DailyMetricsRowResponse, FunnelRowResponse, SellerReportRowResponse } from './report.response.js';
import { SELLERS_LIST, SellersReport } from './sellers-report.query.js';

type Page<R> = { rows: R[]; total: number };

/**
 * Reports for the back office, in the ra-data-simple-rest contract; `?format=csv` or
 * `Accept: text/csv` returns the whole filtered range (no page cut) as a CSV attachment.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'analyst')
@Controller('api/v1/admin/analytics/reports')
export class AdminReportsController {
  constructor(
    private readonly dailyMetrics: DailyMetricsReport,
    private readonly funnel: FunnelReport,
    private readonly sellers: SellersReport,
  ) {}

  @Get('daily-metrics')
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: DailyMetricsRowResponse, isArray: true })
  @ApiProblemResponses(400, 401, 403)
  listDailyMetrics(
    @Query() query: Record<string, unknown>,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DailyMetricsRowResponse[] | string> {
    return respond(
      query,
      accept,
      res,
      DAILY_METRICS_LIST,
      (q, whole) => this.dailyMetrics.execute(q, whole),
      [
        'day',
        'country',
        'category',
        'gmv',
        'orders',
        'averageOrderValue',
        'feeRevenue',
        'membershipRevenue',
        'escrowHeld',
        'escrowReleased',
        'escrowRefunded',
        'signUps',
        'activeBuyers',
        'activeSellers',
        'disputes',
      ],
    );
  }

  @Get('funnel')
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: FunnelRowResponse, isArray: true })
  @ApiProblemResponses(400, 401, 403)
  listFunnel(
    @Query() query: Record<string, unknown>,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<FunnelRowResponse[] | string> {
    return respond(query, accept, res, FUNNEL_LIST, (q, whole) => this.funnel.execute(q, whole), [
      'day',
      'country',
      'visit',
      'search',
      'productView',
      'cart',
      'checkout',
      'paid',
      'conversionRate',
    ]);
  }

  @Get('sellers')
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: SellerReportRowResponse, isArray: true })
  @ApiProblemResponses(400, 401, 403)
  listSellers(
    @Query() query: Record<string, unknown>,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SellerReportRowResponse[] | string> {
    return respond(query, accept, res, SELLERS_LIST, (q, whole) => this.sellers.execute(q, whole), [
      'sellerId',
      'sellerName',
      'views',
      'inquiries',
      'quotes',
      'orders',
      'revenue',
      'conversionRate',
    ]);
  }
}

/** One list or CSV answer for any report: same parsing, same filters, same sort. */
async function respond<F extends string, S extends string, R>(
  query: Record<string, unknown>,
  accept: string | undefined,
  res: Response,
  contract: ListContract<F, S>,
  run: (q: ReturnType<typeof parseListQuery<F, S>>, whole: boolean) => Promise<Page<R>>,
  columns: (keyof R & string)[],
): Promise<R[] | string> {
  const parsed = parseListQuery(query, contract);
  if (wantsCsv(query.format, accept)) {
    const { rows } = await run(parsed, true);
    const name = `sokoni-${contract.resource}-${isoDay(new Date())}.csv`;
    return csvAttachment(res, name, `\uFEFF${csvTable(columns, rows)}\r\n`);
  }
  const { rows, total } = await run(parsed, false);
  res.setHeader('Content-Range', contentRange(contract.resource, parsed.offset, rows.length, total));
  return rows;
}
