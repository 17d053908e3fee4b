import {
  Kafka,
  logLevel as KafkaLogLevel,
  Partitioners,
  type Admin,
  type Batch,
  type Consumer,
  type EachBatchPayload,
  type IHeaders,
  type KafkaConfig,
  type KafkaMessage,
  type Message,
  type Producer,
  type logCreator,
} from 'kafkajs';
import { kafkaLogCreator } from './kafka-log.js';

/** Attempts at joining a consumer group before subscribe() gives up. */
const JOIN_ATTEMPTS = 3;

import {
  DEFAULT_RETRY,
  dlqTopic,
  type EventRecord,
  type EventTransport,
  type RetryPolicy,
  type SubscribeOptions,
  type Subscription,
} from './event-transport.port.js';
import { dlqHeaders, sleep } from './transport.util.js';

export interface KafkaTransportOptions {
  clientId: string;
  brokers: string[];
  /** Emit-only client (an outbox relay, a CLI): `subscribe()` is refused. */
  producerOnly?: boolean;
  /**
   * Idempotent producer (the default, and what production wants: a retried send is not written
   * twice). librdkafka's mock cluster cannot serve it to kafkajs — kafkajs asks the controller for a
   * producer id and the mock advertises controller id 0, a broker it does not have — so tests on the
   * mock turn it off.
   */
  idempotent?: boolean;
  /** Consumer group session. Short values (≈3 s) make rebalances quick on the mock cluster. */
  sessionTimeout?: number;
  heartbeatInterval?: number;
  /** Longest a fetch waits for data; the mock always waits this long when there is none. */
  maxWaitTimeInMs?: number;
  /** Partitions one member handles at the same time; per-partition order holds regardless. Default 1. */
  partitionsConsumedConcurrently?: number;
  /** How long `subscribe()` waits for the group join before giving up. Default 60 s. */
  joinTimeoutMs?: number;
  /** How long `healthy()` waits for the cluster to answer. Default 2 s. */
  healthTimeoutMs?: number;
  logLevel?: KafkaLogLevel;
  logCreator?: logCreator;
}

type Outcome = 'done' | 'abandoned';

interface Member {
  readonly group: string;
  readonly consumer: Consumer;
  readonly handler: SubscribeOptions['handler'];
  readonly retry: RetryPolicy;
  readonly wake: AbortController;
  readonly inFlight: Set<Promise<Outcome>>;
  closing: boolean;
  left?: Promise<void>;
}

/**
 * The port over kafkajs. Topics are not created here: the mock cluster creates them on first use,
 * and a real cluster must either have them (created by the deployment, with the partition count it
 * wants) or allow auto-creation; `<topic>.dlq` topics included.
 *
 * Consumption works record by record with offsets committed by hand, right after the handler
 * resolved (or the record was dead-lettered). A member that dies mid-handler has not committed,
 * so the group's next owner of the partition gets the record again. A throwing handler is retried
 * here, not by kafkajs: kafkajs would restart on the same offset forever and block the partition
 * (DESIGN §7), so after `retry.maxAttempts` the record goes to `<topic>.dlq` and the group moves on.
 * Committing per record costs a round trip each; it keeps redelivery after a crash to the one record
 * that was in flight.
 */
export class KafkaTransport implements EventTransport {
  readonly kind = 'kafka' as const;

  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly members = new Set<Member>();
  /** A consumer kafkajs gave up on (it restarts only on retriable errors); readiness must say so. */
  private deadConsumer: Error | undefined;
  private state: 'new' | 'connected' | 'disconnected' = 'new';

  constructor(private readonly options: KafkaTransportOptions) {
    if (options.brokers.length === 0) throw new Error('KafkaTransport: no brokers configured');
    const clientConfig: KafkaConfig = {
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: options.logLevel ?? KafkaLogLevel.WARN,
      logCreator: options.logCreator ?? kafkaLogCreator,
    };
    this.kafka = new Kafka(clientConfig);
    const idempotent = options.idempotent ?? true;
    this.producer = this.kafka.producer({
      idempotent,
      // One request in flight per broker keeps a retried batch from overtaking the next one.
      maxInFlightRequests: 1,
      allowAutoTopicCreation: true,
      // Explicit, so kafkajs does not warn about its v2 default change; this is the Java client's
      // murmur2 partitioner, so other clients put a key on the same partition.
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    // Only health checks use the admin client; a probe wants a quick answer, not kafkajs's default
    // of retrying for tens of seconds (nested per request and per broker connection, and outliving
    // disconnect()), hence a client of its own with a short retry budget.
    this.admin = new Kafka({
      ...clientConfig,
      clientId: `${options.clientId}-health`,
      retry: { retries: 1, initialRetryTime: 100, maxRetryTime: 500 },
    }).admin({ retry: { retries: 0 } });
  }

  async connect(): Promise<void> {
    if (this.state === 'connected') return;
    if (this.state === 'disconnected') throw new Error('KafkaTransport: cannot reconnect after disconnect');
    await this.producer.connect();
    this.state = 'connected';
  }

  async publish(records: EventRecord[]): Promise<void> {
    this.assertConnected();
    if (records.length === 0) return;
    const byTopic = new Map<string, Message[]>();
    for (const record of records) {
      let messages = byTopic.get(record.topic);
      if (!messages) byTopic.set(record.topic, (messages = []));
      messages.push(toMessage(record));
    }
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    this.assertConnected();
    if (this.options.producerOnly) throw new Error('KafkaTransport: this client is producer-only');
    if (options.topics.length === 0) throw new Error('subscribe: at least one topic is required');
    const retry = { ...DEFAULT_RETRY, ...options.retry };
    if (retry.maxAttempts < 1) throw new Error('subscribe: retry.maxAttempts must be at least 1');

    // A join can fail on a rebalance racing it (the librdkafka test cluster answers some of those
    // with an error kafkajs reports as a protocol error): start afresh a few times before giving up.
    for (let attempt = 1; ; attempt++) {
      try {
        const member = await this.startMember(options, retry);
        this.members.add(member);
        return { close: () => this.leave(member) };
      } catch (error) {
        if (attempt >= JOIN_ATTEMPTS || !(error instanceof Error && error.name.startsWith('KafkaJS')))
          throw error;
        await sleep(300 * attempt, new AbortController().signal);
      }
    }
  }

  private async startMember(options: SubscribeOptions, retry: RetryPolicy): Promise<Member> {
    const consumer = this.kafka.consumer({
      groupId: options.group,
      allowAutoTopicCreation: true,
      ...(this.options.sessionTimeout !== undefined ? { sessionTimeout: this.options.sessionTimeout } : {}),
      ...(this.options.heartbeatInterval !== undefined
        ? { heartbeatInterval: this.options.heartbeatInterval }
        : {}),
      ...(this.options.maxWaitTimeInMs !== undefined
        ? { maxWaitTimeInMs: this.options.maxWaitTimeInMs }
        : {}),
    });
    const member: Member = {
      group: options.group,
      consumer,
      handler: options.handler,
      retry,
      wake: new AbortController(),
      inFlight: new Set(),
      closing: false,
    };

    let running = false;
    consumer.on(consumer.events.CRASH, (event) => {
      if (running && !event.payload.restart && !member.closing) this.deadConsumer ??= event.payload.error;
    });
    const watch = this.joinWatch(consumer);
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: options.topics, fromBeginning: options.fromBeginning ?? true });
      await consumer.run({
        autoCommit: false,
        eachBatchAutoResolve: false,
        partitionsConsumedConcurrently: this.options.partitionsConsumedConcurrently ?? 1,
        eachBatch: (payload) => this.consumeBatch(member, payload),
      });
      await watch.joined;
      running = true;
    } catch (error) {
      watch.cancel();
      member.closing = true;
      await consumer.disconnect().catch(() => undefined);
      throw error;
    }
    return member;
  }

  async healthy(): Promise<boolean> {
    if (this.state !== 'connected' || this.deadConsumer) return false;
    try {
      const probe = async (): Promise<{ brokers: unknown[] }> => {
        // Connected on demand (a no-op once connected), so a broker that was away comes back.
        await this.admin.connect();
        return this.admin.describeCluster();
      };
      const cluster = await withTimeout(probe(), this.options.healthTimeoutMs ?? 2_000);
      return cluster.brokers.length > 0;
    } catch {
      return false;
    }
  }

  async disconnect(): Promise<void> {
    if (this.state !== 'connected') {
      this.state = 'disconnected';
      return;
    }
    this.state = 'disconnected';
    await Promise.allSettled([...this.members].map((m) => this.leave(m)));
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
  }

  private assertConnected(): void {
    if (this.state !== 'connected')
      throw new Error(`KafkaTransport is ${this.state === 'new' ? 'not connected yet' : 'disconnected'}`);
  }

  /**
   * Settles on this consumer's first GROUP_JOIN, i.e. once it owns partitions and is about to
   * fetch, so a caller that publishes right after `subscribe()` cannot race the join.
   */
  private joinWatch(consumer: Consumer): { joined: Promise<void>; cancel: () => void } {
    const timeoutMs = this.options.joinTimeoutMs ?? 60_000;
    const stops: Array<() => void> = [];
    const cancel = (): void => {
      for (const stop of stops.splice(0)) stop();
    };
    const joined = new Promise<void>((resolve, reject) => {
      const finish = (error?: Error): void => {
        cancel();
        if (error) reject(error);
        else resolve();
      };
      const timer = setTimeout(
        () => finish(new Error(`KafkaTransport: no group join within ${timeoutMs} ms`)),
        timeoutMs,
      );
      stops.push(() => clearTimeout(timer));
      stops.push(consumer.on(consumer.events.GROUP_JOIN, () => finish()));
      stops.push(
        consumer.on(consumer.events.CRASH, (event) => {
          if (!event.payload.restart) finish(event.payload.error);
        }),
      );
    });
    // Handled here too: it may reject while subscribe() is still awaiting connect or run.
    joined.catch(() => undefined);
    return { joined, cancel };
  }

  private async consumeBatch(member: Member, payload: EachBatchPayload): Promise<void> {
    const { batch, resolveOffset, heartbeat, commitOffsetsIfNecessary, isRunning, isStale, pause } = payload;
    for (const message of batch.messages) {
      if (member.closing) {
        // Paused so kafkajs does not keep fetching what this member will not handle before it leaves.
        pause();
        return;
      }
      if (!isRunning() || isStale()) return;

      const delivery = this.deliver(member, batch, message, heartbeat);
      member.inFlight.add(delivery);
      let outcome: Outcome;
      try {
        outcome = await delivery;
      } finally {
        member.inFlight.delete(delivery);
      }
      if (outcome === 'abandoned') {
        pause();
        return;
      }

      resolveOffset(message.offset);
      // Straight to the coordinator (no kafkajs retry loop, and still allowed while the consumer is
      // stopping, so a handler that finishes during close() is committed). A failure — typically a
      // rebalance — propagates, kafkajs rejoins, and the record comes again: at-least-once.
      await commitOffsetsIfNecessary({
        topics: [
          {
            topic: batch.topic,
            partitions: [{ partition: batch.partition, offset: nextOffset(message.offset) }],
          },
        ],
      });
      await heartbeat();
    }
  }

  private async deliver(
    member: Member,
    batch: Batch,
    message: KafkaMessage,
    heartbeat: () => Promise<void>,
  ): Promise<Outcome> {
    const record = fromMessage(batch.topic, message);
    for (let attempt = 1; ; attempt++) {
      try {
        await member.handler({ ...record, attempt });
        return 'done';
      } catch (error) {
        if (member.closing) return 'abandoned';
        if (attempt >= member.retry.maxAttempts) {
          await this.producer.sendBatch({
            acks: -1,
            topicMessages: [
              {
                topic: dlqTopic(record.topic),
                messages: [
                  toMessage({ ...record, headers: dlqHeaders(record, error, attempt, member.group) }),
                ],
              },
            ],
          });
          return 'done';
        }
        await this.backoff(member, heartbeat);
        if (member.closing) return 'abandoned';
      }
    }
  }

  /**
   * Sleeps between attempts while keeping the session alive. A heartbeat that reports a rebalance
   * throws out of the batch: kafkajs rejoins and the uncommitted record is handed out again.
   */
  private async backoff(member: Member, heartbeat: () => Promise<void>): Promise<void> {
    const slice = Math.max(50, Math.min(this.options.heartbeatInterval ?? 3_000, 1_000));
    let left = member.retry.backoffMs;
    while (left > 0 && !member.closing) {
      const step = Math.min(slice, left);
      await sleep(step, member.wake.signal);
      left -= step;
      if (!member.closing) await heartbeat();
    }
  }

  private leave(member: Member): Promise<void> {
    member.left ??= (async () => {
      member.closing = true;
      member.wake.abort();
      // The in-flight record first: its commit must reach the coordinator before the member leaves.
      await Promise.allSettled([...member.inFlight]);
      await member.consumer.disconnect();
      this.members.delete(member);
    })();
    return member.left;
  }
}

function toMessage(record: EventRecord): Message {
  return {
    key: record.key,
    value: Buffer.from(record.value.buffer, record.value.byteOffset, record.value.byteLength),
    headers: { ...record.headers },
  };
}

function fromMessage(topic: string, message: KafkaMessage): Required<EventRecord> {
  const value = message.value;
  return {
    topic,
    key: message.key?.toString('utf8') ?? '',
    value: value ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : new Uint8Array(0),
    headers: headerStrings(message.headers),
  };
}

/** kafkajs hands header values over as Buffers (arrays when a name repeats; the last one wins). */
function headerStrings(headers: IHeaders | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers ?? {})) {
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (value !== undefined) result[name] = typeof value === 'string' ? value : value.toString('utf8');
  }
  return result;
}

function nextOffset(offset: string): string {
  return (BigInt(offset) + 1n).toString();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
