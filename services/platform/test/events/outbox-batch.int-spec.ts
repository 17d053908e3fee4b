import type { MikroORM } from '@mikro-orm/postgresql';
import { decodeEnvelope, decodePayload, type PayloadInit } from '@sokoni/contracts';
import { EVENT_TABLE_MIGRATIONS, migrateDatabase, openDatabase, uuidv7 } from '@sokoni/platform/db';
import { EventOutbox, EVENT_HEADERS, InProcessTransport } from '@sokoni/platform/events';
import { createTestDatabaseOrSkip } from '@sokoni/platform/testing';

/**
 * EventOutbox.addMany on real PostgreSQL: one statement for many events, each row exactly what
 * `add` would have written (envelope, key, headers), in the caller's transaction only.
 */
const db = await createTestDatabaseOrSkip('event outbox batches', 'sokoni_outbox_batch');
const suite = db ? describe : describe.skip;
const SCHEMA = 'batch_producer';
const TOPIC = 'identity.user.profile_updated.v1';

interface Row {
  id: string;
  topic: string;
  key: string;
  value: Buffer;
  headers: Record<string, string>;
  published_at: Date | null;
}

suite('EventOutbox.addMany (PostgreSQL)', () => {
  let orm: MikroORM;
  const outbox = new EventOutbox({ service: 'batcher', schema: SCHEMA, transport: new InProcessTransport() });
  const rows = (ids: string[]) =>
    orm.em
      .fork()
      .getConnection()
      .execute<Row[]>(
        `select * from ${SCHEMA}.outbox where id in (select jsonb_array_elements_text(?::jsonb)::uuid) order by id`,
        [JSON.stringify(ids)],
      );
  const person = (userId: string, n: number): PayloadInit<typeof TOPIC> => ({
    userId,
    email: `user${n}@example.com`,
    fullName: `Person ${n} — Ama Mensah`,
    locale: 'fr',
  });
  const decoded = (r: Row) => {
    const env = decodeEnvelope(new Uint8Array(r.value));
    return { env, payload: decodePayload(TOPIC, env.payload) };
  };

  beforeAll(async () => {
    orm = await openDatabase({
      schema: SCHEMA,
      url: db!.url,
      entities: [],
      migrations: [...EVENT_TABLE_MIGRATIONS],
    });
    await migrateDatabase(orm, SCHEMA);
  });
  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  it('writes every event of the batch as add would, with its own id, key and envelope', async () => {
    const users = Array.from({ length: 250 }, () => uuidv7());
    const single = uuidv7();
    const { ids, one } = await orm.em.fork().transactional(async (em) => ({
      ids: await outbox.addMany(
        em,
        TOPIC,
        users.map((u, i) => ({ aggregateId: u, payload: person(u, i) })),
        { actorId: 'staff-1' },
      ),
      one: await outbox.add(em, TOPIC, single, person(single, 999), { actorId: 'staff-1' }),
    }));
    expect(new Set(ids).size).toBe(users.length);
    const stored = await rows(ids);
    expect(stored).toHaveLength(users.length);
    const byId = new Map(stored.map((r) => [r.id, r]));
    users.forEach((u, i) => {
      const r = byId.get(ids[i]!)!;
      expect(r).toMatchObject({ topic: TOPIC, key: u, published_at: null });
      const { env, payload } = decoded(r);
      expect(env).toMatchObject({
        id: ids[i],
        type: TOPIC,
        producer: 'batcher',
        aggregateId: u,
        actorId: 'staff-1',
      });
      expect(payload).toMatchObject({
        userId: u,
        email: `user${i}@example.com`,
        fullName: `Person ${i} — Ama Mensah`,
      });
      expect(r.headers).toEqual({
        [EVENT_HEADERS.eventId]: ids[i],
        [EVENT_HEADERS.correlationId]: env.correlationId,
        [EVENT_HEADERS.producer]: 'batcher',
      });
    });
    // The same shape as a row add wrote in that transaction: only the values differ.
    const [reference] = await rows([one]);
    expect(Object.keys(reference!.headers).sort()).toEqual(Object.keys(stored[0]!.headers).sort());
    expect(decoded(reference!).env.actorId).toBe('staff-1');
  });

  it('writes nothing when the transaction rolls back, and nothing for an empty batch', async () => {
    const user = uuidv7();
    let ids: string[] = [];
    await expect(
      orm.em.fork().transactional(async (em) => {
        ids = await outbox.addMany(em, TOPIC, [{ aggregateId: user, payload: person(user, 1) }]);
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    expect(ids).toHaveLength(1);
    expect(await rows(ids)).toEqual([]);
    expect(await orm.em.fork().transactional((em) => outbox.addMany(em, TOPIC, []))).toEqual([]);
  });
});
