import { loadConfig } from '@sokoni/platform/config';
import { createEventTransport } from '@sokoni/platform/events';
import { createServiceApp, runUntilSignal } from '@sokoni/platform/http';
import { notificationsConfigSchema } from './notifications.config.js';
import { NotificationsModule } from './notifications.module.js';

/** Distributed mode: notifications alone, configured from its environment. */
const config = loadConfig(notificationsConfigSchema, undefined, { service: 'notifications' });
const transport = createEventTransport({
  clientId: config.KAFKA_CLIENT_ID ?? 'notifications',
  kafkaBrokers: config.KAFKA_BROKERS,
  kafkaIdempotent: config.KAFKA_IDEMPOTENT,
  kafkaSecurity: config,
});
await runUntilSignal(
  () =>
    createServiceApp(NotificationsModule.forRoot({ config, transport, jwksUrl: config.JWKS_URL }), {
      title: 'Sokoni notifications',
      config,
    }),
  { service: 'notifications', config },
);
