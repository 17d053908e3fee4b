export * from './event-transport.port.js';
export {
  InProcessTransport,
  DeliveryUnconfirmedError,
  type InProcessTransportOptions,
} from './in-process.transport.js';
export { KafkaTransport, kafkaClientConfig, type KafkaTransportOptions } from './kafka.transport.js';
export { kafkaSecurity, type KafkaSecurity, type KafkaSecuritySettings } from './kafka-security.js';
export { eventTransportContract, type EventTransportContractFixture } from './event-transport.contract.js';
