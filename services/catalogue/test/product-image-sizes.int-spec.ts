import { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { readdir } from 'node:fs/promises';
import { ProductAnnouncement } from '../src/products/product-announcement.js';
import { seedDemoCatalogue } from '../src/seed/catalogue-seed.js';
import {
  productBody,
  startProducts,
  testDatabaseOrSkip,
  type Caller,
  type ProductsTestApp,
} from './products-test-app.js';

/** Demo illustrations and the width copies of every product image, served as the storefront asks. */
let t: ProductsTestApp;
let seller: Caller;

const db = await testDatabaseOrSkip('product image sizes');
const suite = db ? describe : describe.skip;
const IMMUTABLE = 'public, max-age=31536000, immutable';

beforeAll(async () => {
  t = await startProducts(db!, { MAX_IMAGE_BYTES: String(2 * 1024 * 1024) });
  seller = await t.caller('seller');
  const orm = t.app.get(MikroORM);
  const seeded = await seedDemoCatalogue(orm.em.fork(), t.app.get(ProductAnnouncement), {
    suppliers: 6,
    products: 40,
  });
  expect(seeded).toMatchObject({ seeded: true });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const files = async (): Promise<string[]> => readdir(t.storageDir, { recursive: true }).catch(() => []);

suite('product image sizes', () => {
  it("serves a seeded product's illustration and its sizes as WebP, cacheable for a year, drawn once", async () => {
    const [row] = await t.sql<{ id: string }>(
      `select id from catalogue.products where category_path = 'agriculture/cocoa-coffee' limit 1`,
    );
    const product = await (await t.api(`/api/v1/products/${row!.id}`)).json();
    const [image] = product.images;
    expect(image).toMatchObject({ contentType: 'image/webp', width: 960, height: 720 });
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([160, 320, 640, 960]);
    expect(image.variants[3].url).toBe(image.url);
    expect(await files()).toEqual([]); // nothing drawn at seed time

    for (const { width, url } of image.variants) {
      const res = await t.api(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
    }
    const stored = (await files()).filter((f) => f.startsWith(`products/${row!.id}/`));
    expect(stored).toHaveLength(4);
    // Served from storage from now on: nothing more is drawn.
    const total = (await files()).length;
    const again = await t.api(image.variants[1].url);
    expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await files()).length).toBe(total);

    // The search card carries the same candidates.
    const search = await (await t.api(`/api/v1/products?q=${encodeURIComponent(product.title)}`)).json();
    const card = search.items.find((i: { id: string }) => i.id === row!.id);
    expect(card?.image.variants).toEqual(image.variants);
  });

  it("scales a seller's upload to each width below its own on first request; widths not offered are not found", async () => {
    const categoryId = await t.category();
    const created = await t.api('/api/v1/products', {
      method: 'POST',
      token: seller.token,
      json: productBody(categoryId),
    });
    const p = await created.json();
    const photo = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await t.api(`/api/v1/products/${p.id}/images`, {
      method: 'POST',
      token: seller.token,
      body: form,
    });
    expect(res.status).toBe(201);
    const [image] = (await res.json()).images;
    // A draft: every address is signed, sizes included, and served privately.
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([160, 320, 640, 1000]);
    for (const v of image.variants) expect(v.url).toMatch(/\?expires=\d+&signature=/);
    const w640 = await t.api(image.variants[2].url);
    expect(w640.status).toBe(200);
    expect(w640.headers.get('cache-control')).toBe('private, no-store');
    expect(await sharp(Buffer.from(await w640.arrayBuffer())).metadata()).toMatchObject({ width: 640 });
    // Without the signature a draft's copy is "not found", and nothing is drawn for it.
    const before = (await files()).length;
    const unsigned = image.variants[0].url.split('?')[0];
    expect((await t.api(unsigned)).status).toBe(404);
    expect((await files()).length).toBe(before);
    // 1280 is wider than the photo: not offered, not made.
    const w1280 = image.variants[2].url.replace('.w640.webp', '.w1280.webp');
    expect((await t.api(w1280)).status).toBe(404);
    expect((await files()).length).toBe(before);
  });
});
