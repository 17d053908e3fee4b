import { loadConfig } from '@sokoni/platform/config';
import { createEventTransport } from '@sokoni/platform/events';
import { createServiceApp, runUntilSignal } from '@sokoni/platform/http';
import { analyticsConfigSchema } from './analytics.config.js';
import { AnalyticsModule } from './analytics.module.js';

/** Distributed mode: analytics alone, configured from its environment. */
const config = loadConfig(analyticsConfigSchema, undefined, { service: 'analytics' });
const transport = createEventTransport({
  clientId: config.KAFKA_CLIENT_ID ?? 'analytics',
  kafkaBrokers: config.KAFKA_BROKERS,
  kafkaIdempotent: config.KAFKA_IDEMPOTENT,
  kafkaSecurity: config,
});
await runUntilSignal(
  () =>
    createServiceApp(AnalyticsModule.forRoot({ config, transport, jwksUrl: config.JWKS_URL }), {
      title: 'Sokoni analytics',
      config,
    }),
  { service: 'analytics', config },
);
