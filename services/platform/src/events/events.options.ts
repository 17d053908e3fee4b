import type { EventTransport } from './transport/event-transport.port.js';

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
  relay?: { pollMs?: number; batchSize?: number; leaseMs?: number; enabled?: boolean };
  retry?: { maxAttempts?: number; backoffMs?: number };
}
