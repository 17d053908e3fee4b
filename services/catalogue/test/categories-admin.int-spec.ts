import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { categoryIdForPath } from '../src/categories/category-id.js';
import {
  freshDatabase,
  listQuery,
  PROBLEM_JSON,
  startCatalogue,
  type CatalogueHarness,
} from './categories-harness.js';

const db: TestDatabase | null = await freshDatabase('catalogue categories (admin)');
const suite = db ? describe : describe.skip;

const names = (en: string) => ({ en, fr: `${en} (fr)`, ar: `${en} (ar)`, sw: `${en} (sw)` });

suite('catalogue: admin categories (simple-rest)', () => {
  let h: CatalogueHarness;
  let admin: string;
  const adminId = uuidv7();
  const base = '/api/v1/admin/categories';
  const count = async () => Number((await h.sql('select count(*) as n from catalogue.categories'))[0].n);

  beforeAll(async () => {
    h = await startCatalogue(db!);
    admin = await h.token('admin', adminId);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('is admin-only: no token 401, buyer and seller 403', async () => {
    expect((await h.api(base)).status).toBe(401);
    for (const role of ['buyer', 'seller', 'both'] as const) {
      const res = await h.api(base, { token: await h.token(role) });
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
    }
    const post = await h.api(base, {
      method: 'POST',
      token: await h.token('buyer'),
      json: { slug: 'hack', names: names('Hack') },
    });
    expect(post.status).toBe(403);
  });

  it('lists in the simple-rest contract: sort, range, filter, q, id list, Content-Range', async () => {
    const res = await h.api(`${base}${listQuery({ sort: ['path', 'ASC'], range: [0, 9] })}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    const total = await count();
    expect(res.headers.get('content-range')).toBe(`categories 0-9/${total}`);
    const page: any = await res.json();
    expect(page).toHaveLength(10);
    expect(page[0]).toMatchObject({ path: 'agriculture', depth: 0, retired: false, productCount: 0 });
    expect(page[0].names.sw).toBe('Kilimo');

    const top: any = await (
      await h.api(`${base}${listQuery({ filter: { depth: 0 }, sort: ['position', 'ASC'] })}`, {
        token: admin,
      })
    ).json();
    expect(top.map((c: any) => c.slug)).toEqual([
      'agriculture',
      'textiles',
      'electronics',
      'machinery',
      'food-beverage',
      'beauty-personal-care',
      'construction',
    ]);

    const ids = [categoryIdForPath('textiles/textile-products'), categoryIdForPath('construction/roofing')];
    const many: any = await (
      await h.api(`${base}${listQuery({ filter: { id: ids } })}`, { token: admin })
    ).json();
    expect(many.map((c: any) => c.path).sort()).toEqual([
      'construction/roofing',
      'textiles/textile-products',
    ]);

    // q searches every language's name: "karité" is French only.
    const q: any = await (
      await h.api(`${base}${listQuery({ filter: { q: 'karité' } })}`, { token: admin })
    ).json();
    expect(q.map((c: any) => c.path)).toEqual(['beauty-personal-care/shea-butter']);

    const children: any = await (
      await h.api(`${base}${listQuery({ filter: { parentId: categoryIdForPath('construction') } })}`, {
        token: admin,
      })
    ).json();
    expect(children.every((c: any) => c.path.startsWith('construction/'))).toBe(true);

    const bad = await h.api(`${base}${listQuery({ sort: ['names', 'ASC'] })}`, { token: admin });
    expect(bad.status).toBe(400);
    expect((await h.api(`${base}${listQuery({ filter: { colour: 'red' } })}`, { token: admin })).status).toBe(
      400,
    );
  });

  it('gets one; unknown id 404', async () => {
    const id = categoryIdForPath('electronics/solar-energy');
    const one: any = await (await h.api(`${base}/${id}`, { token: admin })).json();
    expect(one).toMatchObject({
      id,
      path: 'electronics/solar-energy',
      parentId: categoryIdForPath('electronics'),
    });
    const missing = await h.api(`${base}/${uuidv7()}`, { token: admin });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as any).code).toBe('categories.not_found');
  });

  it('creates under a parent and announces it', async () => {
    const res = await h.api(base, {
      method: 'POST',
      token: admin,
      json: { parentId: categoryIdForPath('agriculture/nuts-seeds'), slug: 'cashew', names: names('Cashew') },
    });
    expect(res.status).toBe(201);
    const created: any = await res.json();
    expect(created).toMatchObject({ slug: 'cashew', path: 'agriculture/nuts-seeds/cashew', depth: 2 });
    const events = await h.outbox('catalogue.category.created.v1');
    expect(events.at(-1)).toMatchObject({
      key: created.id,
      actorId: adminId,
      payload: {
        category: { categoryId: created.id, path: 'agriculture/nuts-seeds/cashew', names: names('Cashew') },
      },
    });
    // And the public tree shows it.
    const pub: any = await (await h.api('/api/v1/categories/agriculture/nuts-seeds')).json();
    expect(pub.children.map((c: any) => c.slug)).toContain('cashew');
  });

  it('refuses bad input with clear translated errors and stores nothing', async () => {
    const before = await count();
    const eventsBefore = (await h.outbox('catalogue.category.created.v1')).length;
    const cases: [unknown, number, string, string?][] = [
      [{ slug: 'Bad Slug', names: names('X') }, 400, 'validation.failed', 'slug'],
      [{ slug: 'ok-slug', names: { en: 'Only English' } }, 400, 'validation.failed', 'names.fr'],
      [
        { slug: 'ok-slug', names: names('X'), parentId: uuidv7() },
        400,
        'categories.parent_not_found',
        'parentId',
      ],
      [{ slug: 'ok-slug', names: names('X'), parentId: 'nope' }, 400, 'validation.failed', 'parentId'],
      [
        { slug: 'cocoa-coffee', names: names('X'), parentId: categoryIdForPath('agriculture') },
        409,
        'categories.slug_taken',
      ],
      [{ slug: 'agriculture', names: names('X') }, 409, 'categories.slug_taken'],
      [
        { slug: 'too-deep', names: names('X'), parentId: categoryIdForPath('agriculture/nuts-seeds/cashew') },
        400,
        'categories.too_deep',
      ],
    ];
    // The cashew id is v7, not path-derived: look it up.
    const [cashew] = await h.sql(
      "select id from catalogue.categories where path = 'agriculture/nuts-seeds/cashew'",
    );
    (cases[6]![0] as any).parentId = cashew.id;
    for (const [json, status, code, field] of cases) {
      const res = await h.api(`${base}?lang=fr`, { method: 'POST', token: admin, json });
      expect([JSON.stringify(json), res.status]).toEqual([JSON.stringify(json), status]);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      const problem: any = await res.json();
      expect(problem.code).toBe(code);
      expect(problem.detail).toMatch(/\S/);
      if (field) expect(problem.errors.map((e: any) => e.field)).toContain(field);
    }
    const slug: any = await (
      await h.api(`${base}?lang=fr`, {
        method: 'POST',
        token: admin,
        json: { slug: 'Bad Slug', names: names('X') },
      })
    ).json();
    expect(slug.errors.find((e: any) => e.field === 'slug' && e.code === 'matches').message).toMatch(
      /minuscules/,
    );
    expect(await count()).toBe(before);
    expect(await h.outbox('catalogue.category.created.v1')).toHaveLength(eventsBefore);
  });
});
