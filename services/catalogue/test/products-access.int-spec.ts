import {
  listQuery,
  productBody,
  productFlow,
  startProducts,
  testDatabaseOrSkip,
  type Caller,
  type ProductsTestApp,
} from './products-test-app.js';

/** Ownership, public visibility, comparison and the admin moderation list, against real PostgreSQL. */
let t: ProductsTestApp;
let seller: Caller;
let admin: Caller;
let categoryId: string;

const db = await testDatabaseOrSkip('products access');
const suite = db ? describe : describe.skip;

beforeAll(async () => {
  // Jest runs no hook of a file whose tests are all skipped, so `db` is set here.
  t = await startProducts(db!);
  seller = await t.caller('seller');
  admin = await t.caller('admin');
  await t.supplier(seller.id, { name: 'Ashanti Cocoa Co-op', verified: true });
  categoryId = await t.category();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const { create, act, published } = productFlow(() => ({ t, seller, admin, categoryId }));

suite('ownership', () => {
  it('another seller cannot read a draft (404) nor change anything (403), and nothing changes', async () => {
    const p = await create();
    const intruder = await t.caller('seller');
    const before = await t.sql(`select * from catalogue.products where id = $1`, [p.id]);
    const outboxBefore = await t.sql(`select count(*)::int as n from catalogue.outbox`);
    expect((await t.api(`/api/v1/products/${p.id}`, { token: intruder.token })).status).toBe(404);
    const attempts = [
      t.api(`/api/v1/products/${p.id}`, {
        method: 'PATCH',
        token: intruder.token,
        json: { title: 'Mine now' },
      }),
      t.api(`/api/v1/products/${p.id}/submit`, { method: 'POST', token: intruder.token }),
      t.api(`/api/v1/products/${p.id}/archive`, { method: 'POST', token: intruder.token }),
      t.api(`/api/v1/products/${p.id}/images/0190a0b0-0000-7000-8000-000000000000.png`, {
        method: 'DELETE',
        token: intruder.token,
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('products.not_owner');
    }
    expect(await t.sql(`select * from catalogue.products where id = $1`, [p.id])).toEqual(before);
    expect(await t.sql(`select count(*)::int as n from catalogue.outbox`)).toEqual(outboxBefore);
  });

  it('buyers and admins cannot create products; sellers cannot moderate', async () => {
    const buyer = await t.caller('buyer');
    const [{ n: before }] = await t.sql(`select count(*)::int as n from catalogue.products`);
    for (const who of [buyer, admin]) {
      const res = await t.api('/api/v1/products', {
        method: 'POST',
        token: who.token,
        json: productBody(categoryId),
      });
      expect(res.status).toBe(403);
    }
    expect((await t.api('/api/v1/products', { method: 'POST', json: productBody(categoryId) })).status).toBe(
      401,
    );
    const [{ n: after }] = await t.sql(`select count(*)::int as n from catalogue.products`);
    expect(after).toBe(before);
    const p = await create();
    await act(p.id, 'submit', seller);
    expect(
      (await t.api(`/api/v1/admin/products/${p.id}/approve`, { method: 'POST', token: seller.token })).status,
    ).toBe(403);
    expect((await t.api('/api/v1/admin/products', { token: seller.token })).status).toBe(403);
  });

  it('products of a suspended supplier are hidden from the public but not from the owner', async () => {
    const p = await published();
    await t.sql(`update catalogue.products set supplier_suspended = true where id = $1`, [p.id]);
    expect((await t.api(`/api/v1/products/${p.id}`)).status).toBe(404);
    expect((await t.api(`/api/v1/products/${p.id}`, { token: seller.token })).status).toBe(200);
    expect((await t.api(`/api/v1/products/${p.id}`, { token: admin.token })).status).toBe(200);
  });
});

suite('compare', () => {
  it('compares 2 to 4 published products in the order asked, and refuses anything else with 400', async () => {
    const [a, b, c] = [await published(), await published({ currency: 'USD' }), await published()];
    const res = await t.api(`/api/v1/products/compare?ids=${b.id},${a.id},${c.id}`);
    expect(res.status).toBe(200);
    expect((await res.json()).items.map((i: any) => i.id)).toEqual([b.id, a.id, c.id]);

    const draft = await create();
    const bad = [`${a.id}`, `${a.id},${a.id}`, [a, b, c, a, b].map(() => crypto.randomUUID()).join(','), ''];
    for (const ids of bad) expect((await t.api(`/api/v1/products/compare?ids=${ids}`)).status).toBe(400);
    const unpublished = await t.api(`/api/v1/products/compare?ids=${a.id},${draft.id}`);
    expect(unpublished.status).toBe(400);
    const body = await unpublished.json();
    expect(body.code).toBe('products.compare_unavailable');
    expect(body.detail).toContain(draft.id);
  });
});

suite('admin moderation list (ra-data-simple-rest)', () => {
  it('filters by status, seller, category, q and ids, with Content-Range', async () => {
    const other = await t.caller('seller');
    const mine = await create(seller, { title: 'Shea butter, unrefined' });
    await act(mine.id, 'submit', seller);
    const theirs = await create(other, { title: 'Raw cashew nuts' });

    const q = listQuery({
      filter: { status: 'pending_review', sellerId: seller.id, q: 'shea' },
      sort: ['title', 'ASC'],
      range: [0, 9],
    });
    const res = await t.api(`/api/v1/admin/products${q}`, { token: admin.token });
    expect(res.status).toBe(200);
    const items = await res.json();
    expect(items.map((i: any) => i.id)).toEqual([mine.id]);
    expect(res.headers.get('content-range')).toBe('products 0-0/1');

    const byIds = await t.api(
      `/api/v1/admin/products${listQuery({ filter: { id: [mine.id, theirs.id], categoryId } })}`,
      { token: admin.token },
    );
    expect((await byIds.json()).map((i: any) => i.id).sort()).toEqual([mine.id, theirs.id].sort());

    const one = await t.api(`/api/v1/admin/products/${theirs.id}`, { token: admin.token });
    expect(await one.json()).toMatchObject({ id: theirs.id, status: 'draft' });
    expect(
      (await t.api(`/api/v1/admin/products${listQuery({ filter: { nope: 1 } })}`, { token: admin.token }))
        .status,
    ).toBe(400);
    expect(
      (
        await t.api(`/api/v1/admin/products${listQuery({ sort: ['password', 'ASC'] })}`, {
          token: admin.token,
        })
      ).status,
    ).toBe(400);
    const reject = await t.api(`/api/v1/admin/products/${mine.id}/reject`, {
      method: 'POST',
      token: admin.token,
      json: { reason: '' },
    });
    expect(reject.status).toBe(400);
  });
});
