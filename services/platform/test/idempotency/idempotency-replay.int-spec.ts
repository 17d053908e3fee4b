import { randomUUID } from 'node:crypto';
import { createTestDatabaseOrSkip } from '@sokoni/platform/testing';
import { replayed, startIdempotencyApp, type IdempotencyTestApp } from './idempotency-client.js';

/*
 * Idempotency-Key with Stripe's semantics on a small service (the platform mounted by
 * servicePlatform with `idempotency: true`), against PostgreSQL: what is stored and replayed, what
 * is refused, and whose key is whose. Side effects are counted in the app, so "replayed" means the
 * handler did not run again.
 */

const db = await createTestDatabaseOrSkip('idempotency replay', 'sokoni_idem_replay');

(db ? describe : describe.skip)('Idempotency-Key: replay, scope and refusals', () => {
  let app: IdempotencyTestApp;

  beforeAll(async () => {
    app = await startIdempotencyApp(db!);
  });

  afterAll(async () => {
    await app?.stop();
    await db?.drop();
  });

  it('replays a 201 with the same status, headers and body, without running again', async () => {
    const key = randomUUID();
    const before = app.work.count(`create:${app.users.A}`);
    const first = await app.post('/t/orders', { sku: 'tea', qty: 3 }, { key });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ sku: 'tea', qty: 3, run: before + 1 });
    expect(first.headers.get('location')).toBe(`/t/orders/${first.json.id}`);
    expect(replayed(first)).toBeNull();

    // Same body with its keys in another order: the same request.
    const again = await app.post('/t/orders', { qty: 3, sku: 'tea' }, { key });
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(replayed(again)).toBe('true');
    expect(app.work.count(`create:${app.users.A}`)).toBe(before + 1);
    expect(await app.keyRows(key)).toEqual([
      { user_id: app.users.A, route: 'POST /t/orders', state: 'done' },
    ]);
  });

  it('runs every time without a key when the key is optional', async () => {
    const before = app.work.count(`create:${app.users.A}`);
    expect((await app.post('/t/orders', { sku: 'tea', qty: 1 })).status).toBe(201);
    expect((await app.post('/t/orders', { sku: 'tea', qty: 1 })).status).toBe(201);
    expect(app.work.count(`create:${app.users.A}`)).toBe(before + 2);
  });

  it.each([
    ['conflict', 409, 'test.out_of_stock'],
    ['unprocessable', 422, 'test.order_closed'],
    ['crash', 500, 'http.internal_server_error'],
  ])('stores a %s thrown after the work began and replays it exactly', async (outcome, status, code) => {
    const key = randomUUID();
    const order = `o-${randomUUID()}`;
    const first = await app.post(`/t/orders/${order}/reserve`, { outcome }, { key, lang: 'fr' });
    expect(first.status).toBe(status);
    expect(first.json).toMatchObject({ status, code });
    expect(first.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(app.work.count(`reserve:${order}`)).toBe(1);

    // Asked in English this time: still the answer the client got the first time, word for word.
    const again = await app.post(`/t/orders/${order}/reserve`, { outcome }, { key, lang: 'en' });
    expect(again.status).toBe(status);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(again.headers.get('content-language')).toBe('fr');
    expect(replayed(again)).toBe('true');
    expect(app.work.count(`reserve:${order}`)).toBe(1);
  });

  it('refuses the key with another body (422, localized) and runs nothing', async () => {
    const key = randomUUID();
    const first = await app.post('/t/orders', { sku: 'rice', qty: 2 }, { key });
    expect(first.status).toBe(201);
    const before = app.work.count(`create:${app.users.A}`);

    const details = new Set<string>();
    for (const lang of ['en', 'fr', 'ar', 'sw']) {
      const other = await app.post('/t/orders', { sku: 'rice', qty: 20 }, { key, lang });
      expect(other.status).toBe(422);
      expect(other.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(other.json).toMatchObject({ status: 422, code: 'idempotency.key_reused' });
      expect(other.json.detail).not.toMatch(/idempotency\.|unprocessable/i);
      expect(replayed(other)).toBeNull();
      details.add(other.json.detail);
    }
    expect(details.size).toBe(4);
    expect(app.work.count(`create:${app.users.A}`)).toBe(before);
    // The first answer is still the one kept.
    expect((await app.post('/t/orders', { sku: 'rice', qty: 2 }, { key })).text).toBe(first.text);
  });

  it('keeps the keys of one user out of sight of another', async () => {
    const key = randomUUID();
    const a = await app.post('/t/orders', { sku: 'maize', qty: 1 }, { key, user: 'A' });
    const beforeB = app.work.count(`create:${app.users.B}`);
    const b = await app.post('/t/orders', { sku: 'maize', qty: 1 }, { key, user: 'B' });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(replayed(b)).toBeNull();
    expect(app.work.count(`create:${app.users.B}`)).toBe(beforeB + 1);
    // B's own retry replays B's answer; another body from B is no conflict with A's use of the key.
    expect((await app.post('/t/orders', { sku: 'maize', qty: 1 }, { key, user: 'B' })).text).toBe(b.text);
    const other = randomUUID();
    await app.post('/t/orders', { sku: 'maize', qty: 1 }, { key: other, user: 'A' });
    expect((await app.post('/t/orders', { sku: 'okra', qty: 9 }, { key: other, user: 'B' })).status).toBe(
      201,
    );
    expect((await app.keyRows(key)).map((r) => r.user_id).sort()).toEqual([app.users.A, app.users.B].sort());
  });

  it('scopes a key to its route: another route, or another id on the same pattern, runs', async () => {
    const key = randomUUID();
    const [o1, o2] = [`o-${randomUUID()}`, `o-${randomUUID()}`];
    expect((await app.post('/t/orders', { sku: 'beans', qty: 1 }, { key })).status).toBe(201);
    const r1 = await app.post(`/t/orders/${o1}/reserve`, { outcome: 'ok' }, { key });
    const r2 = await app.post(`/t/orders/${o2}/reserve`, { outcome: 'ok' }, { key });
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect([replayed(r1), replayed(r2)]).toEqual([null, null]);
    expect([app.work.count(`reserve:${o1}`), app.work.count(`reserve:${o2}`)]).toEqual([1, 1]);
    // A trailing slash is the same route.
    const r1Again = await app.post(`/t/orders/${o1}/reserve/`, { outcome: 'ok' }, { key });
    expect(replayed(r1Again)).toBe('true');
    expect(app.work.count(`reserve:${o1}`)).toBe(1);
  });

  it('stores nothing for a request its validation refused: the corrected request may use the key', async () => {
    const key = randomUUID();
    const before = app.work.count(`create:${app.users.A}`);
    const refused = await app.post('/t/orders', { sku: 'tea', qty: 0 }, { key });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('validation.failed');
    expect(await app.keyRows(key)).toEqual([]);
    const fixed = await app.post('/t/orders', { sku: 'tea', qty: 1 }, { key });
    expect(fixed.status).toBe(201);
    expect(replayed(fixed)).toBeNull();
    expect(app.work.count(`create:${app.users.A}`)).toBe(before + 1);
  });

  it('requires the key where the route says so (400), and refuses a malformed key (400)', async () => {
    const before = app.work.count('checkout');
    const missing = await app.post('/t/checkout', { sku: 'tea', qty: 1 }, { lang: 'sw' });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ code: 'idempotency.key_missing' });
    expect(missing.json.errors).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })]);
    expect(missing.headers.get('content-language')).toBe('sw');

    for (const bad of ['k'.repeat(256), 'has space', 'clé', '']) {
      const refused = await app.post('/t/checkout', { sku: 'tea', qty: 1 }, { key: bad });
      expect([refused.status, refused.json.code]).toEqual([400, 'idempotency.key_invalid']);
    }
    expect(app.work.count('checkout')).toBe(before);
    const ok = await app.post('/t/checkout', { sku: 'tea', qty: 1 }, { key: 'k'.repeat(255) });
    expect(ok.status).toBe(201);
    expect(app.work.count('checkout')).toBe(before + 1);
    expect((await app.keyRows('has space')).length + (await app.keyRows('')).length).toBe(0);
  });

  it('refuses an unsigned request before any key is looked at', async () => {
    const key = randomUUID();
    const res = await fetch(`${app.h.url}/t/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ sku: 'tea', qty: 1 }),
    });
    expect(res.status).toBe(401);
    expect(await app.keyRows(key)).toEqual([]);
  });

  it('refuses to apply a key on a route anyone may call, rather than share answers between callers', async () => {
    const send = (key?: string) =>
      fetch(`${app.h.url}/t/public`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
        body: '{}',
      });
    expect((await send()).status).toBe(201);
    expect((await send(randomUUID())).status).toBe(500);
    expect(app.work.count('public')).toBe(1);
  });

  it('documents the header and its answers in the OpenAPI document', async () => {
    const doc: any = await (await fetch(`${app.h.url}/openapi.json`)).json();
    const header = (path: string) =>
      doc.paths[path].post.parameters.find((p: { name: string }) => p.name === 'Idempotency-Key');
    expect(header('/t/checkout')).toMatchObject({ in: 'header', required: true });
    expect(header('/t/orders')).toMatchObject({ in: 'header', required: false });
    expect(Object.keys(doc.paths['/t/orders'].post.responses)).toEqual(
      expect.arrayContaining(['409', '422']),
    );
  });
});
