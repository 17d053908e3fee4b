import sharp from 'sharp';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  productFlow,
  PROBLEM_JSON,
  startProducts,
  testDatabaseOrSkip,
  type Caller,
  type ProductsTestApp,
} from './products-test-app.js';

/**
 * The seller workspace's endpoints (issue 12): product views and the seller's summary, duplicating
 * a product with its photos, the storefront's logo and banner — each only for its own seller.
 */
let t: ProductsTestApp;
let seller: Caller;
let admin: Caller;
let categoryId: string;

const db = await testDatabaseOrSkip('seller workspace');
const suite = db ? describe : describe.skip;

beforeAll(async () => {
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

const photo = (w: number, h: number, format: 'jpeg' | 'png' | 'webp' = 'png') =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 120, g: 70, b: 30 } } })
    .toFormat(format)
    .toBuffer();
const form = (body: Buffer, type = 'image/png', field = 'image') => {
  const f = new FormData();
  f.append(field, new Blob([new Uint8Array(body)], { type }), 'picture');
  return f;
};
const summary = async (who: Caller) => {
  const res = await t.api('/api/v1/seller/products/summary', { token: who.token });
  expect(res.status).toBe(200);
  return res.json();
};
/** Views are counted without holding up the page: wait until the figure settles. */
async function viewsOf(productId: string, expected: number): Promise<number> {
  let n = -1;
  for (let i = 0; i < 40; i++) {
    const [row] = await t.sql<{ n: number }>(
      `select coalesce(sum(views), 0)::int as n from catalogue.product_views where product_id = $1`,
      [productId],
    );
    n = row!.n;
    if (n === expected) {
      await new Promise((r) => setTimeout(r, 100)); // and stays there
      return (
        await t.sql<{ n: number }>(
          `select coalesce(sum(views), 0)::int as n from catalogue.product_views where product_id = $1`,
          [productId],
        )
      )[0]!.n;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return n;
}

suite('product views and the seller summary', () => {
  it('counts one view per visitor and day, never the owner or staff, and sums them per seller', async () => {
    const p = await published();
    const buyer = await t.caller('buyer');
    const look = (init: { token?: string; ua?: string }) =>
      t.api(`/api/v1/products/${p.id}`, {
        token: init.token,
        headers: { 'user-agent': init.ua ?? 'Mozilla/5.0 test' },
      });
    for (const res of await Promise.all([
      look({}),
      look({}),
      look({ token: buyer.token }),
      look({ token: buyer.token }),
    ]))
      expect(res.status).toBe(200);
    await look({ ua: 'Another browser' });
    await look({ token: seller.token });
    await look({ token: admin.token });
    // Anonymous twice (1), the buyer twice (1), another browser (1); the owner and the admin: none.
    expect(await viewsOf(p.id, 3)).toBe(3);

    const draft = await create();
    const rejected = await create();
    await act(rejected.id, 'submit', seller);
    await act(rejected.id, 'reject', admin, { reason: 'Photos show another product.' });
    const s = await summary(seller);
    expect(s.counts).toEqual({ draft: 1, pending_review: 0, published: 1, rejected: 1, archived: 0 });
    expect(s.views).toMatchObject({ today: 3, last7Days: 3, last30Days: 3, total: 3 });
    expect(s.views.daily).toHaveLength(30);
    expect(s.views.daily.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), views: 3 });
    expect(s.views.topProducts).toEqual([{ id: p.id, title: p.title, status: 'published', views: 3 }]);
    expect(draft.status).toBe('draft');

    // Another seller's figures are their own: none of these.
    const other = await t.caller('seller');
    const theirs = await summary(other);
    expect(theirs.counts).toEqual({ draft: 0, pending_review: 0, published: 0, rejected: 0, archived: 0 });
    expect(theirs.views).toMatchObject({ total: 0, topProducts: [] });
  });

  it('a draft read by its owner counts nothing; buyers get 403 and visitors 401 for the summary', async () => {
    const p = await create();
    expect((await t.api(`/api/v1/products/${p.id}`, { token: seller.token })).status).toBe(200);
    expect(await viewsOf(p.id, 0)).toBe(0);
    const buyer = await t.caller('buyer');
    expect((await t.api('/api/v1/seller/products/summary', { token: buyer.token })).status).toBe(403);
    expect((await t.api('/api/v1/seller/products/summary')).status).toBe(401);
  });
});

suite('duplicate', () => {
  it('makes a draft with the same fields and its own copies of the photos', async () => {
    const p = await create();
    const up = await t.api(`/api/v1/products/${p.id}/images`, {
      method: 'POST',
      token: seller.token,
      body: form(await photo(300, 200)),
    });
    expect(up.status).toBe(201);
    await act(p.id, 'archive', seller);
    const res = await t.api(`/api/v1/seller/products/${p.id}/duplicate`, {
      method: 'POST',
      token: seller.token,
      json: { title: '  Copy of cocoa beans ' },
    });
    expect(res.status).toBe(201);
    const copy = await res.json();
    expect(copy).toMatchObject({
      status: 'draft',
      title: 'Copy of cocoa beans',
      priceTiers: p.priceTiers,
      moq: p.moq,
      hsCode: p.hsCode,
      incoterms: p.incoterms,
      specifications: p.specifications,
      samplePriceMinor: p.samplePriceMinor,
    });
    expect(copy.id).not.toBe(p.id);
    expect(copy.images).toHaveLength(1);
    const [image] = copy.images;
    expect(image.url).toContain(`/products/${copy.id}/`);
    expect(existsSync(join(t.storageDir, 'products', copy.id, image.key))).toBe(true);
    expect((await t.api(image.url, { token: seller.token })).status).toBe(200);
    // Deleting the copy's photo leaves the original's.
    await t.api(`/api/v1/products/${copy.id}/images/${image.key}`, { method: 'DELETE', token: seller.token });
    expect(await readdir(join(t.storageDir, 'products', p.id))).toHaveLength(2);

    const same = await t.api(`/api/v1/seller/products/${p.id}/duplicate`, {
      method: 'POST',
      token: seller.token,
    });
    expect(same.status).toBe(201);
    expect((await same.json()).title).toBe(p.title);
  });

  it('refuses other sellers (403), buyers (403), unknown ids (404) and bad titles (400), storing nothing', async () => {
    const p = await create();
    const count = async () => (await t.sql(`select count(*)::int as n from catalogue.products`))[0].n;
    const before = await count();
    const other = await t.caller('seller');
    const buyer = await t.caller('buyer');
    const dup = (id: string, who: Caller, json?: unknown) =>
      t.api(`/api/v1/seller/products/${id}/duplicate`, { method: 'POST', token: who.token, json });
    const stolen = await dup(p.id, other);
    expect(stolen.status).toBe(403);
    expect((await stolen.json()).code).toBe('products.not_owner');
    expect((await dup(p.id, buyer)).status).toBe(403);
    expect((await dup('0190a0b0-0000-7000-8000-000000000000', seller)).status).toBe(404);
    const bad = await dup(p.id, seller, { title: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(PROBLEM_JSON);
    const html = await dup(p.id, seller, { title: '<b>Bold</b> beans' });
    expect(html.status).toBe(400);
    expect(await count()).toBe(before);
  });
});

suite('storefront logo and banner', () => {
  const upload = (kind: 'logo' | 'banner', body: FormData, who: Caller = seller, lang?: string) =>
    t.api(`/api/v1/suppliers/me/${kind}`, { method: 'POST', token: who.token, body, lang });

  it('stores a logo and a banner as WebP in their boxes, serves them, and replaces or removes them', async () => {
    const res = await upload('logo', form(await photo(1200, 900, 'jpeg'), 'image/jpeg'));
    expect(res.status).toBe(200);
    const s = await res.json();
    expect(s.logoUrl).toMatch(new RegExp(`^/api/v1/suppliers/${seller.id}/images/[0-9a-f-]{36}\\.webp$`));
    const served = await t.api(s.logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 384]);

    const banner = await (await upload('banner', form(await photo(2400, 600)))).json();
    expect(banner.logoUrl).toBe(s.logoUrl);
    expect((await t.api(`/api/v1/suppliers/${seller.id}`)).status).toBe(200);
    expect((await (await t.api(`/api/v1/suppliers/${seller.id}`)).json()).bannerUrl).toBe(banner.bannerUrl);

    // A new logo replaces the old one, whose file is deleted and no longer served.
    const next = await (await upload('logo', form(await photo(100, 100, 'webp'), 'image/webp'))).json();
    expect(next.logoUrl).not.toBe(s.logoUrl);
    expect((await t.api(s.logoUrl)).status).toBe(404);
    expect(await readdir(join(t.storageDir, 'suppliers', seller.id))).toHaveLength(2);

    const removed = await t.api('/api/v1/suppliers/me/logo', { method: 'DELETE', token: seller.token });
    expect((await removed.json()).logoUrl).toBeNull();
    expect((await t.api(next.logoUrl)).status).toBe(404);
    expect(await readdir(join(t.storageDir, 'suppliers', seller.id))).toHaveLength(1);
  });

  it('uploads at once leave one logo, and only its file on disk', async () => {
    const other = await t.caller('seller');
    await t.supplier(other.id, { name: 'Ashanti Kente House' });
    const pictures = await Promise.all([1, 2, 3, 4].map((i) => photo(40 + i, 40 + i)));
    const answers = await Promise.all(pictures.map((p) => upload('logo', form(p), other)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const kept = (await (await t.api(`/api/v1/suppliers/${other.id}`)).json()).logoUrl as string;
    expect(await readdir(join(t.storageDir, 'suppliers', other.id))).toEqual([kept.split('/').at(-1)]);
  });

  it('refuses what is not a sound image, in the caller’s language, and keeps the storefront as it was', async () => {
    const before = await t.sql(`select logo_key, banner_key from catalogue.suppliers where id = $1`, [
      seller.id,
    ]);
    const truncated = (await photo(50, 50)).subarray(0, 60);
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<script>'),
    ]);
    // A whole PNG with a page after it: it decodes, but it is not only an image.
    const polyglot = Buffer.concat([await photo(20, 20), Buffer.from('<html><script>alert(1)</script>')]);
    for (const body of [truncated, fake, polyglot, Buffer.from('%PDF-1.7\n%%EOF')]) {
      const res = await upload('logo', form(body), seller, 'fr');
      expect(res.status).toBe(415);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      expect((await res.json()).detail).toMatch(/JPEG, PNG et WebP/);
    }
    const missing = await upload('banner', form(await photo(10, 10), 'image/png', 'file'));
    expect(missing.status).toBe(400);
    const tooBig = Buffer.alloc(300 * 1024, 1); // over the test's MAX_IMAGE_BYTES (256 KiB)
    expect((await upload('banner', form(tooBig))).status).toBe(413);
    expect(
      await t.sql(`select logo_key, banner_key from catalogue.suppliers where id = $1`, [seller.id]),
    ).toEqual(before);
  });

  it('a seller changes only their own storefront; buyers get 403; a suspended one’s pictures are hidden', async () => {
    const mine = await (await upload('logo', form(await photo(64, 64)))).json();
    const other = await t.caller('seller');
    await t.supplier(other.id, { name: 'Kano Leather' });
    const theirs = await (await upload('logo', form(await photo(64, 64)), other)).json();
    expect(theirs.id).toBe(other.id);
    expect((await (await t.api(`/api/v1/suppliers/${seller.id}`)).json()).logoUrl).toBe(mine.logoUrl);
    // The other seller's removal is of their own logo only.
    await t.api('/api/v1/suppliers/me/logo', { method: 'DELETE', token: other.token });
    expect((await t.api(mine.logoUrl)).status).toBe(200);
    // A file name of one storefront asked for under another is not found.
    const file = mine.logoUrl.split('/').pop();
    expect((await t.api(`/api/v1/suppliers/${other.id}/images/${file}`)).status).toBe(404);

    const buyer = await t.caller('buyer');
    expect((await upload('logo', form(await photo(64, 64)), buyer)).status).toBe(403);
    expect(
      (await t.api('/api/v1/suppliers/me/banner', { method: 'DELETE', token: buyer.token })).status,
    ).toBe(403);
    expect(
      (await t.api('/api/v1/suppliers/me/logo', { method: 'POST', body: form(await photo(8, 8)) })).status,
    ).toBe(401);

    await t.sql(`update catalogue.suppliers set suspended = true where id = $1`, [seller.id]);
    try {
      expect((await t.api(mine.logoUrl)).status).toBe(404);
      expect((await t.api(mine.logoUrl, { token: seller.token })).status).toBe(200);
    } finally {
      await t.sql(`update catalogue.suppliers set suspended = false where id = $1`, [seller.id]);
    }
  });
});
