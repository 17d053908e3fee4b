import { loadConfig } from '@sokoni/platform/config';
import { createEventTransport } from '@sokoni/platform/events';
import { createServiceApp } from '@sokoni/platform/http';
import { catalogueConfigSchema } from './catalogue.config.js';
import { CatalogueModule } from './catalogue.module.js';

/** Distributed mode: the catalogue alone, configured from its environment. */
const config = loadConfig(catalogueConfigSchema, undefined, { service: 'catalogue' });
const transport = createEventTransport({
  clientId: config.KAFKA_CLIENT_ID ?? 'catalogue',
  kafkaBrokers: config.KAFKA_BROKERS,
  kafkaIdempotent: config.KAFKA_IDEMPOTENT,
});
await createServiceApp(CatalogueModule.forRoot({ config, transport, jwksUrl: config.JWKS_URL }), {
  title: 'Sokoni catalogue',
  config,
});
