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
 * - at-least-once: a record counts as consumed only after its handler resolved;
 * - failures (see failure.ts): a handler that throws a poison error (`PoisonMessageError`) has its
 *   record dead-lettered at once. Any other error is transient: the same record is handed again
 *   after an exponential, jittered pause (`retry.backoffMs` doubling up to `retry.maxBackoffMs`),
 *   holding back that partition only, until it succeeds or, if `retry.maxAttempts` is finite, that
 *   many attempts have failed. Dead-lettering first awaits the subscriber's `deadLetter` hook (the
 *   service's durable table) — if that throws, the record is kept and the dead-lettering retried —
 *   then appends to `<topic>.dlq` with the error in the headers `x-dlq-error`,
 *   `x-dlq-original-topic`, `x-dlq-attempts`, `x-dlq-group`, `x-dlq-kind`; the group then goes on;
 * - a member that stops without resolving a handler leaves its records unconsumed: another member
 *   of the group, or the same group subscribing again, gets them. That includes a handler that
 *   rejects while its member is closing: the closing member neither retries nor dead-letters it.
 */
import type { RetryPolicy } from './failure.js';

export {
  DEFAULT_RETRY,
  PoisonMessageError,
  RecordRejectedError,
  isPoisonMessage,
  isRecordRejected,
  retryDelay,
  retryPolicy,
  type FailureKind,
  type RetryPolicy,
} from './failure.js';

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
  /** Where the record sits, when the transport knows (kept with a dead letter). */
  partition?: number;
  offset?: string;
}

export interface DeadLetterNotice {
  record: DeliveredRecord;
  error: unknown;
  kind: 'poison' | 'transient_exhausted';
  /** Failed attempts in all. */
  attempts: number;
  firstFailedAt: Date;
}

export interface SubscribeOptions {
  /** Consumer group, `<service>.<purpose>`. */
  group: string;
  topics: string[];
  handler: (record: DeliveredRecord) => Promise<void>;
  retry?: Partial<RetryPolicy>;
  /**
   * Stores a record the group gives up on, before the transport lets it go. Throwing keeps the
   * record: the transport tries again after a pause, so a dead letter is never lost to an outage.
   */
  deadLetter?: (notice: DeadLetterNotice) => Promise<void>;
  /** Start from the earliest retained record when the group has no committed position yet. Default true. */
  fromBeginning?: boolean;
}

export interface Subscription {
  /** Leaves the group: in-flight handlers finish first; nothing further is handed to this member. */
  close(): Promise<void>;
}

/** Records a consumer group has not handled yet on one partition. */
export interface PartitionLag {
  group: string;
  topic: string;
  partition: number;
  messages: number;
}

export interface EventTransport {
  readonly kind: 'kafka' | 'in-process';
  /** Connects; may be called again after it failed (TransportLifecycle retries it in the background). */
  connect(): Promise<void>;
  /**
   * Resolves when every record is durably accepted (Kafka: acks=all, idempotent producer; in-process:
   * every group that has subscribed to the topic has finished the record, and a group without a
   * member at the moment makes it reject with DeliveryUnconfirmedError, so the caller keeps it).
   * Rejects with RecordRejectedError when a record can never be accepted as it is.
   */
  publish(records: EventRecord[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** For readiness checks: true when the broker (or bus) can take records now. */
  healthy(): Promise<boolean>;
  /**
   * For liveness: false when a consumer stopped for good and only a restart of the process brings
   * it back. Adapters without such a state leave it out.
   */
  alive?(): boolean;
  /**
   * For metrics: how far behind this process's consumer groups are, per partition. Adapters that
   * keep no offsets (in-process delivers before publish resolves) leave it out.
   */
  consumerLag?(): Promise<PartitionLag[]>;
  disconnect(): Promise<void>;
}

export const DLQ_SUFFIX = '.dlq';
export const dlqTopic = (topic: string): string => `${topic}${DLQ_SUFFIX}`;
