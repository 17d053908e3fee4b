export type { DomainEvent } from './domain-event.js';
export { EVENT_HEADERS } from './domain-event.js';
export { EventOutbox, type OutboxMeta, type PreparedEvent } from './event-outbox.js';
export { OutboxRelay } from './outbox-relay.js';
export { PollingLoop } from './polling-loop.js';
export { EventRetention } from './event-retention.js';
export { EventMetrics } from './event-metrics.js';
export { EventConsumers } from './event-consumers.js';
export {
  DeadLetterStore,
  DEAD_LETTER_SORT_FIELDS,
  type DeadLetter,
  type DeadLetterErrorKind,
  type DeadLetterFilter,
  type DeadLetterPage,
  type DeadLetterSortField,
  type DeadLetterStatus,
  type NewDeadLetter,
} from './dead-letter.store.js';
export { DeadLetterRecorder } from './dead-letter.recorder.js';
export {
  DeadLetterReplayer,
  type ReplayOutcome,
  type ReplayResolution,
  type ReplayResolutionWork,
} from './dead-letter.replayer.js';
export { redactEnvelope } from './dead-letter-redaction.js';
export { OnEvent, type OnEventOptions } from './on-event.decorator.js';
export { EventsModule } from './events.module.js';
export { EVENT_TRANSPORT, EVENTS_OPTIONS, type EventsModuleOptions } from './events.options.js';
export * from './transport/index.js';
export { createEventTransport, type TransportSettings } from './create-transport.js';
