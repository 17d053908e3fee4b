import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { uuidv7 } from '@sokoni/platform/db';
import { DeadLetterStore, EventMetrics, InProcessTransport } from '@sokoni/platform/events';
import { createTestDatabaseOrSkip } from '@sokoni/platform/testing';
import {
  Script,
  startConsumer,
  startProducer,
  waitFor,
  type ConsumerApp,
  type ProducerApp,
} from './event-apps.harness.js';

/*
 * The event gauges against the tables they describe: the outbox backlog as the relay measures it,
 * and open dead letters as a scrape counts them.
 */

const db = await createTestDatabaseOrSkip('event metrics', 'sokoni_event_metrics');
const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

(db ? describe : describe.skip)('event metrics', () => {
  const schemas = { producer: 'em_producer', consumer: 'em_consumer' };
  const services = { producer: `t${run}-em-producer`, consumer: `t${run}-em-consumer` };
  const script = new Script();
  let bus: InProcessTransport;
  let producer: ProducerApp;
  let consumer: ConsumerApp;
  let pool: pg.Pool;

  beforeAll(async () => {
    bus = new InProcessTransport();
    await bus.connect();
    pool = new pg.Pool({ connectionString: db!.url, max: 2 });
    consumer = await startConsumer({
      url: db!.url,
      schema: schemas.consumer,
      service: services.consumer,
      transport: bus,
      ownsTransport: false,
      script,
    });
    producer = await startProducer({
      url: db!.url,
      schema: schemas.producer,
      service: services.producer,
      transport: bus,
      ownsTransport: false,
    });
  });

  afterAll(async () => {
    await consumer?.app.close();
    await producer?.app.close();
    await bus?.disconnect();
    await pool?.end();
    await db?.drop();
  });

  const value = async (gauge: EventMetrics['outboxPending']): Promise<number | undefined> =>
    (await gauge.get()).values[0]?.value;
  const pendingRows = async (): Promise<number> =>
    (
      await pool.query<{ n: number }>(
        `select count(*)::int as n from "${schemas.producer}".outbox where published_at is null and set_aside_at is null`,
      )
    ).rows[0]!.n;

  it('counts the outbox rows waiting while the broker is away, and their age; both drop to 0 once sent', async () => {
    const metrics = producer.app.get(EventMetrics);
    const user = uuidv7();
    script.own(user);
    producer.transport.failPublish = () => new Error('connect ECONNREFUSED 127.0.0.1:9092');
    try {
      await producer.producer.produce([
        { userId: user, label: 'one' },
        { userId: user, label: 'two' },
      ]);
      await producer.producer.produce([{ userId: user, label: 'three' }]);
      await waitFor('the relay to measure three waiting rows', async () =>
        (await value(metrics.outboxPending)) === 3 ? true : undefined,
      );
      expect(await pendingRows()).toBe(3);
      await waitFor('the oldest row to age', async () =>
        ((await value(metrics.outboxOldestPending)) ?? 0) > 0.2 ? true : undefined,
      );
    } finally {
      producer.transport.failPublish = undefined;
    }
    await waitFor('the backlog to be sent', async () =>
      (await value(metrics.outboxPending)) === 0 ? true : undefined,
    );
    expect(await pendingRows()).toBe(0);
    expect(await value(metrics.outboxOldestPending)).toBe(0);
  });

  it('leaves the backlog to the replica holding the relay lease: the other reports 0', async () => {
    const replica = await startProducer({
      url: db!.url,
      schema: schemas.producer,
      service: services.producer,
      transport: bus,
      ownsTransport: false,
    });
    const apps = [producer, replica];
    // As a replica that held the lease before would have left it: its last reading.
    replica.app.get(EventMetrics).outboxPending.set(99);
    const away = () => new Error('connect ECONNREFUSED 127.0.0.1:9092');
    try {
      for (const app of apps) app.transport.failPublish = away;
      const user = uuidv7();
      script.own(user);
      await producer.producer.produce([1, 2, 3, 4].map((n) => ({ userId: user, label: `r${n}` })));
      const readings = async () =>
        (await Promise.all(apps.map((a) => value(a.app.get(EventMetrics).outboxPending)))).sort();
      // The holder measures after its failed pass, the other after its next lease attempt.
      await waitFor('one replica to report the four rows, the other none', async () => {
        const r = await readings();
        return r[0] === 0 && r[1] === 4 ? true : undefined;
      });
    } finally {
      for (const app of apps) app.transport.failPublish = undefined;
    }
    await waitFor('the backlog to be sent', async () => ((await pendingRows()) === 0 ? true : undefined));
    await replica.app.close();
  });

  it('counts open dead letters per group; a discarded one no longer counts', async () => {
    const metrics = consumer.app.get(EventMetrics);
    const store = consumer.app.get(DeadLetterStore);
    const group = `${services.consumer}.effects`;
    const open = async (): Promise<Record<string, number>> =>
      Object.fromEntries(
        (await metrics.deadLettersPending.get()).values.map((v) => [String(v.labels.group), v.value]),
      );
    expect(await open()).toEqual({});

    const user = uuidv7();
    script.own(user).plan('refused', { poison: true });
    await producer.producer.produce([{ userId: user, label: 'refused' }]);
    await producer.producer.produce([{ userId: user, label: 'refused' }]);
    const letters = await waitFor('two dead letters', async () => {
      const { rows } = await store.list({ group, status: 'open' }, { offset: 0, limit: 10 });
      return rows.length === 2 ? rows : undefined;
    });
    expect(await open()).toEqual({ [group]: 2 });

    expect(await store.markDiscarded(letters[0]!.id, 'staff-1', 'a test letter')).toBe(true);
    expect(await open()).toEqual({ [group]: 1 });
    expect(await store.markDiscarded(letters[1]!.id, 'staff-1', 'a test letter')).toBe(true);
    expect(await open()).toEqual({});
  });
});
