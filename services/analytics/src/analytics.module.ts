import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import type { EventTransport } from '@sokoni/platform/events';
import { servicePlatform } from '@sokoni/platform/service';
import { DeadLettersAdminModule } from '@sokoni/platform/dead-letters-admin';
import type { AnalyticsConfig } from './analytics.config.js';
import { ANALYTICS_ENTITY_LIST } from './analytics.entities.js';
import { SCHEMA } from './analytics.schema.js';
import { ExperimentTracking } from './experiments/experiment-tracking.js';
import { AdminExperimentsController } from './experiments/admin-experiments.controller.js';
import { AssignmentsController } from './experiments/assignments.controller.js';
import { ChangeExperimentStatus } from './experiments/change-experiment-status.use-case.js';
import { CreateExperiment } from './experiments/create-experiment.use-case.js';
import { ExperimentResults } from './experiments/experiment-results.query.js';
import { Identify } from './experiments/identify.use-case.js';
import { ListExperiments } from './experiments/list-experiments.query.js';
import { ResolveAssignments } from './experiments/resolve-assignments.use-case.js';
import { UpdateExperiment } from './experiments/update-experiment.use-case.js';
import { IngestBatch } from './ingest/ingest-batch.use-case.js';
import { IngestController } from './ingest/ingest.controller.js';
import { FactsConsumer } from './facts/facts.consumer.js';
import { OrderFactsConsumer } from './facts/order-facts.consumer.js';
import { SearchCartFactsConsumer } from './facts/search-cart-facts.consumer.js';
import { AnalyticsReadModelsConsumer } from './read-models/read-models.consumer.js';
import { DashboardsController } from './dashboards/dashboards.controller.js';
import { CeoDashboardQuery } from './dashboards/ceo-dashboard.query.js';
import { SellerDashboardQuery } from './dashboards/seller-dashboard.query.js';
import { AdminReportsController } from './reports/admin-reports.controller.js';
import { DailyMetricsReport } from './reports/daily-metrics-report.query.js';
import { FunnelReport } from './reports/funnel-report.query.js';
import { SellersReport } from './reports/sellers-report.query.js';
import { RollupWorker } from './rollup/rollup.worker.js';
import { RawRetentionJob } from './rollup/raw-retention.job.js';
import { SearchPruneJob } from './rollup/search-prune.job.js';
import { FirstSeenJob } from './rollup/first-seen.job.js';
import { Migration20270101000000Analytics } from './migrations/migration-20270101000000-analytics.js';
import { Migration20270101000100Facts } from './migrations/migration-20270101000100-facts.js';
import { Migration20270101000200Privacy } from './migrations/migration-20270101000200-privacy.js';
import { Migration20270101000300Search } from './migrations/migration-20270101000300-search.js';
import { Migration20270101000400FirstSeen } from './migrations/migration-20270101000400-first-seen.js';
import { Migration20270101000500FirstSeenDaily } from './migrations/migration-20270101000500-first-seen-daily.js';

export interface AnalyticsModuleOptions {
  config: AnalyticsConfig;
  transport: EventTransport;
  ownsTransport?: boolean;
  /** Identity's key set, for verifying access tokens. */
  jwksUrl: string;
}

export const ANALYTICS_ENTITIES = ANALYTICS_ENTITY_LIST;
export const ANALYTICS_MIGRATIONS = [
  Migration20270101000000Analytics,
  Migration20270101000100Facts,
  Migration20270101000200Privacy,
  Migration20270101000300Search,
  Migration20270101000400FirstSeen,
  Migration20270101000500FirstSeenDaily,
];

/** First-party analytics (DESIGN §5b): tracked events, rollups, A/B experiments, KPI dashboards. */
@Module({})
export class AnalyticsModule {
  static forRoot(o: AnalyticsModuleOptions): DynamicModule {
    return {
      module: AnalyticsModule,
      imports: [
        ...servicePlatform({
          service: 'analytics',
          config: o.config,
          schema: SCHEMA,
          entities: ANALYTICS_ENTITIES,
          migrations: ANALYTICS_MIGRATIONS,
          transport: o.transport,
          ownsTransport: o.ownsTransport,
          i18nDir: join(import.meta.dirname, 'i18n'),
          auth: { jwksUrl: o.jwksUrl },
        }),
        DeadLettersAdminModule.forRoot({ service: 'analytics' }),
      ],
      // Each helper adds its controllers and providers below (one line each).
      controllers: [
        AssignmentsController,
        AdminExperimentsController,
        DashboardsController,
        AdminReportsController,
        IngestController,
      ],
      providers: [
        RollupWorker,
        RawRetentionJob,
        SearchPruneJob,
        FirstSeenJob,
        CeoDashboardQuery,
        SellerDashboardQuery,
        DailyMetricsReport,
        FunnelReport,
        SellersReport,
        AnalyticsReadModelsConsumer,
        FactsConsumer,
        OrderFactsConsumer,
        SearchCartFactsConsumer,
        IngestBatch,
        ExperimentTracking,
        ResolveAssignments,
        Identify,
        ListExperiments,
        ExperimentResults,
        CreateExperiment,
        UpdateExperiment,
        ChangeExperimentStatus,
      ],
    };
  }
}
