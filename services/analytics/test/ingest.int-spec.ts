import { request as httpRequest } from 'node:http';
import { jest } from '@jest/globals';
import { uuidv7 } from '@sokoni/platform/db';
import {
  createTestDatabaseOrSkip,
  publishAs,
  startServiceForTest,
  type ServiceTestApp,
  type TestDatabase,
} from '@sokoni/platform/testing';
import { ExperimentTracking } from '../src/experiments/experiment-tracking.js';
import { AnalyticsModule, analyticsConfigSchema, type AnalyticsConfig } from '../src/index.js';

const db: TestDatabase | null = await createTestDatabaseOrSkip(
  'analytics: browser ingest',
  'sokoni_analytics_ingest_test',
);
const suite = db ? describe : describe.skip;

const PROBLEM = /^application\/problem\+json/;
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const MAX_BATCH = 5;
type Json = Record<string, any>;

interface StoredEvent {
  name: string;
  anonymous_id: string;
  user_id: string | null;
  country: string;
  category: string;
  seller_id: string | null;
  product_id: string | null;
  source: string;
  occurred_at: Date;
  props: Json;
}

/** The storefront tracker's endpoint as a browser (or a crawler, or an attacker) calls it. */
suite('analytics: browser ingest', () => {
  let h: ServiceTestApp<AnalyticsConfig>;
  const sellerId = uuidv7();
  const productId = uuidv7();
  const buyerId = uuidv7();
  let buyerToken: string;

  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  const event = (over: Json = {}): Json => ({
    name: 'page_view',
    occurredAt: ago(2_000),
    path: '/',
    ...over,
  });
  const post = (
    body: unknown,
    o: { headers?: Record<string, string>; token?: string; raw?: boolean } = {},
  ) => {
    const headers = new Headers({ 'user-agent': BROWSER, 'content-type': 'application/json', ...o.headers });
    if (o.token) headers.set('authorization', `Bearer ${o.token}`);
    return fetch(`${h.url}/api/v1/analytics/events`, {
      method: 'POST',
      headers,
      body: o.raw ? (body as string) : JSON.stringify(body),
    });
  };
  const stored = async (anonymousId: string): Promise<StoredEvent[]> =>
    (
      await h.sql.query<StoredEvent>(
        `select name, anonymous_id, user_id, country, category, seller_id, product_id, source, occurred_at, props
         from analytics.event where anonymous_id = $1 order by seq`,
        [anonymousId],
      )
    ).rows;
  const total = async (): Promise<number> =>
    (await h.sql.query<{ n: number }>('select count(*)::int as n from analytics.event')).rows[0]!.n;

  beforeAll(async () => {
    h = await startServiceForTest({
      service: 'analytics',
      configSchema: analyticsConfigSchema,
      db: db!,
      env: { ANALYTICS_CONSENT_MODE: 'opt-out', ANALYTICS_MAX_BATCH: String(MAX_BATCH) },
      module: (parts) => AnalyticsModule.forRoot({ ...parts, ownsTransport: false }),
    });
    // The read models other services' events feed (read-models/), written directly here.
    await h.sql.query(
      `insert into analytics.product (id, seller_id, category, title) values ($1, $2, 'agriculture', 'Coffee')`,
      [productId, sellerId],
    );
    await h.sql.query(`insert into analytics.user_profile (id, country, role) values ($1, 'TZ', 'buyer')`, [
      buyerId,
    ]);
    buyerToken = await h.issuer.sign({ role: 'buyer', sub: buyerId, expiresIn: '5m' });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('tells the storefront which consent mode applies', async () => {
    const res = await fetch(`${h.url}/api/v1/analytics/config`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ consentMode: 'opt-out' });
  });

  it('stores an anonymous batch whole, enriched with the product’s seller and category', async () => {
    const anonymousId = uuidv7();
    const unknownProduct = uuidv7();
    const res = await post({
      anonymousId,
      events: [
        event({ path: '/products?q=jane@example.com#reviews' }),
        event({ name: 'product_view', path: `/products/${productId}`, properties: { productId } }),
        event({ name: 'add_to_cart', properties: { productId: unknownProduct, quantity: 2 } }),
        event({
          name: 'experiment_exposure',
          properties: { experiment: 'hero_cta_test', variant: 'variant_a' },
        }),
      ],
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 4 });
    const rows = await stored(anonymousId);
    expect(
      rows.map((r) => [r.name, r.source, r.user_id, r.country, r.seller_id, r.product_id, r.category]),
    ).toEqual([
      ['page_view', 'browser', null, '', null, null, ''],
      ['product_view', 'browser', null, '', sellerId, productId, 'agriculture'],
      ['add_to_cart', 'browser', null, '', null, unknownProduct, ''],
      ['experiment_exposure', 'browser', null, '', null, null, ''],
    ]);
    expect(rows.map((r) => r.props)).toEqual([
      { path: '/products' },
      { path: '/products/:id', productId },
      { path: '/', productId: unknownProduct, quantity: 2 },
      { path: '/', experiment: 'hero_cta_test', variant: 'variant_a' },
    ]);
  });

  it('ties a signed-in user’s events to the user and their country', async () => {
    const anonymousId = uuidv7();
    const res = await post(
      { anonymousId, events: [event({ name: 'add_to_cart', properties: { productId, quantity: 1 } })] },
      { token: buyerToken },
    );
    expect(res.status).toBe(202);
    expect((await stored(anonymousId)).map((r) => [r.user_id, r.country, r.seller_id, r.category])).toEqual([
      [buyerId, 'TZ', sellerId, 'agriculture'],
    ]);
  });

  it('accepts the batch navigator.sendBeacon sends as text/plain', async () => {
    const anonymousId = uuidv7();
    const res = await post(JSON.stringify({ anonymousId, events: [event({ name: 'sign_up' })] }), {
      raw: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 1 });
    expect((await stored(anonymousId)).map((r) => r.name)).toEqual(['sign_up']);
  });

  it('attributes a beacon (no token) to the user its anonymous id was linked to at sign-in, until a newer sign-out', async () => {
    const linked = uuidv7();
    const stranger = uuidv7();
    const beacon = (anonymousId: string) =>
      post(JSON.stringify({ anonymousId, events: [event({ name: 'begin_checkout' })] }), {
        raw: true,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
    const identify = await fetch(`${h.url}/api/v1/analytics/identify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyerToken}` },
      body: JSON.stringify({ anonymousId: linked }),
    });
    expect(identify.status).toBe(204);

    expect((await beacon(linked)).status).toBe(202);
    expect((await beacon(stranger)).status).toBe(202);
    // The linked user, with the country of their profile; an id nobody signed in on stays anonymous.
    expect((await stored(linked)).map((r) => [r.user_id, r.country])).toEqual([[buyerId, 'TZ']]);
    expect((await stored(stranger)).map((r) => [r.user_id, r.country])).toEqual([[null, '']]);

    // Signed out (somewhere) after the link: that device's id no longer stands for the user…
    await publishAs(
      h.transport,
      'identity.session.revoked.v1',
      { userId: buyerId, sessionIds: [uuidv7()], reason: 'signed_out' },
      { producer: 'identity', occurredAt: new Date(Date.now() + 1_000) },
    );
    const signedOut = await h.sql.query(`select signed_out_at from analytics.user_profile where id = $1`, [
      buyerId,
    ]);
    expect(signedOut.rows[0]?.signed_out_at).toBeInstanceOf(Date);
    expect((await beacon(linked)).status).toBe(202);
    expect((await stored(linked)).map((r) => r.user_id)).toEqual([buyerId, null]);

    // …until they sign in on it again (the link is made anew).
    await h.sql.query(
      `update analytics.user_profile set signed_out_at = now() - interval '1 minute' where id = $1`,
      [buyerId],
    );
    await h.sql.query(
      `update analytics.identity_link set linked_at = now() - interval '2 minutes' where anonymous_id = $1`,
      [linked],
    );
    expect((await beacon(linked)).status).toBe(202);
    expect((await stored(linked)).map((r) => r.user_id)).toEqual([buyerId, null, null]);
    const again = await fetch(`${h.url}/api/v1/analytics/identify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyerToken}` },
      body: JSON.stringify({ anonymousId: linked }),
    });
    expect(again.status).toBe(204);
    expect((await beacon(linked)).status).toBe(202);
    expect((await stored(linked)).map((r) => [r.user_id, r.country])).toEqual([
      [buyerId, 'TZ'],
      [null, ''],
      [null, ''],
      [buyerId, 'TZ'],
    ]);
  });

  it('keeps search text normalised, and never an e-mail address or a phone number', async () => {
    const anonymousId = uuidv7();
    const search = (query: string) => event({ name: 'search', properties: { query, resultCount: 3 } });
    const res = await post({
      anonymousId,
      events: [search('  Green   COFFEE Beans '), search('jane.doe@example.com'), search('+254 712 345 678')],
    });
    expect(res.status).toBe(202);
    expect((await stored(anonymousId)).map((r) => r.props.query)).toEqual([
      'green coffee beans',
      '[redacted]',
      '[redacted]',
    ]);
  });

  it.each<[string, Record<string, string>]>([
    ['DNT: 1', { dnt: '1' }],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
    [
      'a crawler',
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ],
    [
      'a headless browser',
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36' },
    ],
  ])('answers %s with 202 and stores nothing', async (_, headers) => {
    const before = await total();
    const anonymousId = uuidv7();
    const res = await post({ anonymousId, events: [event()] }, { headers, token: buyerToken });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 0 });
    expect(await stored(anonymousId)).toEqual([]);
    expect(await total()).toBe(before);
  });

  it('treats a request without a User-Agent as a crawler', async () => {
    const anonymousId = uuidv7();
    const body = JSON.stringify({ anonymousId, events: [event()] });
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      // node:http sends no User-Agent of its own (fetch would).
      const req = httpRequest(`${h.url}/api/v1/analytics/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      req.on('error', reject);
      req.end(body);
    });
    expect([status, JSON.parse(text)]).toEqual([202, { accepted: 0 }]);
    expect(await stored(anonymousId)).toEqual([]);
  });

  describe('a bad batch: 422 naming the field, nothing of the batch stored', () => {
    const cases: [string, (anonymousId: string) => Json, string][] = [
      ['a malformed anonymous id', () => ({ anonymousId: 'visitor-1', events: [event()] }), 'anonymousId'],
      ['no events', (a) => ({ anonymousId: a, events: [] }), 'events'],
      [
        'more than the batch limit',
        (a) => ({ anonymousId: a, events: Array.from({ length: MAX_BATCH + 1 }, () => event()) }),
        'events',
      ],
      [
        'an unknown event name',
        (a) => ({ anonymousId: a, events: [event({ name: 'login' })] }),
        'events.0.name',
      ],
      [
        'an event over 72 hours old',
        (a) => ({ anonymousId: a, events: [event({ occurredAt: ago(73 * 3_600_000) })] }),
        'events.0.occurredAt',
      ],
      [
        'an event 10 minutes in the future',
        (a) => ({ anonymousId: a, events: [event({ occurredAt: ago(-10 * 60_000) })] }),
        'events.0.occurredAt',
      ],
      [
        'a time that is not ISO 8601',
        (a) => ({ anonymousId: a, events: [event({ occurredAt: 'Tue, 24 Nov 2026 10:00:00 GMT' })] }),
        'events.0.occurredAt',
      ],
      [
        'a path not starting with /',
        (a) => ({ anonymousId: a, events: [event({ path: 'https://example.com/' })] }),
        'events.0.path',
      ],
      [
        'a path over 512 characters',
        (a) => ({ anonymousId: a, events: [event({ path: `/${'p'.repeat(600)}` })] }),
        'events.0.path',
      ],
      [
        'a property the event does not take',
        (a) => ({ anonymousId: a, events: [event({ properties: { email: 'jane@example.com' } })] }),
        'events.0.properties.email',
      ],
      [
        'a product view without a valid product id',
        (a) => ({ anonymousId: a, events: [event({ name: 'product_view', properties: { productId: 42 } })] }),
        'events.0.properties.productId',
      ],
      [
        'a quantity over a million',
        (a) => ({
          anonymousId: a,
          events: [event({ name: 'add_to_cart', properties: { productId, quantity: 1_000_001 } })],
        }),
        'events.0.properties.quantity',
      ],
      [
        'a search query over 200 characters',
        (a) => ({
          anonymousId: a,
          events: [event({ name: 'search', properties: { query: 'q'.repeat(201) } })],
        }),
        'events.0.properties.query',
      ],
      [
        'a purchase with a bad checkout id',
        (a) => ({
          anonymousId: a,
          events: [event({ name: 'purchase', properties: { checkoutId: 'SK-1' } })],
        }),
        'events.0.properties.checkoutId',
      ],
      [
        'one good event and one bad',
        (a) => ({ anonymousId: a, events: [event(), event({ name: 'page_view', path: 'nope' })] }),
        'events.1.path',
      ],
      [
        'a field the batch does not have',
        (a) => ({ anonymousId: a, events: [event()], userEmail: 'jane@example.com' }),
        'userEmail',
      ],
      [
        '__proto__ among the properties',
        (a) => ({ anonymousId: a, events: [event({ properties: { ['__proto__']: { polluted: true } } })] }),
        'events.0.properties.__proto__',
      ],
      [
        'constructor among the properties',
        (a) => ({
          anonymousId: a,
          events: [
            event({
              name: 'search',
              properties: { query: 'rice', constructor: { prototype: { polluted: true } } },
            }),
          ],
        }),
        'events.0.properties.constructor',
      ],
    ];

    it.each(cases)('%s', async (_, batch, field) => {
      const before = await total();
      const anonymousId = uuidv7();
      const body = batch(anonymousId);
      // A computed `['__proto__']` key is an own property, so it is in the JSON as an attacker sends it.
      if (field.endsWith('__proto__'))
        expect(JSON.stringify(body)).toContain('"__proto__":{"polluted":true}');
      const res = await post(body);
      expect(res.status).toBe(422);
      expect(res.headers.get('content-type')).toMatch(PROBLEM);
      const problem = (await res.json()) as Json;
      expect(problem.code).toBe('analytics.invalid_batch');
      expect((problem.errors as Json[]).map((e) => e.field)).toContain(field);
      expect(await total()).toBe(before);
      expect(({} as Json).polluted).toBeUndefined();
    });
  });

  it('explains a refusal in the caller’s language', async () => {
    const res = await fetch(`${h.url}/api/v1/analytics/events`, {
      method: 'POST',
      headers: { 'user-agent': BROWSER, 'content-type': 'application/json', 'accept-language': 'fr' },
      body: JSON.stringify({ anonymousId: uuidv7(), events: [event({ occurredAt: ago(100 * 3_600_000) })] }),
    });
    expect(res.status).toBe(422);
    const problem = (await res.json()) as Json;
    expect(problem.detail).toMatch(/rien n’a été enregistré/);
    expect(problem.errors).toEqual([
      expect.objectContaining({ field: 'events.0.occurredAt', message: expect.stringMatching(/72 heures/) }),
    ]);
  });

  describe('hostile bodies', () => {
    it('refuses 2 MB as JSON or as text with 413', async () => {
      const before = await total();
      const huge = JSON.stringify({
        anonymousId: uuidv7(),
        events: [event({ path: `/${'x'.repeat(2 * 1024 * 1024)}` })],
      });
      for (const type of ['application/json', 'text/plain']) {
        const res = await post(huge, { raw: true, headers: { 'content-type': type } });
        expect([type, res.status]).toEqual([type, 413]);
        expect(res.headers.get('content-type')).toMatch(PROBLEM);
      }
      expect(await total()).toBe(before);
    });

    it('holds JSON to the route’s 64 kB, below the service-wide limit', async () => {
      const res = await post({
        anonymousId: uuidv7(),
        events: [event({ path: `/${'x'.repeat(100 * 1024)}` })],
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as Json).code).toBe('analytics.batch_too_large');
    });

    it.each<[string, string, string, number, string]>([
      [
        'a JSON list',
        'application/json',
        JSON.stringify([{ name: 'page_view' }]),
        422,
        'analytics.body_not_object',
      ],
      [
        'a JSON list as text',
        'text/plain',
        JSON.stringify([{ name: 'page_view' }]),
        422,
        'analytics.body_not_object',
      ],
      ['a JSON string', 'application/json', '"page_view"', 400, 'http.malformed_body'],
      ['text that is not JSON', 'text/plain', 'name=page_view', 400, 'http.malformed_body'],
      ['an empty text body', 'text/plain', '', 400, 'http.malformed_body'],
      [
        'text nested 5,000 levels deep',
        'text/plain',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
        400,
        'http.body_too_deep',
      ],
      [
        'a form',
        'application/x-www-form-urlencoded',
        'anonymousId=x',
        415,
        'analytics.unsupported_media_type',
      ],
    ])('refuses %s', async (_, type, body, status, code) => {
      const before = await total();
      const res = await post(body, { raw: true, headers: { 'content-type': type } });
      expect([res.status, ((await res.json()) as Json).code]).toEqual([status, code]);
      expect(res.headers.get('content-type')).toMatch(PROBLEM);
      expect(await total()).toBe(before);
    });
  });

  it('hands the batch to the experiments in the same transaction: when they fail, nothing is stored', async () => {
    const tracking = h.app.get(ExperimentTracking);
    const seen: unknown[] = [];
    const spy = jest.spyOn(tracking, 'onBrowserEvents').mockImplementation(async (em, batch) => {
      seen.push(batch);
      // The rows are visible inside the transaction the hook runs in...
      const rows = await em.execute<{ n: number }[]>(
        'select count(*)::int as n from analytics.event where anonymous_id = ?',
        [batch.anonymousId],
      );
      seen.push(rows[0]!.n);
      throw new Error('experiments down');
    });
    try {
      const anonymousId = uuidv7();
      const res = await post(
        { anonymousId, events: [event({ name: 'add_to_cart', properties: { productId, quantity: 4 } })] },
        { token: buyerToken },
      );
      expect(res.status).toBe(500);
      expect(seen).toEqual([
        {
          anonymousId,
          userId: buyerId,
          events: [
            { name: 'add_to_cart', occurredAt: expect.any(Date), properties: { productId, quantity: 4 } },
          ],
        },
        1,
      ]);
      // ...and gone with it.
      expect(await stored(anonymousId)).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});
