import { loadConfig } from '@sokoni/platform/config';
import { createEventTransport } from '@sokoni/platform/events';
import { createServiceApp } from '@sokoni/platform/http';
import { tradeConfigSchema } from './trade.config.js';
import { TradeModule } from './trade.module.js';

/** Distributed mode: trade alone, configured from its environment. */
const config = loadConfig(tradeConfigSchema, undefined, { service: 'trade' });
const transport = createEventTransport({
  clientId: config.KAFKA_CLIENT_ID ?? 'trade',
  kafkaBrokers: config.KAFKA_BROKERS,
  kafkaIdempotent: config.KAFKA_IDEMPOTENT,
});
await createServiceApp(TradeModule.forRoot({ config, transport, jwksUrl: config.JWKS_URL }), {
  title: 'Sokoni trade',
  config,
});
