import type { EventTransport, RetryPolicy } from './transport/event-transport.port.js';

export const EVENTS_OPTIONS = Symbol('EVENTS_OPTIONS');
export const EVENT_TRANSPORT = Symbol('EVENT_TRANSPORT');

export interface EventsModuleOptions {
  /** Producing service name, also the prefix of its consumer groups (`<service>.<purpose>`). */
  service: string;
  /** The service's database schema holding outbox, inbox and relay_lease. */
  schema: string;
  transport: EventTransport;
  /** Whether this app owns the transport's lifecycle (connect on start, disconnect on stop). */
  ownsTransport?: boolean;
  relay?: {
    pollMs?: number;
    batchSize?: number;
    leaseMs?: number;
    enabled?: boolean;
    /** A record (value, key, headers) larger than this is set aside, never sent. Default 1 000 000. */
    maxRecordBytes?: number;
  };
  /** How long handled rows are kept (EventRetention); deleted in batches by every replica. */
  retention?: {
    /** Published outbox rows; set-aside rows are kept until someone deals with them. Default 7. */
    outboxDays?: number;
    /** Inbox rows; must outlast any redelivery (Kafka retention, replays). Default 30. */
    inboxDays?: number;
    /** How often to prune. Default one hour. */
    intervalMs?: number;
  };
  /** Consumers' retry of transient failures (transport/failure.ts); by default without limit. */
  retry?: Partial<RetryPolicy>;
}
