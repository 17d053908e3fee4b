import { loadConfig } from '@sokoni/platform/config';
import { createEventTransport } from '@sokoni/platform/events';
import { createServiceApp, runUntilSignal } from '@sokoni/platform/http';
import { auditConfigSchema } from './audit.config.js';
import { AuditModule } from './audit.module.js';

/** Distributed mode: audit alone, configured from its environment. */
const config = loadConfig(auditConfigSchema, undefined, { service: 'audit' });
const transport = createEventTransport({
  clientId: config.KAFKA_CLIENT_ID ?? 'audit',
  kafkaBrokers: config.KAFKA_BROKERS,
  kafkaIdempotent: config.KAFKA_IDEMPOTENT,
  kafkaSecurity: config,
});
await runUntilSignal(
  () =>
    createServiceApp(AuditModule.forRoot({ config, transport, jwksUrl: config.JWKS_URL }), {
      title: 'Sokoni audit',
      config,
    }),
  { service: 'audit', config },
);
