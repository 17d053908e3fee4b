import { loadConfig } from '@sokoni/platform/config';
import { createEventTransport } from '@sokoni/platform/events';
import { createServiceApp, runUntilSignal } from '@sokoni/platform/http';
import { catalogueConfigSchema } from './catalogue.config.js';
import { CatalogueModule } from './catalogue.module.js';

/** Distributed mode: the catalogue alone, configured from its environment. */
const config = loadConfig(catalogueConfigSchema, undefined, { service: 'catalogue' });
const transport = createEventTransport({
  clientId: config.KAFKA_CLIENT_ID ?? 'catalogue',
  kafkaBrokers: config.KAFKA_BROKERS,
  kafkaIdempotent: config.KAFKA_IDEMPOTENT,
  kafkaSecurity: config,
});
await runUntilSignal(
  () =>
    createServiceApp(CatalogueModule.forRoot({ config, transport, jwksUrl: config.JWKS_URL }), {
      title: 'Sokoni catalogue',
      config,
    }),
  { service: 'catalogue', config },
);
