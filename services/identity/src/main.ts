import cookieParser from 'cookie-parser';
import { loadConfig } from '@sokoni/platform/config';
import { createEventTransport } from '@sokoni/platform/events';
import { createServiceApp, runUntilSignal } from '@sokoni/platform/http';
import { identityConfigSchema } from './identity.config.js';
import { IdentityModule } from './identity.module.js';

/** Distributed mode: identity alone, configured from its environment. */
const config = loadConfig(identityConfigSchema, undefined, { service: 'identity' });
const transport = createEventTransport({
  clientId: config.KAFKA_CLIENT_ID ?? 'identity',
  kafkaBrokers: config.KAFKA_BROKERS,
  kafkaIdempotent: config.KAFKA_IDEMPOTENT,
  kafkaSecurity: config,
});
await runUntilSignal(
  () =>
    createServiceApp(IdentityModule.forRoot({ config, transport }), {
      title: 'Sokoni identity',
      config,
      configure: (app) => app.use(cookieParser()),
    }),
  { service: 'identity', config },
);
