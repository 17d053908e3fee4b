import { Module } from '@nestjs/common';
import { SiteStats } from './site-stats.query.js';
import { StatsController } from './stats.controller.js';

/** GET /api/v1/stats: the marketplace's live counts for the home page. */
@Module({ controllers: [StatsController], providers: [SiteStats], exports: [SiteStats] })
export class StatsModule {}
