import { randomUUID } from 'node:crypto';
import { bodyFingerprint, IdempotencyRetention } from '@sokoni/platform/idempotency';
import { createTestDatabaseOrSkip } from '@sokoni/platform/testing';
import { SCHEMA } from './idempotency-app.harness.js';
import {
  replayed,
  startIdempotencyApp,
  until,
  type Answer,
  type IdempotencyTestApp,
} from './idempotency-client.js';

/*
 * The life of a claimed key on PostgreSQL: concurrent requests with one key (one runs, the others
 * get 409), a claim whose process died (taken over once its lock times out, and the late request
 * then stores nothing), and keys past their retention (run again, pruned).
 */

const db = await createTestDatabaseOrSkip('idempotency claims', 'sokoni_idem_claims');

(db ? describe : describe.skip)('Idempotency-Key: claims in flight, lock timeout and retention', () => {
  let app: IdempotencyTestApp;

  beforeAll(async () => {
    app = await startIdempotencyApp(db!);
  });

  afterAll(async () => {
    await app?.stop();
    await db?.drop();
  });

  it('lets exactly one of concurrent requests run; the others get 409 until it has answered', async () => {
    const key = randomUUID();
    const label = `race-${randomUUID()}`;
    const arrived = app.work.arrivals.length;
    const racing = Array.from({ length: 5 }, () => app.post('/t/slow', { label }, { key }));
    await app.work.arrived(arrived + 1);
    // Four answer while the winner is held at its gate; then it is let through.
    const losers: Answer[] = [];
    for (const p of racing) void p.then((a) => losers.push(a));
    await until(() => losers.length === 4);
    expect(losers.map((a) => [a.status, a.json.code])).toEqual(Array(4).fill([409, 'idempotency.in_flight']));
    expect(losers[0]!.headers.get('retry-after')).toBe('1');
    expect(app.work.count(`slow:${label}`)).toBe(1);

    app.work.arrivals.find((a) => a.label === label)!.open();
    const answers = await Promise.all(racing);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(app.work.count(`slow:${label}`)).toBe(1);
    const winner = answers.find((a) => a.status === 201)!;
    // A retry after the answer gets the answer, not a 409.
    const retry = await app.post('/t/slow', { label }, { key });
    expect(retry.status).toBe(201);
    expect(retry.text).toBe(winner.text);
    expect(app.work.count(`slow:${label}`)).toBe(1);
  });

  it('forgets a key past its retention: the request runs again', async () => {
    const key = randomUUID();
    const body = { sku: 'millet', qty: 4 };
    const first = await app.post('/t/orders', body, { key });
    const before = app.work.count(`create:${app.users.A}`);
    await app.h.sql.query(
      `update ${SCHEMA}.idempotency_key set created_at = now() - interval '25 hours' where idem_key = $1`,
      [key],
    );
    const second = await app.post('/t/orders', body, { key });
    expect(second.status).toBe(201);
    expect(replayed(second)).toBeNull();
    expect(second.json.run).toBe(before + 1);
    expect(second.text).not.toBe(first.text);
    expect(app.work.count(`create:${app.users.A}`)).toBe(before + 1);
    // Now the new answer is the one replayed.
    expect((await app.post('/t/orders', body, { key })).text).toBe(second.text);
  });

  it('prunes keys past their retention and keeps the others', async () => {
    const [old, fresh] = [randomUUID(), randomUUID()];
    await app.post('/t/orders', { sku: 'sorghum', qty: 1 }, { key: old });
    await app.post('/t/orders', { sku: 'sorghum', qty: 1 }, { key: fresh });
    await app.h.sql.query(
      `update ${SCHEMA}.idempotency_key set created_at = now() - interval '24 hours 1 minute' where idem_key = $1`,
      [old],
    );
    expect(await app.h.app.get(IdempotencyRetention).prune()).toBeGreaterThanOrEqual(1);
    expect(await app.keyRows(old)).toEqual([]);
    expect(await app.keyRows(fresh)).toHaveLength(1);
  });

  it('lets a retry take over a claim whose process died, once its lock has timed out', async () => {
    const body = { sku: 'cassava', qty: 2 };
    const insertClaim = (key: string, age: string) =>
      app.h.sql.query(
        `insert into ${SCHEMA}.idempotency_key
           (user_id, route, idem_key, request_hash, state, lock_token, created_at, locked_at)
         values ($1, 'POST /t/orders', $2, $3, 'in_flight', $4, now() - $5::interval, now() - $5::interval)`,
        [app.users.A, key, bodyFingerprint(body), randomUUID(), age],
      );
    const [stale, live] = [randomUUID(), randomUUID()];
    await insertClaim(stale, '61 seconds');
    await insertClaim(live, '5 seconds');
    const before = app.work.count(`create:${app.users.A}`);

    expect((await app.post('/t/orders', body, { key: live })).status).toBe(409);
    // Another body never takes over someone's claim, stale or not.
    expect((await app.post('/t/orders', { ...body, qty: 3 }, { key: stale })).status).toBe(422);
    expect(app.work.count(`create:${app.users.A}`)).toBe(before);

    const taken = await app.post('/t/orders', body, { key: stale });
    expect(taken.status).toBe(201);
    expect(app.work.count(`create:${app.users.A}`)).toBe(before + 1);
    expect((await app.post('/t/orders', body, { key: stale })).text).toBe(taken.text);
  });

  it('does not let a request that outlived its lock overwrite the answer of the one that took over', async () => {
    const key = randomUUID();
    const label = `late-${randomUUID()}`;
    const arrived = app.work.arrivals.length;
    const slowFirst = app.post('/t/slow', { label }, { key });
    await app.work.arrived(arrived + 1);
    await app.h.sql.query(
      `update ${SCHEMA}.idempotency_key set locked_at = now() - interval '2 minutes' where idem_key = $1`,
      [key],
    );
    const takeover = app.post('/t/slow', { label }, { key });
    await app.work.arrived(arrived + 2);
    const [first, second] = app.work.arrivals.slice(arrived);
    // The first one answers its own client, but the key is the second's now: nothing is stored.
    first!.open();
    const firstAnswer = await slowFirst;
    expect((await app.post('/t/slow', { label }, { key })).json?.code).toBe('idempotency.in_flight');
    second!.open();
    const secondAnswer = await takeover;
    expect([firstAnswer.json.run, secondAnswer.json.run]).toEqual([1, 2]);
    const replay = await app.post('/t/slow', { label }, { key });
    expect(replay.text).toBe(secondAnswer.text);
    expect(app.work.count(`slow:${label}`)).toBe(2);
  });
});
