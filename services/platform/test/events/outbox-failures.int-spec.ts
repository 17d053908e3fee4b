import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { decodeEnvelope, decodePayload, isTopicName } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import {
  EventMetrics,
  EventRetention,
  InProcessTransport,
  RecordRejectedError,
  type EventRecord,
} from '@sokoni/platform/events';
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
 * The outbox when something cannot go out: a row that never can (unknown topic, too large, refused
 * by the broker) is set aside and the rows behind it still go; a broker that is away holds every
 * row, in order, until it is back; handled rows are pruned after their retention.
 */

const db = await createTestDatabaseOrSkip('outbox failures', 'sokoni_outbox_failures');
const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const MAX_RECORD_BYTES = 4_000;

(db ? describe : describe.skip)('outbox failures', () => {
  const schemas = { producer: 'of_producer', consumer: 'of_consumer' };
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
      service: `t${run}-of-consumer`,
      transport: bus,
      ownsTransport: false,
      script,
    });
    producer = await startProducer({
      url: db!.url,
      schema: schemas.producer,
      service: `t${run}-of-producer`,
      transport: bus,
      ownsTransport: false,
      relay: { maxRecordBytes: MAX_RECORD_BYTES },
      retention: { outboxDays: 7, inboxDays: 30 },
    });
  });

  afterAll(async () => {
    await consumer?.app.close();
    await producer?.app.close();
    await bus?.disconnect();
    await pool?.end();
    await db?.drop();
  });

  const sql = async <R extends object>(text: string, params: unknown[] = []): Promise<R[]> =>
    (await pool.query<R>(text, params)).rows;
  const effects = async (userId: string): Promise<string[]> =>
    (
      await sql<{ label: string }>(
        `select label from "${schemas.consumer}".effects where aggregate_id = $1 order by seq`,
        [userId],
      )
    ).map((r) => r.label);
  const outboxRows = (userId: string) =>
    sql<{
      id: string;
      topic: string;
      published_at: Date | null;
      set_aside_at: Date | null;
      last_error: string | null;
    }>(
      `select id, topic, published_at, set_aside_at, last_error from "${schemas.producer}".outbox where key = $1 order by id`,
      [userId],
    );
  const setAsideCount = async (): Promise<number> => {
    const metric = await producer.app.get(EventMetrics).outboxSetAside.get();
    return metric.values.reduce((n, v) => n + v.value, 0);
  };
  const labelOf = (record: EventRecord): string => {
    const envelope = decodeEnvelope(record.value);
    if (!isTopicName(envelope.type)) return '';
    return (decodePayload(envelope.type, envelope.payload) as { fullName: string }).fullName;
  };

  it('sets aside rows of an unknown topic and oversized rows; the rows behind them go out', async () => {
    const user = uuidv7();
    script.own(user);
    const before = await setAsideCount();
    // All in one transaction, in this order: the bad rows sit between good ones of the same key.
    await producer.producer.produce([
      { userId: user, label: 'first' },
      { userId: user, label: 'x'.repeat(MAX_RECORD_BYTES) },
      { userId: user, label: 'second' },
    ]);
    // A row whose topic no contract knows, as an older or newer release could leave behind.
    await sql(
      `insert into "${schemas.producer}".outbox (id, topic, key, value) values ($1, 'identity.user.vanished.v0', $2, '\\x00')`,
      [uuidv7(), user],
    );
    await producer.producer.produce([{ userId: user, label: 'third' }]);

    await waitFor('the good rows to take effect', async () =>
      (await effects(user)).length >= 3 ? true : undefined,
    );
    expect(await effects(user)).toEqual(['first', 'second', 'third']);
    const rows = await outboxRows(user);
    const aside = rows.filter((r) => r.set_aside_at !== null);
    expect(aside).toHaveLength(2);
    expect(aside.every((r) => r.published_at === null)).toBe(true);
    expect(aside.map((r) => r.last_error).join('\n')).toMatch(/exceeds the 4000-byte limit/);
    expect(aside.map((r) => r.last_error).join('\n')).toMatch(/unknown topic identity\.user\.vanished\.v0/);
    expect(rows.filter((r) => r.set_aside_at === null).every((r) => r.published_at !== null)).toBe(true);
    expect(await setAsideCount()).toBe(before + 2);
  });

  it('sets aside a record the broker refuses, found by sending the batch row by row', async () => {
    const user = uuidv7();
    script.own(user);
    producer.transport.failPublish = (records) =>
      records.some((r) => labelOf(r) === 'refused')
        ? new RecordRejectedError('the broker refused the records (MESSAGE_TOO_LARGE)')
        : undefined;
    try {
      await producer.producer.produce(['a', 'refused', 'b', 'c'].map((label) => ({ userId: user, label })));
      await waitFor('the other rows to take effect', async () =>
        (await effects(user)).length >= 3 ? true : undefined,
      );
    } finally {
      producer.transport.failPublish = undefined;
    }
    expect(await effects(user)).toEqual(['a', 'b', 'c']);
    const refused = (await outboxRows(user)).filter((r) => r.set_aside_at !== null);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.last_error).toContain('MESSAGE_TOO_LARGE');
  });

  it('keeps every row, in order, while the broker is away, and sends them once it is back', async () => {
    const user = uuidv7();
    script.own(user);
    let refusals = 0;
    producer.transport.failPublish = () => {
      refusals++;
      return new Error('connect ECONNREFUSED 127.0.0.1:9092');
    };
    const labels = Array.from({ length: 12 }, (_, i) => `during-${i}`);
    try {
      for (const label of labels) await producer.producer.produce([{ userId: user, label }]);
      await waitFor('the relay to have failed a few times', () => (refusals >= 3 ? true : undefined));
      const rows = await outboxRows(user);
      expect(rows).toHaveLength(labels.length);
      expect(rows.every((r) => r.published_at === null && r.set_aside_at === null)).toBe(true);
      expect(rows[0]!.last_error).toContain('ECONNREFUSED');
      expect(await effects(user)).toEqual([]);
    } finally {
      producer.transport.failPublish = undefined;
    }
    // The relay backs off (200 ms doubling, jittered); the rows go at its next pass.
    await waitFor(
      'every row after the broker came back',
      async () => ((await effects(user)).length >= labels.length ? true : undefined),
      60_000,
    );
    expect(await effects(user)).toEqual(labels);
  }, 90_000);

  it('prunes published outbox rows and inbox rows past their retention, nothing else', async () => {
    const day = 86_400_000;
    const old = new Date(Date.now() - 40 * day);
    const recent = new Date(Date.now() - 2 * day);
    const ids = {
      oldPublished: uuidv7(),
      recentPublished: uuidv7(),
      oldPending: uuidv7(),
      oldAside: uuidv7(),
    };
    const insert = (id: string, published: Date | null, aside: Date | null, created: Date) =>
      sql(
        `insert into "${schemas.producer}".outbox (id, topic, key, value, created_at, published_at, set_aside_at)
         values ($1, 'identity.user.vanished.v0', 'k', '\\x00', $2, $3, $4)`,
        [id, created, published, aside],
      );
    // Unknown topic and set aside, so the running relay leaves even the pending one alone.
    await insert(ids.oldPublished, old, null, old);
    await insert(ids.recentPublished, recent, null, recent);
    await insert(ids.oldAside, null, old, old);
    const inbox = { old: uuidv7(), recent: uuidv7() };
    await sql(
      `insert into "${schemas.producer}".inbox (event_id, consumer_group, topic, handled_at) values ($1, 'g', 't', $2), ($3, 'g', 't', $4)`,
      [inbox.old, old, inbox.recent, recent],
    );

    const retention = producer.app.get(EventRetention);
    const pruned = await retention.prune();
    expect(pruned.outbox).toBeGreaterThanOrEqual(1);
    expect(pruned.inbox).toBeGreaterThanOrEqual(1);
    const left = (
      await sql<{ id: string }>(`select id from "${schemas.producer}".outbox where id = any($1)`, [
        Object.values(ids),
      ])
    ).map((r) => r.id);
    expect(left.sort()).toEqual([ids.recentPublished, ids.oldAside].sort());
    const inboxLeft = (
      await sql<{ event_id: string }>(
        `select event_id from "${schemas.producer}".inbox where event_id = any($1)`,
        [Object.values(inbox)],
      )
    ).map((r) => r.event_id);
    expect(inboxLeft).toEqual([inbox.recent]);
  });
});
