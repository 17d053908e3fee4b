import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sokoni/platform/testing';
import { assignVariant } from '../src/experiments/assignment.js';
import {
  freshDatabase,
  startExperiments,
  type ExperimentsHarness,
  type Json,
} from './experiments-harness.js';

const db: TestDatabase | null = await freshDatabase('analytics: experiment assignments');
const suite = db ? describe : describe.skip;

const PROBLEM = /^application\/problem\+json/;
const HERO = {
  key: 'hero_cta_test',
  trafficPercent: 100,
  variants: [
    { key: 'control', weight: 50 },
    { key: 'variant_a', weight: 50 },
  ],
};
const LAYOUT = {
  key: 'product_layout_test',
  trafficPercent: 50,
  variants: [
    { key: 'grid', weight: 50 },
    { key: 'list', weight: 50 },
  ],
};

/** An anonymous id whose own hero variant is `variant`. */
function anonymousIdWith(variant: string | null, layout?: string | null): string {
  for (;;) {
    const id = randomUUID();
    if (assignVariant(HERO, id) === variant && (layout === undefined || assignVariant(LAYOUT, id) === layout))
      return id;
  }
}
const other = (v: string | null) => (v === 'control' ? 'variant_a' : 'control');

/** Server-decided, sticky variants: per anonymous id before sign-in, per user after it. */
suite('analytics: experiment assignments', () => {
  let h: ExperimentsHarness;
  const rowsOf = (subject: string) =>
    h.query<{ key: string; variant: string | null; user_id: string | null }>(
      `select e.key, a.variant, a.user_id from analytics.assignment a join analytics.experiment e on e.id = a.experiment_id
       where a.subject = $1 order by e.key`,
      [subject],
    );

  beforeAll(async () => {
    h = await startExperiments(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('answers every running experiment, decides by the hash, and stores the answer on first ask', async () => {
    const id = anonymousIdWith('variant_a', null);
    const first = await h.assignments(id);
    expect(first).toEqual({ hero_cta_test: 'variant_a', product_layout_test: null });
    expect(await h.assignments(id)).toEqual(first);
    expect(await h.assignments(id.toUpperCase())).toEqual(first);
    expect(await rowsOf(id)).toEqual([
      { key: 'hero_cta_test', variant: 'variant_a', user_id: null },
      { key: 'product_layout_test', variant: null, user_id: null },
    ]);
  });

  it('keeps the stored answer, not a fresh hash: a stored row wins', async () => {
    const id = anonymousIdWith('control');
    await h.assignments(id);
    await h.query(
      `update analytics.assignment set variant = 'variant_a' where subject = $1
       and experiment_id = (select id from analytics.experiment where key = 'hero_cta_test')`,
      [id],
    );
    expect((await h.assignments(id)).hero_cta_test).toBe('variant_a');
  });

  it('makes concurrent first asks agree, with one row per experiment', async () => {
    const id = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => h.assignments(id)));
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(await rowsOf(id)).toHaveLength(2);
  });

  it('refuses a bad anonymous id with a localized 422 and stores nothing', async () => {
    const before = await h.query<{ n: number }>('select count(*)::int as n from analytics.assignment');
    for (const q of ['anonymousId=not-a-uuid', 'anonymousId=', '']) {
      const res = await h.api(`/api/v1/analytics/assignments?${q}`, { lang: 'fr' });
      expect(res.status).toBe(422);
      expect(res.headers.get('content-type')).toMatch(PROBLEM);
      const body = (await res.json()) as Json;
      expect(body.code).toBe('analytics.bad_anonymous_id');
      expect(body.detail).toBe("L'identifiant anonyme doit être un UUID.");
    }
    expect(await h.query('select count(*)::int as n from analytics.assignment')).toEqual(before);
  });

  it('carries the variant over at sign-in: another device of the same user gets the same one', async () => {
    const user = await h.user('buyer');
    const phone = anonymousIdWith('variant_a', 'list');
    expect(await h.assignments(phone)).toEqual({ hero_cta_test: 'variant_a', product_layout_test: 'list' });
    const linked = await h.api('/api/v1/analytics/identify', {
      token: user.token,
      json: { anonymousId: phone },
    });
    expect(linked.status).toBe(204);
    expect((await rowsOf(phone)).map((r) => r.user_id)).toEqual([user.id, user.id]);

    // The laptop's own hash says control and outside the layout test; the user's variant wins.
    const laptop = anonymousIdWith('control', null);
    expect(await h.assignments(laptop, user.token)).toEqual({
      hero_cta_test: 'variant_a',
      product_layout_test: 'list',
    });
    // Signed out again on the laptop: the link made by the signed-in ask still finds the user.
    expect(await h.assignments(laptop)).toEqual({ hero_cta_test: 'variant_a', product_layout_test: 'list' });
    // No second row for the user: the laptop never got one of its own.
    expect(await rowsOf(laptop)).toEqual([]);
    const userRows = await h.query('select 1 from analytics.assignment where user_id = $1', [user.id]);
    expect(userRows).toHaveLength(2);
  });

  it('lets the user’s earlier variant win over a device that had its own before sign-in', async () => {
    const user = await h.user('buyer');
    const first = anonymousIdWith('variant_a');
    await h.assignments(first, user.token);
    const tablet = anonymousIdWith('control');
    expect((await h.assignments(tablet)).hero_cta_test).toBe('control');
    expect(
      (await h.api('/api/v1/analytics/identify', { token: user.token, json: { anonymousId: tablet } }))
        .status,
    ).toBe(204);
    expect((await h.assignments(tablet)).hero_cta_test).toBe('variant_a');
    expect((await h.assignments(tablet, user.token)).hero_cta_test).toBe('variant_a');
    // The tablet's own row stays as it was, unclaimed: the user's is the one counted.
    expect((await rowsOf(tablet)).find((r) => r.key === 'hero_cta_test')).toEqual({
      key: 'hero_cta_test',
      variant: 'control',
      user_id: null,
    });
  });

  it('gives a user signing in for the first time the variant their anonymous id already had', async () => {
    const user = await h.user('seller');
    const id = anonymousIdWith('control');
    const before = await h.assignments(id);
    expect(await h.assignments(id, user.token)).toEqual(before);
    expect((await rowsOf(id)).every((r) => r.user_id === user.id)).toBe(true);
    // Identify again, and with another casing: nothing changes.
    for (const anonymousId of [id, id.toUpperCase()])
      expect(
        (await h.api('/api/v1/analytics/identify', { token: user.token, json: { anonymousId } })).status,
      ).toBe(204);
    expect(
      await h.query('select user_id from analytics.identity_link where anonymous_id = $1', [id]),
    ).toEqual([{ user_id: user.id }]);
  });

  it('gives one user asking from two new devices at once one assignment', async () => {
    const user = await h.user('buyer');
    const a = anonymousIdWith('control');
    const b = anonymousIdWith(other('control'));
    const [x, y] = await Promise.all([h.assignments(a, user.token), h.assignments(b, user.token)]);
    expect(x).toEqual(y);
    const rows = await h.query<{ key: string; n: number }>(
      `select e.key, count(*)::int as n from analytics.assignment a join analytics.experiment e on e.id = a.experiment_id
       where a.user_id = $1 group by e.key order by e.key`,
      [user.id],
    );
    expect(rows).toEqual([
      { key: 'hero_cta_test', n: 1 },
      { key: 'product_layout_test', n: 1 },
    ]);
  });

  it('requires a token and a valid id to identify', async () => {
    const anonymousId = randomUUID();
    expect((await h.api('/api/v1/analytics/identify', { json: { anonymousId } })).status).toBe(401);
    const user = await h.user('buyer');
    const bad = await h.api('/api/v1/analytics/identify', {
      token: user.token,
      json: { anonymousId: 'abc' },
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Json).errors[0]).toMatchObject({ field: 'anonymousId' });
    expect(await h.query('select 1 from analytics.identity_link where user_id = $1', [user.id])).toEqual([]);
  });

  it.each([
    ['DNT: 1', { dnt: '1' }],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
  ])('with %s answers the hash’s variants but stores and links nothing', async (_, signal) => {
    const user = await h.user('buyer');
    const id = anonymousIdWith('variant_a', 'grid');
    const count = () =>
      h.query<{ a: number; l: number }>(
        `select (select count(*) from analytics.assignment)::int as a,
                (select count(*) from analytics.identity_link)::int as l`,
      );
    const before = await count();
    for (const token of [undefined, user.token]) {
      const res = await h.api(`/api/v1/analytics/assignments?anonymousId=${id}`, { token, headers: signal });
      expect(res.status).toBe(200);
      // Sticky without a row: the same id gets the same variants on every ask.
      expect(((await res.json()) as Json).assignments).toEqual({
        hero_cta_test: 'variant_a',
        product_layout_test: 'grid',
      });
    }
    const identify = await h.api('/api/v1/analytics/identify', {
      token: user.token,
      json: { anonymousId: id },
      headers: signal,
    });
    expect(identify.status).toBe(204);
    expect(await count()).toEqual(before);
    expect(await rowsOf(id)).toEqual([]);
    expect(await h.query('select 1 from analytics.identity_link where user_id = $1', [user.id])).toEqual([]);
    // Without the signal the same asks store and link as usual (the check above could not pass by accident).
    await h.assignments(id, user.token);
    expect(await rowsOf(id)).toHaveLength(2);
  });

  it('answers only running experiments', async () => {
    await h.query(`update analytics.experiment set status = 'stopped' where key = 'product_layout_test'`);
    try {
      expect(Object.keys(await h.assignments(randomUUID()))).toEqual(['hero_cta_test']);
    } finally {
      await h.query(`update analytics.experiment set status = 'running' where key = 'product_layout_test'`);
    }
  });
});
