import { logLevel } from 'kafkajs';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { decodeEnvelope, decodePayload, isTopicName } from '@sokoni/contracts';
import { startEmbeddedPostgres, uuidv7 } from '@sokoni/platform/db';
import { createTestDatabase } from '@sokoni/platform/testing';
import {
  dlqTopic,
  InProcessTransport,
  KafkaTransport,
  type DeliveredRecord,
  type EventTransport,
} from '@sokoni/platform/events';
import { kafkaBrokersForTests, type KafkaTestCluster } from '@sokoni/platform/testing';
import {
  Gate,
  RETRY,
  RolledBackOnPurpose,
  Script,
  startConsumer,
  startProducer,
  waitFor,
  type AppOptions,
  type ConsumerApp,
  type ProducerApp,
} from './event-apps.harness.js';

/*
 * The event layer end to end on real servers: EventOutbox in the producer's transaction, the
 * OutboxRelay, a transport, and @OnEvent consumers with their inbox. The same scenarios run on the
 * in-process transport and on Kafka (the librdkafka mock cluster, or KAFKA_BROKERS), on a fresh
 * PostgreSQL database; and once more on the embedded PGlite, which is how the standalone run wires it.
 */

const TOPIC = 'identity.user.registered.v1';
const UPDATED = 'identity.user.profile_updated.v1';
const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

const adminUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgres = await createTestDatabase(adminUrl, 'sokoni_events');
const cluster = await kafkaBrokersForTests({ env: process.env });
// The SIGTERM scenario's consumer writes to a cache, as read models do: Redis real, as in the cache suites.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Database {
  url: string;
  sql<R extends object>(text: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

/** What one crash takes down. In-process: the bus its apps share. Kafka: nothing but the apps. */
interface Proc {
  transport(clientId: string, role: 'producer' | 'consumer'): Pick<AppOptions, 'transport' | 'ownsTransport'>;
  /** A raw client for reading dead letters; connected. */
  reader(clientId: string): Promise<{ transport: EventTransport; release(): Promise<void> }>;
  end(): Promise<void>;
}

interface World {
  label: string;
  tag: string;
  kind: 'in-process' | 'kafka';
  /** Why the world cannot run here, if it cannot. */
  unavailable?: string;
  database(): Promise<Database>;
  process(): Promise<Proc>;
}

const observer = (url: string, stop: () => Promise<void> = () => Promise.resolve()): Database => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    url,
    sql: async <R extends object>(text: string, params: unknown[] = []) =>
      (await pool.query<R>(text, params)).rows,
    close: async () => {
      await pool.end();
      await stop();
    },
  };
};

const onPostgres = (): Promise<Database> => Promise.resolve(observer(postgres!.url));

const inProcess = (): Promise<Proc> => {
  const bus = new InProcessTransport();
  return bus.connect().then(() => ({
    // The standalone run shares one bus and lets no app connect or disconnect it.
    transport: () => ({ transport: bus, ownsTransport: false }),
    reader: () => Promise.resolve({ transport: bus, release: () => Promise.resolve() }),
    end: () => bus.disconnect(),
  }));
};

const kafka = (c: KafkaTestCluster): (() => Promise<Proc>) => {
  const onMock = c.source === 'mock';
  const client = (clientId: string, role: 'producer' | 'consumer'): KafkaTransport =>
    new KafkaTransport({
      clientId,
      brokers: c.brokers,
      producerOnly: role === 'producer',
      // The mock cannot hand kafkajs a producer id (infra/kafka-mock/README.md).
      idempotent: !onMock,
      // The mock completes a rebalance only after sessionTimeout - 1 s.
      sessionTimeout: onMock ? 3_000 : 6_000,
      heartbeatInterval: 300,
      maxWaitTimeInMs: 100,
      logLevel: logLevel.NOTHING,
    });
  return () =>
    Promise.resolve({
      transport: (clientId, role) => ({ transport: client(clientId, role), ownsTransport: true }),
      reader: async (clientId) => {
        const transport = client(clientId, 'consumer');
        await transport.connect();
        return { transport, release: () => transport.disconnect() };
      },
      end: () => Promise.resolve(),
    });
};

const worlds: World[] = [
  {
    label: 'in-process transport on PostgreSQL',
    tag: 'ip',
    kind: 'in-process',
    ...(postgres ? {} : { unavailable: `no PostgreSQL at ${new URL(adminUrl).host}` }),
    database: onPostgres,
    process: inProcess,
  },
  {
    label: `Kafka (${cluster?.source ?? 'unavailable'}) on PostgreSQL`,
    tag: 'kf',
    kind: 'kafka',
    ...(!postgres
      ? { unavailable: `no PostgreSQL at ${new URL(adminUrl).host}` }
      : !cluster
        ? { unavailable: 'no Kafka cluster (set KAFKA_BROKERS, or install librdkafka-dev and a C compiler)' }
        : {}),
    database: onPostgres,
    process: cluster ? kafka(cluster) : inProcess,
  },
  {
    label: 'in-process transport on embedded PGlite (the standalone wiring)',
    tag: 'pgl',
    kind: 'in-process',
    database: async () => {
      const embedded = await startEmbeddedPostgres('memory://');
      return observer(embedded.url, () => embedded.stop());
    },
    process: inProcess,
  },
];

afterAll(async () => {
  await cluster?.stop();
  await postgres?.drop();
});

for (const world of worlds) {
  if (world.unavailable) {
    console.warn(`SKIP outbox/inbox integration tests (${world.label}): ${world.unavailable}`);
    describe.skip(world.label, () => {
      it(`skipped: ${world.unavailable}`, () => undefined);
    });
  } else {
    scenarios(world);
  }
}

interface Effect {
  event_id: string;
  label: string;
}

interface OutboxRow {
  id: string;
  published_at: Date | null;
  attempts: number;
  last_error: string | null;
}

function scenarios(w: World): void {
  describe(`outbox → relay → ${w.label} → inbox`, () => {
    let db: Database;
    /** App names for one scenario group: schemas are per database, services (groups) per cluster. */
    const names = (part: string) => ({
      producer: { schema: `${w.tag}_${part}_producer`, service: `t${run}-${w.tag}-${part}-producer` },
      consumer: { schema: `${w.tag}_${part}_consumer`, service: `t${run}-${w.tag}-${part}-consumer` },
    });

    const effects = (schema: string, userId: string): Promise<Effect[]> =>
      db.sql<Effect>(`select event_id, label from "${schema}".effects where aggregate_id = $1 order by seq`, [
        userId,
      ]);
    const outbox = (schema: string, userId: string): Promise<OutboxRow[]> =>
      db.sql<OutboxRow>(
        `select id, published_at, attempts, last_error from "${schema}".outbox where key = $1 order by id`,
        [userId],
      );
    const inboxed = async (schema: string, eventId: string): Promise<number> => {
      const [row] = await db.sql<{ n: number }>(
        `select count(*)::int as n from "${schema}".inbox where event_id = $1`,
        [eventId],
      );
      return row!.n;
    };

    beforeAll(async () => {
      db = await w.database();
    });

    afterAll(async () => {
      await db?.close();
    });

    describe('while both services run', () => {
      const n = names('main');
      const script = new Script();
      let proc: Proc;
      let producer: ProducerApp;
      let consumer: ConsumerApp;
      let dlq: { records: DeliveredRecord[]; release(): Promise<void> };

      beforeAll(async () => {
        proc = await w.process();
        const startDlq = async () => {
          const reader = await proc.reader(`t${run}-${w.tag}-dlq`);
          const records: DeliveredRecord[] = [];
          const subscription = await reader.transport.subscribe({
            group: `t${run}-${w.tag}.dead-letters`,
            topics: [dlqTopic(TOPIC), dlqTopic(UPDATED)],
            handler: (record) => {
              records.push(record);
              return Promise.resolve();
            },
          });
          const release = async (): Promise<void> => {
            await subscription.close();
            await reader.release();
          };
          return { records, release };
        };
        // Started side by side: on Kafka each group join takes seconds.
        [producer, consumer, dlq] = await Promise.all([
          startProducer({ url: db.url, ...n.producer, ...proc.transport(n.producer.service, 'producer') }),
          startConsumer({
            url: db.url,
            ...n.consumer,
            ...proc.transport(n.consumer.service, 'consumer'),
            script,
          }),
          startDlq(),
        ]);
      });

      afterAll(async () => {
        // Consumers first, as the standalone run does; then the producer; then the bus.
        await consumer?.app.close();
        await producer?.app.close();
        await dlq?.release();
        await proc?.end();
      });

      const deliveriesOf = (eventId: string) =>
        consumer.transport.deliveries
          .filter((d) => d.eventId === eventId)
          .map((d) => ({ attempt: d.attempt, outcome: d.outcome }));

      it('writes an event if and only if its transaction commits', async () => {
        const user = uuidv7();
        script.own(user);

        const failure = await producer.producer
          .produce([{ userId: user, label: 'rolled-back' }], { rollback: true })
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        expect(failure).toBeInstanceOf(RolledBackOnPurpose);
        const [ghost] = (failure as RolledBackOnPurpose).eventIds;
        const [kept] = await producer.producer.produce([{ userId: user, label: 'committed' }]);

        // Same key, created later: had the rolled-back event been sent, it would have arrived first.
        await waitFor('the committed event to take effect', async () =>
          (await effects(n.consumer.schema, user)).length > 0 ? true : undefined,
        );
        expect(
          await db.sql(`select label from "${n.producer.schema}".writes where user_id = $1`, [user]),
        ).toEqual([{ label: 'committed' }]);
        expect((await outbox(n.producer.schema, user)).map((r) => r.id)).toEqual([kept]);
        expect(producer.transport.sentIds([user])).toEqual([kept]);
        expect(consumer.transport.deliveries.filter((d) => d.key === user).map((d) => d.eventId)).toEqual([
          kept,
        ]);
        expect(await effects(n.consumer.schema, user)).toEqual([{ event_id: kept, label: 'committed' }]);
        expect(ghost).toBeDefined();
        expect(await inboxed(n.consumer.schema, ghost!)).toBe(0);
      });

      it('publishes in creation order per aggregate, and the consumer sees each key in that order', async () => {
        const users = [uuidv7(), uuidv7(), uuidv7()];
        script.own(...users);
        const expected = new Map(users.map((u) => [u, [] as string[]]));

        // Aggregates commit concurrently; each aggregate's own transactions follow one another, and
        // every third one carries two events.
        await Promise.all(
          users.map(async (user, u) => {
            for (let round = 1; round <= 6; round++) {
              const labels = round % 3 === 0 ? [`u${u}-r${round}a`, `u${u}-r${round}b`] : [`u${u}-r${round}`];
              await producer.producer.produce(
                labels.map((label) => ({ topic: UPDATED, userId: user, label })),
              );
              expected.get(user)!.push(...labels);
            }
          }),
        );

        for (const user of users) {
          const want = expected.get(user)!;
          const got = await waitFor(`${want.length} effects for ${user}`, async () => {
            const rows = await effects(n.consumer.schema, user);
            return rows.length >= want.length ? rows : undefined;
          });
          expect(got.map((e) => e.label)).toEqual(want);
          // The relay sent them in creation (id) order, each exactly once.
          const created = (await outbox(n.producer.schema, user)).map((r) => r.id);
          expect(producer.transport.sentIds([user])).toEqual(created);
          expect(sentLabels(producer, user)).toEqual(want);
          expect(got.map((e) => e.event_id)).toEqual(created);
        }
      });

      it('absorbs a redelivered record in the inbox: no second effect', async () => {
        const user = uuidv7();
        script.own(user);
        const [id] = await producer.producer.produce([{ userId: user, label: 'once' }]);
        await waitFor('the first delivery', () => (deliveriesOf(id!).length > 0 ? true : undefined));

        // The same outbox row again, as after a relay crash between publishing and marking it.
        await db.sql(`update "${n.producer.schema}".outbox set published_at = null where id = $1`, [id]);
        await waitFor('the relay to publish the row a second time', () =>
          producer.transport.sentIds([user]).length === 2 ? true : undefined,
        );
        await waitFor('the consumer to receive it a second time', () =>
          deliveriesOf(id!).length === 2 ? true : undefined,
        );

        expect(deliveriesOf(id!)).toEqual([
          { attempt: 1, outcome: 'ok' },
          { attempt: 1, outcome: 'ok' },
        ]);
        expect(script.attemptsOf(id!)).toBe(1); // the handler itself ran once
        expect(await effects(n.consumer.schema, user)).toEqual([{ event_id: id, label: 'once' }]);
        expect(await inboxed(n.consumer.schema, id!)).toBe(1);
      });

      it('retries a handler that throws twice, and ends with exactly one effect', async () => {
        const user = uuidv7();
        script.own(user).plan('flaky', { failTimes: 2 });
        const [id] = await producer.producer.produce([{ userId: user, label: 'flaky' }]);

        await waitFor('the third attempt to succeed', () =>
          deliveriesOf(id!).some((d) => d.outcome === 'ok') ? true : undefined,
        );
        expect(deliveriesOf(id!)).toEqual([
          { attempt: 1, outcome: 'error' },
          { attempt: 2, outcome: 'error' },
          { attempt: 3, outcome: 'ok' },
        ]);
        // Each failed attempt wrote its effect and inbox row too; both were rolled back with it.
        expect(await effects(n.consumer.schema, user)).toEqual([{ event_id: id, label: 'flaky' }]);
        expect(await inboxed(n.consumer.schema, id!)).toBe(1);
        expect(dlq.records.filter((r) => r.key === user)).toEqual([]);
      });

      it('dead-letters an event whose handler always throws, with the error, and goes on', async () => {
        const user = uuidv7();
        script.own(user).plan('poison', { alwaysFail: true });
        const [poison] = await producer.producer.produce([{ userId: user, label: 'poison' }]);
        const [next] = await producer.producer.produce([{ userId: user, label: 'after-poison' }]);

        // Same key, so the same partition: the next event is handled only if the poison one let go.
        await waitFor('the event behind the poison one to take effect', async () =>
          (await effects(n.consumer.schema, user)).length > 0 ? true : undefined,
        );
        const dead = await waitFor('the dead letter', () =>
          dlq.records.find((r) => decodeEnvelope(r.value).id === poison),
        );

        expect(dead.topic).toBe(`${TOPIC}.dlq`);
        expect(dead.key).toBe(user);
        expect(dead.headers).toMatchObject({
          'x-dlq-original-topic': TOPIC,
          'x-dlq-attempts': String(RETRY.maxAttempts),
          'x-dlq-group': `${n.consumer.service}.effects`,
          'x-event-id': poison,
        });
        expect(dead.headers['x-dlq-error']).toContain('always failing: refusing poison');
        expect(deliveriesOf(poison!)).toEqual(
          Array.from({ length: RETRY.maxAttempts }, (_, i) => ({ attempt: i + 1, outcome: 'error' })),
        );
        expect(await effects(n.consumer.schema, user)).toEqual([{ event_id: next, label: 'after-poison' }]);
        expect(await inboxed(n.consumer.schema, poison!)).toBe(0);
      });
    });

    /**
     * THE KILL TEST. A producer commits an event; the consumer goes down before it has handled it
     * (`mid-handler`: killed while its handler is inside its transaction; `while-down`: not running
     * when the producer commits); then everything starts again, as after a crash or a redeploy, and
     * the effect must happen exactly once. Kafka keeps the record, and the consumer never committed
     * its offset; the in-process bus dies with the process, so only the outbox still has it, because
     * the relay marks a row published only once a consumer group confirmed it.
     */
    const killAndRestart = async (mode: 'mid-handler' | 'while-down'): Promise<void> => {
      const n = names(mode === 'mid-handler' ? 'kill' : 'down');
      const user = uuidv7();
      const gate = new Gate();
      const stoppers: Array<() => Promise<void>> = [];
      const stopAll = async (): Promise<void> => {
        while (stoppers.length > 0) await stoppers.pop()!();
      };
      try {
        const first = await w.process();
        stoppers.push(() => first.end());
        const producer = await startProducer({
          url: db.url,
          ...n.producer,
          ...first.transport(`${n.producer.service}-1`, 'producer'),
        });
        stoppers.push(() => producer.app.close());
        const consumer = await startConsumer({
          url: db.url,
          ...n.consumer,
          ...first.transport(`${n.consumer.service}-1`, 'consumer'),
          script: new Script().own(user).plan('gated', { gate }),
        });
        stoppers.push(() => consumer.app.close());
        // The kill: once the consumer starts going down, its blocked handler dies inside its
        // transaction, as it would with the process; nothing of that transaction commits.
        consumer.transport.onSubscriptionClosing(() => gate.fail(new Error('killed mid-handler')));

        // One event handled normally first, so the group has a committed position to resume from.
        const [before] = await producer.producer.produce([{ userId: user, label: 'before' }]);
        await waitFor('the first event to take effect', () =>
          consumer.transport.deliveries.some((d) => d.eventId === before && d.outcome === 'ok')
            ? true
            : undefined,
        );

        let id: string | undefined;
        if (mode === 'mid-handler') {
          [id] = await producer.producer.produce([{ userId: user, label: 'gated' }]);
          // Committed, published, and now inside the consumer's handler transaction.
          await gate.entered.promise;
          await stoppers.pop()!(); // the consumer goes first
        } else {
          await stoppers.pop()!(); // the consumer is down before the producer commits
          [id] = await producer.producer.produce([{ userId: user, label: 'gated' }]);
        }
        // The producer's relay goes on for a while (in the standalone run it stops after the
        // consumers): it tries the row while no consumer is there to confirm it.
        await waitFor('the relay to have tried the row with no consumer up', async () => {
          const row = (await outbox(n.producer.schema, user)).find((r) => r.id === id);
          return row && (w.kind === 'kafka' ? row.published_at : row.attempts >= 2) ? true : undefined;
        });
        await stopAll();

        expect(await effects(n.consumer.schema, user)).toEqual([{ event_id: before, label: 'before' }]);
        expect(await inboxed(n.consumer.schema, id!)).toBe(0);
        const row = (await outbox(n.producer.schema, user)).find((r) => r.id === id);
        if (w.kind === 'in-process') {
          // The bus went with the process: only the outbox still has the event.
          expect(row).toMatchObject({ published_at: null, last_error: expect.stringMatching(/no member/) });
        } else {
          // The broker has it; the consumer never committed its offset past it.
          expect(row?.published_at).not.toBeNull();
        }

        const second = await w.process();
        stoppers.push(() => second.end());
        const again = await startConsumer({
          url: db.url,
          ...n.consumer,
          ...second.transport(`${n.consumer.service}-2`, 'consumer'),
          script: new Script().own(user),
        });
        stoppers.push(() => again.app.close());
        const restarted = await startProducer({
          url: db.url,
          ...n.producer,
          ...second.transport(`${n.producer.service}-2`, 'producer'),
        });
        stoppers.push(() => restarted.app.close());

        await waitFor('the effect after the restart', () =>
          again.transport.deliveries.some((d) => d.eventId === id && d.outcome === 'ok') ? true : undefined,
        );
        await waitFor('the outbox row to be confirmed', async () =>
          (await outbox(n.producer.schema, user)).every((r) => r.published_at) ? true : undefined,
        );
        await stopAll();

        expect(await effects(n.consumer.schema, user)).toEqual([
          { event_id: before, label: 'before' },
          { event_id: id, label: 'gated' },
        ]);
        expect(await inboxed(n.consumer.schema, id!)).toBe(1);
        // The event handled before the crash was not handed out again.
        expect(again.transport.deliveries.filter((d) => d.eventId === before)).toEqual([]);
      } finally {
        gate.open();
        await stopAll().catch(() => undefined);
      }
    };

    it('KILL: a consumer killed mid-handler, after the producer committed, has the effect once after restart', () =>
      killAndRestart('mid-handler'));

    it('KILL: a consumer that was down when the producer committed has the effect once after restart', () =>
      killAndRestart('while-down'));

    /**
     * SIGTERM, where the KILL tests crash: the consumer app is closed while its handler waits, and
     * the handler then goes on — writing to the cache too, which the app closes in its shutdown — and
     * commits. That record is done: the group's next member is not handed it again.
     */
    it('SIGTERM: a consumer closed mid-handler finishes and commits it; its successor does not get it again', async () => {
      const n = names('term');
      const user = uuidv7();
      const gate = new Gate();
      const proc = await w.process();
      const stoppers: Array<() => Promise<void>> = [() => proc.end()];
      const stopAll = async (): Promise<void> => {
        while (stoppers.length > 0) await stoppers.pop()!();
      };
      try {
        const producer = await startProducer({
          url: db.url,
          ...n.producer,
          ...proc.transport(`${n.producer.service}-1`, 'producer'),
        });
        stoppers.push(() => producer.app.close());
        const consumer = await startConsumer({
          url: db.url,
          ...n.consumer,
          ...proc.transport(`${n.consumer.service}-1`, 'consumer'),
          redisUrl,
          script: new Script().own(user).plan('gated', { gate, thenCache: true }),
        });
        const closing = Promise.withResolvers<void>();
        consumer.transport.onSubscriptionClosing(() => closing.resolve());

        const [id] = await producer.producer.produce([{ userId: user, label: 'gated' }]);
        await gate.entered.promise;
        const closed = consumer.app.close();
        await closing.promise;
        gate.open();
        await closed;

        expect(consumer.transport.deliveries.filter((d) => d.eventId === id)).toEqual([
          expect.objectContaining({ attempt: 1, outcome: 'ok' }),
        ]);
        expect(await inboxed(n.consumer.schema, id!)).toBe(1);

        const successor = await startConsumer({
          url: db.url,
          ...n.consumer,
          ...proc.transport(`${n.consumer.service}-2`, 'consumer'),
          script: new Script().own(user),
        });
        stoppers.push(() => successor.app.close());
        // Same key, so same partition: a redelivered 'gated' would come before this one.
        const [after] = await producer.producer.produce([{ userId: user, label: 'after' }]);
        await waitFor('the next event at the successor', () =>
          successor.transport.deliveries.some((d) => d.eventId === after && d.outcome === 'ok')
            ? true
            : undefined,
        );
        expect(successor.transport.deliveries.filter((d) => d.eventId === id)).toEqual([]);
        expect(await effects(n.consumer.schema, user)).toEqual([
          { event_id: id, label: 'gated' },
          { event_id: after, label: 'after' },
        ]);
      } finally {
        gate.open();
        await stopAll().catch(() => undefined);
      }
    });
  });
}

function sentLabels(app: ProducerApp, user: string): string[] {
  return app.transport.sent
    .filter((r) => r.key === user)
    .map((r) => {
      const envelope = decodeEnvelope(r.value);
      if (!isTopicName(envelope.type)) throw new Error(`unknown topic ${envelope.type}`);
      return (decodePayload(envelope.type, envelope.payload) as { fullName: string }).fullName;
    });
}
