import { loadConfig } from '@sokoni/platform/config';
import { createEventTransport } from '@sokoni/platform/events';
import { createServiceApp, runUntilSignal } from '@sokoni/platform/http';
import { tradeConfigSchema } from './trade.config.js';
import { TradeModule } from './trade.module.js';

/** Distributed mode: trade alone, configured from its environment. */
const config = loadConfig(tradeConfigSchema, undefined, { service: 'trade' });
const transport = createEventTransport({
  clientId: config.KAFKA_CLIENT_ID ?? 'trade',
  kafkaBrokers: config.KAFKA_BROKERS,
  kafkaIdempotent: config.KAFKA_IDEMPOTENT,
  kafkaSecurity: config,
});
await runUntilSignal(
  () =>
    createServiceApp(TradeModule.forRoot({ config, transport, jwksUrl: config.JWKS_URL }), {
      title: 'Sokoni trade',
      config,
    }),
  { service: 'trade', config },
);
