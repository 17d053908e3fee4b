export * from './event-transport.port.js';
export {
  InProcessTransport,
  DeliveryUnconfirmedError,
  type InProcessTransportOptions,
} from './in-process.transport.js';
export { KafkaTransport, type KafkaTransportOptions } from './kafka.transport.js';
export { eventTransportContract, type EventTransportContractFixture } from './event-transport.contract.js';
