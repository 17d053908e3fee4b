import { logLevel } from 'kafkajs';
import pg from 'pg';
import {
  createEventTransport,
  InProcessTransport,
  KafkaTransport,
  type EventTransport,
} from '@sokoni/platform/events';
import type { KafkaTestCluster } from '@sokoni/platform/testing';
import type { AppOptions, ProducerApp } from './event-apps.harness.js';

/** One transport setting for the outage suites: the standalone bus, or Kafka. */
export interface World {
  label: string;
  tag: string;
  kind: 'in-process' | 'kafka';
  unavailable?: string;
  /** The transports of one scenario's apps; `end()` after the apps closed. */
  open(): Promise<Wiring>;
}

export interface Wiring {
  consumer(clientId: string): Pick<AppOptions, 'transport' | 'ownsTransport'>;
  /** Kafka: built by the production factory (createEventTransport), with acks=all and one request in flight. */
  producer(clientId: string): Pick<AppOptions, 'transport' | 'ownsTransport'>;
  end(): Promise<void>;
}

export function inProcessWorld(unavailable?: string): World {
  return {
    label: 'in-process transport on PostgreSQL',
    tag: 'ip',
    kind: 'in-process',
    ...(unavailable ? { unavailable } : {}),
    open: async () => {
      const bus = new InProcessTransport();
      await bus.connect();
      const shared = { transport: bus as EventTransport, ownsTransport: false };
      return { consumer: () => shared, producer: () => shared, end: () => bus.disconnect() };
    },
  };
}

/** Consumer settings that make the mock's group joins and fetches quick (infra/kafka-mock/README.md). */
export function testConsumer(cluster: Pick<KafkaTestCluster, 'brokers' | 'source'>, clientId: string) {
  return new KafkaTransport({
    clientId,
    brokers: cluster.brokers,
    idempotent: cluster.source !== 'mock',
    sessionTimeout: cluster.source === 'mock' ? 3_000 : 6_000,
    heartbeatInterval: 300,
    rebalanceTimeout: cluster.source === 'mock' ? 10_000 : 30_000,
    maxWaitTimeInMs: 100,
    logLevel: logLevel.NOTHING,
  });
}

export function kafkaWorld(cluster: KafkaTestCluster | null, unavailable?: string): World {
  const why =
    unavailable ?? (cluster ? undefined : 'no Kafka cluster (set KAFKA_BROKERS, or install librdkafka-dev)');
  return {
    label: `Kafka (${cluster?.source ?? 'unavailable'}) on PostgreSQL`,
    tag: 'kf',
    kind: 'kafka',
    ...(why ? { unavailable: why } : {}),
    open: () =>
      Promise.resolve({
        consumer: (clientId) => ({ transport: testConsumer(cluster!, clientId), ownsTransport: true }),
        producer: (clientId) => ({
          // The production factory; only idempotence is off on the mock (DESIGN §7).
          transport: createEventTransport({
            clientId,
            kafkaBrokers: cluster!.brokers,
            kafkaIdempotent: cluster!.source !== 'mock',
          }),
          ownsTransport: true,
        }),
        end: () => Promise.resolve(),
      }),
  };
}

/** Reads the database directly, past any proxy a test cuts. */
export interface Observer {
  sql<R extends object>(text: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

export function observe(url: string): Observer {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    sql: async <R extends object>(text: string, params: unknown[] = []) =>
      (await pool.query<R>(text, params)).rows,
    close: () => pool.end(),
  };
}

export interface Flow {
  /** Event ids committed, in order, per user. */
  readonly sent: Map<string, string[]>;
  readonly failedWrites: number;
  stop(): Promise<void>;
}

/** A steady stream of events, one every `everyMs`, round-robin over `users`. */
export function steadyFlow(producer: ProducerApp, users: string[], everyMs = 40): Flow {
  const sent = new Map(users.map((u) => [u, [] as string[]]));
  let stopped = false;
  let failedWrites = 0;
  const loop = (async () => {
    for (let i = 0; !stopped; i++) {
      const user = users[i % users.length]!;
      try {
        const [id] = await producer.producer.produce([{ userId: user, label: `e-${i}` }]);
        sent.get(user)!.push(id!);
      } catch {
        failedWrites++;
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    sent,
    get failedWrites() {
      return failedWrites;
    },
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

export interface Tally {
  sent: number;
  received: number;
  duplicates: number;
  /** Users whose effects arrived in another order than their events were committed. */
  outOfOrder: number;
}

/** Compares the effects a consumer wrote with what the flow committed. */
export async function tally(db: Observer, schema: string, flow: Pick<Flow, 'sent'>): Promise<Tally> {
  let sent = 0;
  let received = 0;
  let duplicates = 0;
  let outOfOrder = 0;
  for (const [user, ids] of flow.sent) {
    const rows = await db.sql<{ event_id: string }>(
      `select event_id from "${schema}".effects where aggregate_id = $1 order by seq`,
      [user],
    );
    const got = rows.map((r) => r.event_id);
    sent += ids.length;
    received += got.length;
    duplicates += got.length - new Set(got).size;
    if (got.join() !== ids.join()) outOfOrder++;
  }
  return { sent, received, duplicates, outOfOrder };
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
