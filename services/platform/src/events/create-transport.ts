import { InProcessTransport } from './transport/in-process.transport.js';
import { KafkaTransport } from './transport/kafka.transport.js';
import type { EventTransport } from './transport/event-transport.port.js';
import { kafkaSecurity, type KafkaSecuritySettings } from './transport/kafka-security.js';

export interface TransportSettings {
  clientId: string;
  /** Kafka when given; the in-process bus otherwise (the standalone run shares one bus instead). */
  kafkaBrokers?: string[];
  kafkaIdempotent?: boolean;
  /** TLS and SASL login towards the brokers: the service's KAFKA_SSL* / KAFKA_SASL_* settings. */
  kafkaSecurity?: KafkaSecuritySettings;
}

/** The one place that chooses the adapter from configuration (DESIGN §2: configuration, not a code fork). */
export function createEventTransport(settings: TransportSettings): EventTransport {
  if (settings.kafkaBrokers && settings.kafkaBrokers.length > 0) {
    return new KafkaTransport({
      clientId: settings.clientId,
      brokers: settings.kafkaBrokers,
      idempotent: settings.kafkaIdempotent ?? true,
      ...kafkaSecurity(settings.kafkaSecurity ?? {}),
    });
  }
  return new InProcessTransport();
}
