import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { decodeEnvelope, decodePayload, encodeEnvelope, encodePayload, REDACTED } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import {
  DeadLetterReplayer,
  DeadLetterStore,
  InProcessTransport,
  type DeadLetter,
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
 * The dead-letter table and its replay, on PostgreSQL with the in-process transport (the outage
 * suite runs the same poison scenario on Kafka too).
 */

const db = await createTestDatabaseOrSkip('dead letters', 'sokoni_dead_letters');
const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

(db ? describe : describe.skip)('dead letters', () => {
  const schemas = { producer: 'dl_producer', consumer: 'dl_consumer' };
  const services = { producer: `t${run}-dl-producer`, consumer: `t${run}-dl-consumer` };
  const group = `${services.consumer}.effects`;
  const script = new Script();
  let bus: InProcessTransport;
  let producer: ProducerApp;
  let consumer: ConsumerApp;
  let store: DeadLetterStore;
  let replayer: DeadLetterReplayer;
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
    store = consumer.app.get(DeadLetterStore);
    replayer = consumer.app.get(DeadLetterReplayer);
  });

  afterAll(async () => {
    await consumer?.app.close();
    await producer?.app.close();
    await bus?.disconnect();
    await pool?.end();
    await db?.drop();
  });

  const effects = async (userId: string): Promise<string[]> =>
    (
      await pool.query<{ label: string }>(
        `select label from "${schemas.consumer}".effects where aggregate_id = $1 order by seq`,
        [userId],
      )
    ).rows.map((r) => r.label);

  const envelope = (topic: 'identity.user.password_reset_requested.v1', userId: string): Uint8Array =>
    encodeEnvelope({
      id: uuidv7(),
      type: topic,
      occurredAt: new Date(),
      producer: 'identity',
      aggregateId: userId,
      payload: encodePayload(topic, {
        userId,
        email: 'amina@example.test',
        fullName: 'Amina',
        locale: 'sw',
        resetUrl: 'https://sokoni.example/reset?token=s3cr3t-t0k3n',
      }),
    });

  it('stores a letter with its secret payload fields redacted, and one row per open event', async () => {
    const userId = uuidv7();
    const value = envelope('identity.user.password_reset_requested.v1', userId);
    const eventId = decodeEnvelope(value).id;
    const entry = {
      topic: 'identity.user.password_reset_requested.v1',
      consumerGroup: `${run}.mailer`,
      eventId,
      partition: 2,
      recordOffset: '41',
      key: userId,
      value,
      error: 'PoisonMessageError: invalid locale',
      errorKind: 'poison' as const,
      attempts: 1,
    };
    const id = await store.record(entry);
    // The same event again (a redelivery after a crash before the offset commit): same letter.
    expect(await store.record({ ...entry, attempts: 2, error: 'PoisonMessageError: again' })).toBe(id);

    const letter = (await store.get(id))!;
    expect(letter).toMatchObject({
      topic: entry.topic,
      consumerGroup: entry.consumerGroup,
      eventId,
      partition: 2,
      recordOffset: '41',
      key: userId,
      errorKind: 'poison',
      error: 'PoisonMessageError: again',
      attempts: 3,
      status: 'open',
      resolvedAt: null,
    });
    expect(Buffer.from(letter.payload).includes('s3cr3t-t0k3n')).toBe(false);
    const stored = decodeEnvelope(letter.payload);
    expect(stored.id).toBe(eventId);
    const payload = decodePayload('identity.user.password_reset_requested.v1', stored.payload);
    expect(payload).toMatchObject({ userId, fullName: 'Amina', resetUrl: REDACTED });
    // Its secret is gone, so replaying it would mail a dead link.
    expect(await replayer.replay(id, 'staff-1')).toMatchObject({
      outcome: 'not_replayable',
      reason: 'redacted_secret',
    });
  });

  it('lists with filters, sorting, paging and a total; resolves only open letters', async () => {
    const topic = `contract.${run}.listing`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(
        await store.record({
          topic,
          consumerGroup: i % 2 === 0 ? `${run}.even` : `${run}.odd`,
          eventId: uuidv7(),
          value: new Uint8Array([i]),
          error: `failure ${i}`,
          errorKind: i === 4 ? 'transient_exhausted' : 'poison',
          attempts: i + 1,
        }),
      );
    }
    const page = await store.list(
      { topic, group: `${run}.even` },
      { sort: { field: 'attempts', order: 'DESC' }, offset: 1, limit: 1 },
    );
    expect(page.total).toBe(3);
    expect(page.rows.map((r: DeadLetter) => r.attempts)).toEqual([3]);

    expect(await store.markDiscarded(ids[0]!, 'staff-1', 'test data, not a real event')).toBe(true);
    expect(await store.markDiscarded(ids[0]!, 'staff-2', 'again')).toBe(false);
    expect(await store.markReplayed(ids[0]!, 'staff-2')).toBe(false);
    expect(await store.get(ids[0]!)).toMatchObject({
      status: 'discarded',
      resolvedBy: 'staff-1',
      resolutionNote: 'test data, not a real event',
      resolvedAt: expect.any(Date),
    });
    const open = await store.list({ topic, status: 'open' }, { offset: 0, limit: 10 });
    expect(open.total).toBe(4);
    const future = await store.list({ topic, from: new Date(Date.now() + 60_000) }, { offset: 0, limit: 10 });
    expect(future).toEqual({ rows: [], total: 0 });
    expect(await store.get('not-a-uuid')).toBeUndefined();
    expect(await store.get(uuidv7())).toBeUndefined();
  });

  it('dead-letters a poison event at once, keeps it after a failed replay, replays it once fixed', async () => {
    const user = uuidv7();
    script.own(user).plan('invalid', { poison: true });
    const [poison] = await producer.producer.produce([{ userId: user, label: 'invalid' }]);
    const [after] = await producer.producer.produce([{ userId: user, label: 'after' }]);

    const letter = await waitFor('the dead letter in the table', async () => {
      const { rows } = await store.list({ group }, { offset: 0, limit: 10 });
      return rows.find((r) => r.eventId === poison);
    });
    expect(letter).toMatchObject({ errorKind: 'poison', attempts: 1, status: 'open', key: user });
    expect(letter.error).toContain('invalid event: refusing invalid');
    expect(script.attemptsOf(poison!)).toBe(1);
    await waitFor('the event behind it', async () =>
      (await effects(user)).includes('after') ? true : undefined,
    );
    expect(after).toBeDefined();

    const failed = await replayer.replay(letter.id, 'staff-1');
    expect(failed).toMatchObject({
      outcome: 'failed',
      letter: { errorKind: 'replay_failed', attempts: 2, status: 'open' },
    });

    script.fix('invalid');
    expect(await replayer.replay(letter.id, 'staff-1')).toMatchObject({
      outcome: 'replayed',
      letter: { status: 'replayed', resolvedBy: 'staff-1' },
    });
    expect(await effects(user)).toEqual(['after', 'invalid']);
    expect(await replayer.replay(letter.id, 'staff-1')).toMatchObject({ outcome: 'not_open' });
    expect(await replayer.replay(uuidv7(), 'staff-1')).toEqual({ outcome: 'not_found' });
    expect(await effects(user)).toEqual(['after', 'invalid']);
  });

  it('changes a status inside the caller’s transaction: rolled back with it', async () => {
    const id = await store.record({
      topic: `contract.${run}.unit-of-work`,
      consumerGroup: `${run}.unit-of-work`,
      eventId: uuidv7(),
      value: new Uint8Array([1]),
      error: 'x',
      errorKind: 'poison',
      attempts: 1,
    });
    const orm = consumer.app.get(MikroORM);
    const rollback = new Error('the audit write failed');
    await expect(
      orm.em.fork().transactional(async (em) => {
        expect(await store.markDiscarded(id, 'staff-1', 'not a real event', em)).toBe(true);
        // Read through the same EntityManager: the change is there, uncommitted.
        expect(await store.get(id, em)).toMatchObject({ status: 'discarded', resolvedBy: 'staff-1' });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await store.get(id)).toMatchObject({ status: 'open', resolvedBy: null, resolutionNote: null });

    await expect(
      orm.em.fork().transactional(async (em) => {
        expect(await store.markReplayed(id, 'staff-1', em)).toBe(true);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await store.get(id)).toMatchObject({ status: 'open' });
  });

  it('commits a replay’s outcome with the caller’s work or not at all; the effect stays single', async () => {
    const user = uuidv7();
    script.own(user).plan('atomic', { poison: true });
    const [poison] = await producer.producer.produce([{ userId: user, label: 'atomic' }]);
    const letter = await waitFor('the dead letter in the table', async () => {
      const { rows } = await store.list({ group }, { offset: 0, limit: 50 });
      return rows.find((r) => r.eventId === poison);
    });
    const broken = new Error('the audit write failed');

    // A failed replay whose work fails: the new error is not recorded either.
    await expect(replayer.replay(letter.id, 'staff-1', () => Promise.reject(broken))).rejects.toBe(broken);
    expect(await store.get(letter.id)).toMatchObject({ status: 'open', errorKind: 'poison', attempts: 1 });

    script.fix('atomic');
    const seen: unknown[] = [];
    await expect(
      replayer.replay(letter.id, 'staff-1', async (em, resolution) => {
        // The status change is visible through the EntityManager it hands over, not yet committed.
        seen.push((await store.get(letter.id, em))?.status, resolution.succeeded, resolution.letter.status);
        throw broken;
      }),
    ).rejects.toBe(broken);
    expect(seen).toEqual(['replayed', true, 'replayed']);
    // The handler's transaction committed; the letter's did not.
    expect(await effects(user)).toEqual(['atomic']);
    expect(await store.get(letter.id)).toMatchObject({ status: 'open', resolvedBy: null });

    // Again: the inbox has the event, so no second effect; this time the letter is marked.
    const written: string[] = [];
    expect(
      await replayer.replay(letter.id, 'staff-2', async (em, resolution) => {
        await em.execute('select 1');
        written.push(resolution.letter.resolvedBy ?? '');
      }),
    ).toMatchObject({ outcome: 'replayed', letter: { status: 'replayed', resolvedBy: 'staff-2' } });
    expect(written).toEqual(['staff-2']);
    expect(await effects(user)).toEqual(['atomic']);
  });

  it('refuses to replay to a group this service does not run', async () => {
    const id = await store.record({
      topic: 'identity.user.registered.v1',
      consumerGroup: `${run}.elsewhere`,
      value: new Uint8Array(0),
      error: 'x',
      errorKind: 'poison',
      attempts: 1,
    });
    expect(await replayer.replay(id)).toMatchObject({ outcome: 'no_handler' });
  });
});
