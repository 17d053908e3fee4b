import { loadConfig } from '@sokoni/platform/config';
import { createEventTransport } from '@sokoni/platform/events';
import { createServiceApp, runUntilSignal } from '@sokoni/platform/http';
import { cartConfigSchema } from './cart.config.js';
import { CartModule } from './cart.module.js';

/** Distributed mode: the cart alone, configured from its environment. */
const config = loadConfig(cartConfigSchema, undefined, { service: 'cart' });
const transport = createEventTransport({
  clientId: config.KAFKA_CLIENT_ID ?? 'cart',
  kafkaBrokers: config.KAFKA_BROKERS,
  kafkaIdempotent: config.KAFKA_IDEMPOTENT,
  kafkaSecurity: config,
});
await runUntilSignal(
  () =>
    createServiceApp(CartModule.forRoot({ config, transport, jwksUrl: config.JWKS_URL }), {
      title: 'Sokoni cart',
      config,
    }),
  { service: 'cart', config },
);
