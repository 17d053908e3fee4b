import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '@sokoni/platform/db';
import { createTestDatabaseOrSkip, type TestDatabase } from '@sokoni/platform/testing';
import {
  retryDelaySeconds,
  sqlDueWorkQueue,
  type DueRow,
  type DueWorkQueue,
} from '../src/payments/due-work-dispatcher.js';
import { SCHEMA } from '../src/trade.schema.js';

const db: TestDatabase | null = await createTestDatabaseOrSkip(
  'trade due-work queue',
  'sokoni_trade_due_test',
);
const suite = db ? describe : describe.skip;

interface ProbeRow extends DueRow {
  note: string;
}

/**
 * The SQL claim the refund and payout dispatchers share, on a table of the same shape as
 * order_refund and payout: which rows are due, one attempt at a time, and the back-off it sets.
 */
suite('trade: the due-work queue on PostgreSQL', () => {
  let orm: MikroORM;
  let queue: DueWorkQueue<ProbeRow>;
  const sql = <T>(text: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(text, params);
  const add = (id: string, status: string, dueInSeconds: number | null, attempts = 0) =>
    sql(
      `insert into ${SCHEMA}.due_probe (id, status, attempts, next_attempt_at, note)
       values (?, ?, ?, case when ?::int is null then null else now() + make_interval(secs => ?::int) end, ?)`,
      [id, status, attempts, dueInSeconds, dueInSeconds, `note ${id}`],
    );

  beforeAll(async () => {
    orm = await openDatabase({ schema: SCHEMA, url: db!.url, entities: [], migrations: [], poolMax: 12 });
    await sql(`create schema ${SCHEMA}`);
    await sql(`create table ${SCHEMA}.due_probe (
      id text primary key, status text not null, attempts integer not null default 0,
      next_attempt_at timestamptz, updated_at timestamptz not null default now() - interval '1 day', note text)`);
    queue = sqlDueWorkQueue<ProbeRow>(orm, 'due_probe', ['note']);
  });
  beforeEach(() => sql(`truncate ${SCHEMA}.due_probe`));
  afterAll(async () => {
    await orm?.close();
    await db?.drop();
  });

  it('lists the open rows that are due, longest waiting first, at most the limit', async () => {
    await add('newer', 'requested', -10);
    await add('oldest', 'pending', -300);
    await add('older', 'requested', -60);
    await add('future', 'requested', 60);
    await add('settled', 'succeeded', -900);
    await add('manual', 'manual', -900);
    await add('never', 'requested', null);
    expect(await queue.due(50)).toEqual(['oldest', 'older', 'newer']);
    expect(await queue.due(2)).toEqual(['oldest', 'older']);
  });

  it('a claim takes a due row once, counts the attempt and returns the columns asked for', async () => {
    await add('a', 'pending', -1, 2);
    expect(await queue.claim('a')).toEqual({ id: 'a', status: 'pending', attempts: 3, note: 'note a' });
    expect(await queue.claim('a')).toBeUndefined();
    expect(await queue.due(50)).toEqual([]);
    await add('future', 'requested', 60);
    await add('settled', 'failed', -60);
    await add('never', 'requested', null);
    for (const id of ['future', 'settled', 'never', 'missing']) expect(await queue.claim(id)).toBeUndefined();
    expect(await sql(`select id, attempts from ${SCHEMA}.due_probe where attempts > 0 order by id`)).toEqual([
      { id: 'a', attempts: 3 },
    ]);
  });

  it('ten attempts at once: one claims the row', async () => {
    await add('a', 'requested', -1);
    const claims = await Promise.all(Array.from({ length: 10 }, () => queue.claim('a')));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await sql(`select attempts from ${SCHEMA}.due_probe`)).toEqual([{ attempts: 1 }]);
  });

  it('pushes the next attempt back by the back-off of the attempts before: 30 s doubling, at most 6 h', async () => {
    const previous = [0, 1, 2, 5, 9, 10, 11, 40];
    for (const n of previous) await add(`a${n}`, 'requested', -1, n);
    for (const n of previous) expect(await queue.claim(`a${n}`)).toMatchObject({ attempts: n + 1 });
    const rows = await sql<{ id: string; wait: number; fresh: boolean }>(
      `select id, extract(epoch from next_attempt_at - updated_at)::int as wait,
         updated_at > now() - interval '1 minute' as fresh
       from ${SCHEMA}.due_probe`,
    );
    const waits = Object.fromEntries(rows.map((r) => [r.id, r.wait]));
    expect(previous.map((n) => waits[`a${n}`])).toEqual(previous.map(retryDelaySeconds));
    expect(previous.map(retryDelaySeconds)).toEqual([30, 60, 120, 960, 15_360, 21_600, 21_600, 21_600]);
    expect(rows.every((r) => r.fresh)).toBe(true);
  });
});
