import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@sokoni/platform/auth';
import { SiteStats, type MarketplaceStats } from './site-stats.query.js';
import { MarketplaceStatsResponse } from './stats.response.js';

@ApiTags('catalogue')
@Controller('api/v1/stats')
export class StatsController {
  constructor(private readonly stats: SiteStats) {}

  /** The home page's statistics: real counts, never marketing figures. */
  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: MarketplaceStatsResponse })
  get(): Promise<MarketplaceStats> {
    return this.stats.execute();
  }
}
