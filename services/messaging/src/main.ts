import { loadConfig } from '@sokoni/platform/config';
import { createEventTransport } from '@sokoni/platform/events';
import { createServiceApp, runUntilSignal } from '@sokoni/platform/http';
import { messagingConfigSchema } from './messaging.config.js';
import { MessagingModule } from './messaging.module.js';

/** Distributed mode: messaging alone, configured from its environment. */
const config = loadConfig(messagingConfigSchema, undefined, { service: 'messaging' });
const transport = createEventTransport({
  clientId: config.KAFKA_CLIENT_ID ?? 'messaging',
  kafkaBrokers: config.KAFKA_BROKERS,
  kafkaIdempotent: config.KAFKA_IDEMPOTENT,
  kafkaSecurity: config,
});
await runUntilSignal(
  () =>
    createServiceApp(MessagingModule.forRoot({ config, transport, jwksUrl: config.JWKS_URL }), {
      title: 'Sokoni messaging',
      config,
    }),
  { service: 'messaging', config },
);
