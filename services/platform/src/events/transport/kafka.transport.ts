import {
  Kafka,
  logLevel as KafkaLogLevel,
  Partitioners,
  type Admin,
  type Consumer,
  type EachBatchPayload,
  type KafkaConfig,
  type Message,
  type Producer,
  type logCreator,
} from 'kafkajs';
import { publishError } from './kafka-errors.js';
import { fromMessage, nextOffset, toMessage, withTimeout } from './kafka-messages.js';
import { kafkaLogCreator } from './kafka-log.js';
import { consumerLag } from './kafka-lag.js';
import type { KafkaSecurity } from './kafka-security.js';

import { attemptDelivery, type AttemptResult, type DeliverySite, type FailureState } from './delivery.js';
import {
  DEFAULT_RETRY,
  retryDelay,
  retryPolicy,
  type EventRecord,
  type EventTransport,
  type PartitionLag,
  type RetryPolicy,
  type SubscribeOptions,
  type Subscription,
} from './event-transport.port.js';
import { sleep } from './transport.util.js';

/** Attempts at joining a consumer group before subscribe() gives up. */
const JOIN_ATTEMPTS = 3;

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
  /**
   * How long the coordinator waits for every member to rejoin in a rebalance (kafkajs default 60 s).
   * A member that joins while another is leaving can wait this long, so tests on the mock shorten it.
   */
  rebalanceTimeout?: number;
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
  /** TLS towards the brokers (kafka-security.ts makes it from KAFKA_SSL / KAFKA_SSL_CA_FILE). */
  ssl?: KafkaSecurity['ssl'];
  /** SASL login (KAFKA_SASL_*); every client of this transport, the admin one too, uses it. */
  sasl?: KafkaSecurity['sasl'];
}

/** The kafkajs client settings of a transport: brokers, id, logging and the security options. */
export function kafkaClientConfig(options: KafkaTransportOptions): KafkaConfig {
  return {
    clientId: options.clientId,
    brokers: options.brokers,
    logLevel: options.logLevel ?? KafkaLogLevel.WARN,
    logCreator: options.logCreator ?? kafkaLogCreator,
    ...(options.ssl !== undefined ? { ssl: options.ssl } : {}),
    ...(options.sasl !== undefined ? { sasl: options.sasl } : {}),
  };
}

interface Member {
  readonly group: string;
  readonly topics: string[];
  readonly consumer: Consumer;
  readonly handler: SubscribeOptions['handler'];
  readonly deadLetter: SubscribeOptions['deadLetter'];
  readonly retry: RetryPolicy;
  readonly wake: AbortController;
  readonly inFlight: Set<Promise<AttemptResult>>;
  /** Per `topic:partition`, the record that failed transiently and is waiting for its next attempt. */
  readonly failures: Map<string, { offset: string; state: FailureState }>;
  /** Timers that resume a partition paused between attempts. */
  readonly resumes: Set<NodeJS.Timeout>;
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
 * here, not by kafkajs (which would restart the whole consumer on the same offset, DESIGN §7): a
 * poison record goes to `<topic>.dlq` at once; a transient failure pauses just that partition for
 * the backoff and then fetches the record again (delivery.ts has the rules). Committing per record
 * costs a round trip each; it keeps redelivery after a crash to the one record that was in flight.
 */
export class KafkaTransport implements EventTransport {
  readonly kind = 'kafka' as const;

  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly members = new Set<Member>();
  /**
   * A consumer kafkajs gave up on (it restarts only on retriable errors). Nothing in this process
   * brings it back, so liveness fails on it and the orchestrator restarts the process.
   */
  private deadConsumer: Error | undefined;
  private state: 'new' | 'connected' | 'disconnected' = 'new';
  private readonly connected = Promise.withResolvers<void>();
  /** Aborts background joins at disconnect(). */
  private readonly stopping = new AbortController();
  /** Subscriptions made before the broker could be reached, still waiting to join. */
  private readonly joining = new Set<Promise<void>>();

  constructor(private readonly options: KafkaTransportOptions) {
    if (options.brokers.length === 0) throw new Error('KafkaTransport: no brokers configured');
    const clientConfig = kafkaClientConfig(options);
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
    // Only health checks and lag metrics use the admin client; a probe wants a quick answer, not kafkajs's default
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
    this.connected.resolve();
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
    try {
      await this.producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
      });
    } catch (error) {
      throw publishError(error);
    }
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    if (this.state === 'disconnected') this.assertConnected();
    if (this.options.producerOnly) throw new Error('KafkaTransport: this client is producer-only');
    if (options.topics.length === 0) throw new Error('subscribe: at least one topic is required');
    const retry = retryPolicy(options.retry);
    if (this.state === 'new') return this.joinLater(options, retry);

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

  /**
   * A subscription made before the broker could be reached (a service starting during a broker
   * outage, see TransportLifecycle) is returned at once so the app still starts; its member joins
   * once connected, retrying with backoff, and healthy() stays false until it has.
   */
  private joinLater(options: SubscribeOptions, retry: RetryPolicy): Subscription {
    const abort = new AbortController();
    const signal = AbortSignal.any([abort.signal, this.stopping.signal]);
    let member: Member | undefined;
    const joined = (async () => {
      await Promise.race([
        this.connected.promise,
        new Promise((done) => signal.addEventListener('abort', done)),
      ]);
      for (let attempt = 1; !signal.aborted; attempt++) {
        try {
          member = await this.startMember(options, retry);
          this.members.add(member);
          return;
        } catch {
          await sleep(retryDelay(DEFAULT_RETRY, attempt), signal);
        }
      }
    })().finally(() => this.joining.delete(joined));
    this.joining.add(joined);
    return {
      close: async () => {
        abort.abort();
        await joined;
        if (member) await this.leave(member);
      },
    };
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
      ...(this.options.rebalanceTimeout !== undefined
        ? { rebalanceTimeout: this.options.rebalanceTimeout }
        : {}),
    });
    const member: Member = {
      group: options.group,
      topics: options.topics,
      consumer,
      handler: options.handler,
      deadLetter: options.deadLetter,
      retry,
      wake: new AbortController(),
      inFlight: new Set(),
      failures: new Map(),
      resumes: new Set(),
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

  /** For liveness: false once a consumer has crashed for good (see `deadConsumer`). */
  alive(): boolean {
    return this.deadConsumer === undefined;
  }

  async healthy(): Promise<boolean> {
    if (this.state !== 'connected' || this.deadConsumer || this.joining.size > 0) return false;
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

  /** The joined groups' lag, through the admin client (two requests per group and topic). */
  async consumerLag(): Promise<PartitionLag[]> {
    if (this.state !== 'connected') return [];
    const groups = new Map<string, string[]>();
    for (const m of this.members)
      groups.set(m.group, [...new Set([...(groups.get(m.group) ?? []), ...m.topics])]);
    return groups.size === 0 ? [] : consumerLag(this.admin, groups);
  }

  async disconnect(): Promise<void> {
    this.stopping.abort();
    await Promise.allSettled([...this.joining]);
    if (this.state !== 'connected') {
      this.state = 'disconnected';
      // A connect() still retrying in kafkajs must not leave a producer connected behind us.
      await this.producer.disconnect().catch(() => undefined);
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
    const partitionKey = `${batch.topic}:${batch.partition}`;
    for (const message of batch.messages) {
      if (member.closing) {
        // Paused so kafkajs does not keep fetching what this member will not handle before it leaves.
        pause();
        return;
      }
      if (!isRunning() || isStale()) return;

      const failed = member.failures.get(partitionKey);
      const delivery = attemptDelivery(
        this.site(member, heartbeat),
        {
          ...fromMessage(batch.topic, message),
          partition: batch.partition,
          offset: message.offset,
        },
        failed?.offset === message.offset ? failed.state : undefined,
      );
      member.inFlight.add(delivery);
      let result: AttemptResult;
      try {
        result = await delivery;
      } finally {
        member.inFlight.delete(delivery);
      }
      if (result.outcome === 'abandoned') {
        pause();
        return;
      }
      if (result.outcome === 'retry') {
        // Only this partition waits: it is paused, the rest of the batch dropped, and on resume
        // kafkajs fetches again from the first unresolved offset, i.e. this record. The session
        // stays alive through kafkajs's own fetch loop meanwhile, however long the pause.
        member.failures.set(partitionKey, { offset: message.offset, state: result.state });
        const resume = pause();
        const timer = setTimeout(() => {
          member.resumes.delete(timer);
          if (!member.closing) resume();
        }, result.delayMs);
        member.resumes.add(timer);
        return;
      }
      member.failures.delete(partitionKey);

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

  private site(member: Member, heartbeat: () => Promise<void>): DeliverySite {
    return {
      group: member.group,
      handler: member.handler,
      deadLetter: member.deadLetter,
      retry: member.retry,
      closing: () => member.closing,
      pause: (ms) => this.backoff(member, ms, heartbeat),
      publishDeadLetter: async (record) => {
        await this.producer.sendBatch({
          acks: -1,
          topicMessages: [{ topic: record.topic, messages: [toMessage(record)] }],
        });
      },
    };
  }

  /**
   * Sleeps inside the batch (only while dead-lettering is retried) while keeping the session
   * alive. A heartbeat that reports a rebalance throws out of the batch: kafkajs rejoins and the
   * uncommitted record is handed out again.
   */
  private async backoff(member: Member, ms: number, heartbeat: () => Promise<void>): Promise<void> {
    const slice = Math.max(50, Math.min(this.options.heartbeatInterval ?? 3_000, 1_000));
    let left = ms;
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
      for (const timer of member.resumes) clearTimeout(timer);
      member.resumes.clear();
      // The in-flight record first: its commit must reach the coordinator before the member leaves.
      await Promise.allSettled([...member.inFlight]);
      await member.consumer.disconnect();
      this.members.delete(member);
    })();
    return member.left;
  }
}
