/**
 * The event transport port: raw records on named topics. Two adapters implement it (Kafka via
 * kafkajs, and an in-process bus for the standalone run) and both must pass the one contract suite
 * in `event-transport.contract.ts`. The typed layer (envelopes, outbox, inbox, @OnEvent) sits on top
 * and never talks to kafkajs directly, so another Kafka client would be one more adapter.
 *
 * Semantics every adapter guarantees:
 * - per-key order: records with the same key on the same topic reach a group's handler in publish
 *   order, one at a time;
 * - consumer groups: each record reaches exactly one member of every group subscribed to its topic;
 *   distinct groups each get every record;
 * - at-least-once: a record counts as consumed only after its handler resolved; if the handler
 *   throws, the same record is handed again (after `retry.backoffMs`), up to `retry.maxAttempts`
 *   attempts in all, and only then is it dead-lettered to `<topic>.dlq` with the error kept in the
 *   headers `x-dlq-error`, `x-dlq-original-topic`, `x-dlq-attempts`, `x-dlq-group`; the group then
 *   goes on with the next record;
 * - a member that stops without resolving a handler leaves its records unconsumed: another member
 *   of the group, or the same group subscribing again, gets them. That includes a handler that
 *   rejects while its member is closing: the closing member neither retries nor dead-letters it.
 */
export interface EventRecord {
  topic: string;
  /** Partitioning key: the aggregate id. Same key → same partition → ordered. */
  key: string;
  value: Uint8Array;
  headers?: Record<string, string>;
}

export interface DeliveredRecord extends Required<EventRecord> {
  /** 1 on first delivery, then 2, 3, … on redelivery after a handler error. */
  attempt: number;
}

export interface RetryPolicy {
  maxAttempts: number;
  backoffMs: number;
}

export interface SubscribeOptions {
  /** Consumer group, `<service>.<purpose>`. */
  group: string;
  topics: string[];
  handler: (record: DeliveredRecord) => Promise<void>;
  retry?: Partial<RetryPolicy>;
  /** Start from the earliest retained record when the group has no committed position yet. Default true. */
  fromBeginning?: boolean;
}

export interface Subscription {
  /** Leaves the group: in-flight handlers finish first; nothing further is handed to this member. */
  close(): Promise<void>;
}

export interface EventTransport {
  readonly kind: 'kafka' | 'in-process';
  connect(): Promise<void>;
  /**
   * Resolves when every record is durably accepted (Kafka: acks=all, idempotent producer; in-process:
   * every group that has subscribed to the topic has finished the record, and a group without a
   * member at the moment makes it reject with DeliveryUnconfirmedError, so the caller keeps it).
   */
  publish(records: EventRecord[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** For readiness checks: true when the broker (or bus) can take records now. */
  healthy(): Promise<boolean>;
  disconnect(): Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, backoffMs: 200 };

export const DLQ_SUFFIX = '.dlq';
export const dlqTopic = (topic: string): string => `${topic}${DLQ_SUFFIX}`;
