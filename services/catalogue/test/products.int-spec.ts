import {
  productBody,
  productFlow,
  PROBLEM_JSON,
  startProducts,
  testDatabaseOrSkip,
  type Caller,
  type ProductsTestApp,
} from './products-test-app.js';

/** The product lifecycle, its events and the edit policy, against real PostgreSQL. */
let t: ProductsTestApp;
let seller: Caller;
let admin: Caller;
let categoryId: string;

const db = await testDatabaseOrSkip('products lifecycle');
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

suite('product lifecycle', () => {
  it('draft → pending_review → rejected → pending_review → published → archived, each with its event', async () => {
    const p = await create();
    expect(p).toMatchObject({
      status: 'draft',
      moq: 5,
      currency: 'GHS',
      minPriceMinor: 2_750_000,
      minPriceUsdCents: 229_167, // 27,500.00 GHS at 12 per USD
      supplier: { id: seller.id, name: 'Ashanti Cocoa Co-op', verified: true },
    });
    const [row] = await t.sql(`select category_path, category_text from catalogue.products where id = $1`, [
      p.id,
    ]);
    expect(row.category_path).toMatch(/^test-root-\d+\/cocoa-\d+$/);
    expect(row.category_text).toContain('Test Agriculture');
    expect(row.category_text).toContain('Cacao et café');

    // A draft is the seller's alone.
    expect((await t.api(`/api/v1/products/${p.id}`)).status).toBe(404);
    expect((await t.api(`/api/v1/products/${p.id}`, { token: seller.token })).status).toBe(200);

    expect(await (await act(p.id, 'submit', seller)).json()).toMatchObject({ status: 'pending_review' });
    const rejected = await act(p.id, 'reject', admin, { reason: 'Photos show a different product.' });
    expect(await rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Photos show a different product.',
    });
    expect((await act(p.id, 'submit', seller)).status).toBe(200);
    const approved = await (await act(p.id, 'approve', admin)).json();
    expect(approved).toMatchObject({ status: 'published', rejectionReason: null });
    expect(approved.publishedAt).toBeTruthy();

    const pub = await t.api(`/api/v1/products/${p.id}`);
    expect(pub.status).toBe(200);
    expect(await pub.json()).not.toHaveProperty('rejectionReason');

    expect(await (await act(p.id, 'archive', seller)).json()).toMatchObject({ status: 'archived' });
    expect((await t.api(`/api/v1/products/${p.id}`)).status).toBe(404);

    const submitted = await t.events('catalogue.product.submitted.v1', p.id);
    expect(submitted).toHaveLength(2);
    expect(submitted[0]!.actorId).toBe(seller.id);
    const snap = submitted[0]!.payload.product!;
    expect(snap).toMatchObject({
      productId: p.id,
      sellerId: seller.id,
      title: p.title,
      currency: 'GHS',
      unit: 'tonne',
    });
    expect(snap.priceTiers.map((x) => [x.minQuantity, x.unitPriceMinor])).toEqual([
      [5n, 3_000_000n],
      [20n, 2_900_000n],
      [100n, 2_750_000n],
    ]);
    expect(snap.minOrderQuantity).toBe(5n);
    const rej = await t.events('catalogue.product.rejected.v1', p.id);
    expect(rej.map((e) => [e.payload.reason, e.actorId])).toEqual([
      ['Photos show a different product.', admin.id],
    ]);
    const pubs = await t.events('catalogue.product.published.v1', p.id);
    expect(pubs.map((e) => e.payload.reason)).toEqual(['approved']);
    expect(await t.events('catalogue.product.archived.v1', p.id)).toHaveLength(1);
  });

  it('refuses impossible transitions with a translated 409 and no event', async () => {
    const p = await create();
    const res = await act(p.id, 'approve', admin);
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
    const body = await res.json();
    expect(body.code).toBe('products.bad_transition');
    expect(body.detail).toBe('A product that is a draft cannot be approved.');
    const fr = await (
      await t.api(`/api/v1/admin/products/${p.id}/approve`, {
        method: 'POST',
        token: admin.token,
        lang: 'fr',
      })
    ).json();
    expect(fr.detail).toBe('Un produit en brouillon ne peut pas être approuvé.');
    await act(p.id, 'archive', seller);
    expect((await act(p.id, 'submit', seller)).status).toBe(409);
    expect(
      (await t.api(`/api/v1/products/${p.id}`, { method: 'PATCH', token: seller.token, json: { moq: 5 } }))
        .status,
    ).toBe(409);
    expect(await t.events('catalogue.product.published.v1', p.id)).toHaveLength(0);
    expect(await t.events('catalogue.product.submitted.v1', p.id)).toHaveLength(0);
  });

  it('lists the seller’s own products in every status, paged and filtered', async () => {
    const other = await t.caller('both');
    await create(other);
    const mine = await t.api('/api/v1/seller/products?status=draft&pageSize=2&page=1', {
      token: seller.token,
    });
    expect(mine.status).toBe(200);
    const page = await mine.json();
    expect(page.pageSize).toBe(2);
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.items.every((i: any) => i.status === 'draft' && i.supplier.id === seller.id)).toBe(true);
    const [{ n }] = await t.sql(
      `select count(*)::int as n from catalogue.products where seller_id = $1 and status = 'draft'`,
      [seller.id],
    );
    expect(page.total).toBe(n);
    const theirs = await (await t.api('/api/v1/seller/products', { token: other.token })).json();
    expect(theirs.total).toBe(1);
    expect((await t.api('/api/v1/seller/products?status=gone', { token: seller.token })).status).toBe(400);

    // Search by title: words anywhere in it, any case, LIKE wildcards taken literally.
    const titled = await create(seller, { title: 'Raw shea butter 100% natural' });
    await create(other, { title: 'Raw shea butter, unrefined' });
    const search = async (q: string) =>
      (
        await (
          await t.api(`/api/v1/seller/products?q=${encodeURIComponent(q)}`, { token: seller.token })
        ).json()
      ).items as any[];
    expect((await search('SHEA butter')).map((i) => i.id)).toEqual([titled.id]);
    expect((await search('100%')).map((i) => i.id)).toEqual([titled.id]);
    expect(await search('100_')).toEqual([]);
    expect(await search('cocoa nibs')).toEqual([]);
  });
});

suite('edit policy (defaults: price edits go live, text edits go back to review)', () => {
  it('a price edit of a published product stays published and says so with price_update', async () => {
    const p = await published();
    const tiers = [
      { minQuantity: 5, unitPriceMinor: 2_800_000 },
      { minQuantity: 50, unitPriceMinor: 2_600_000 },
    ];
    const res = await t.api(`/api/v1/products/${p.id}`, {
      method: 'PATCH',
      token: seller.token,
      json: { priceTiers: tiers },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'published', minPriceMinor: 2_600_000 });
    const reasons = (await t.events('catalogue.product.published.v1', p.id)).map((e) => e.payload.reason);
    expect(reasons).toEqual(['approved', 'price_update']);
  });

  it('a title edit of a published product goes back to review', async () => {
    const p = await published();
    const res = await t.api(`/api/v1/products/${p.id}`, {
      method: 'PATCH',
      token: seller.token,
      json: { title: 'Premium cocoa beans' },
    });
    expect(await res.json()).toMatchObject({ status: 'pending_review', title: 'Premium cocoa beans' });
    expect((await t.api(`/api/v1/products/${p.id}`)).status).toBe(404);
    expect(await t.events('catalogue.product.submitted.v1', p.id)).toHaveLength(2);
  });

  it('with REVIEW_PRICE_EDITS on and REVIEW_TEXT_EDITS off, the other way round', async () => {
    // The suite runs only with a server, so a second database on it must come too.
    const db2 = await testDatabaseOrSkip('edit policy flipped');
    if (!db2) throw new Error('a second test database could not be created');
    const t2 = await startProducts(db2, { REVIEW_PRICE_EDITS: 'true', REVIEW_TEXT_EDITS: 'false' });
    try {
      const s = await t2.caller('seller');
      const a = await t2.caller('admin');
      const cat = await t2.category();
      const p = await (
        await t2.api('/api/v1/products', { method: 'POST', token: s.token, json: productBody(cat) })
      ).json();
      await t2.api(`/api/v1/products/${p.id}/submit`, { method: 'POST', token: s.token });
      await t2.api(`/api/v1/admin/products/${p.id}/approve`, { method: 'POST', token: a.token });
      const text = await t2.api(`/api/v1/products/${p.id}`, {
        method: 'PATCH',
        token: s.token,
        json: { description: 'Now with sacks.' },
      });
      expect(await text.json()).toMatchObject({ status: 'published', description: 'Now with sacks.' });
      expect((await t2.events('catalogue.product.published.v1', p.id)).map((e) => e.payload.reason)).toEqual([
        'approved',
        'details_update',
      ]);
      const price = await t2.api(`/api/v1/products/${p.id}`, {
        method: 'PATCH',
        token: s.token,
        json: { currency: 'USD' },
      });
      expect(await price.json()).toMatchObject({
        status: 'pending_review',
        currency: 'USD',
        minPriceUsdCents: 2_750_000,
      });
      expect(await t2.events('catalogue.product.submitted.v1', p.id)).toHaveLength(2);
    } finally {
      await t2.close();
    }
  }, 60_000);
});
