import sharp from 'sharp';
import { readdir } from 'node:fs/promises';
import type { TestDatabase } from '@sokoni/platform/testing';
import {
  productBody,
  startProducts,
  testDatabaseOrSkip,
  type Caller,
  type ProductsTestApp,
} from './products-test-app.js';

/** Product images: upload checks, thumbnails, serving and deleting; refusals store nothing. */
let db: TestDatabase | null;
let t: ProductsTestApp;
let seller: Caller;
let categoryId: string;

beforeAll(async () => {
  db = await testDatabaseOrSkip('product images');
  if (!db) return;
  t = await startProducts(db); // MAX_IMAGE_BYTES is 256 KiB here
  seller = await t.caller('seller');
  categoryId = await t.category();
}, 60_000);
afterAll(async () => {
  if (db) await t.close();
});

const it_ = (name: string, fn: () => Promise<void>, timeout?: number) =>
  it(name, async () => (db ? fn() : undefined), timeout);
const files = async (): Promise<string[]> => readdir(t.storageDir, { recursive: true }).catch(() => []);

async function create(over: Record<string, unknown> = {}): Promise<any> {
  const res = await t.api('/api/v1/products', {
    method: 'POST',
    token: seller.token,
    json: productBody(categoryId, over),
  });
  expect(res.status).toBe(201);
  return res.json();
}

describe('product images', () => {
  const upload = (id: string, body: Buffer, name: string, type: string, token = seller.token) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(body)], { type }), name);
    return t.api(`/api/v1/products/${id}/images`, { method: 'POST', token, body: form });
  };
  const photo = (w: number, h: number, format: 'jpeg' | 'png' | 'webp') =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r: 120, g: 70, b: 30 } } })
      .toFormat(format)
      .toBuffer();

  it_('stores JPEG, PNG and WebP with a 320px thumbnail and serves them; deletes them again', async () => {
    const p = await create();
    const res = await upload(p.id, await photo(800, 600, 'jpeg'), 'beans.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const [img] = (await res.json()).images;
    expect(img).toMatchObject({ contentType: 'image/jpeg', width: 800, height: 600 });
    expect(img.url).toBe(`/api/v1/media/products/${p.id}/${img.key}`);

    const media = await t.api(img.url);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/jpeg');
    expect(media.headers.get('cache-control')).toContain('immutable');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    const thumb = await t.api(img.thumbnailUrl);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(320);

    expect((await upload(p.id, await photo(40, 30, 'png'), 'a.png', 'image/png')).status).toBe(201);
    const webp = await (await upload(p.id, await photo(50, 50, 'webp'), 'a.webp', 'image/webp')).json();
    expect(webp.images.map((i: any) => i.contentType)).toEqual(['image/jpeg', 'image/png', 'image/webp']);

    const del = await t.api(`/api/v1/products/${p.id}/images/${img.key}`, {
      method: 'DELETE',
      token: seller.token,
    });
    expect(del.status).toBe(200);
    expect((await del.json()).images).toHaveLength(2);
    expect((await t.api(img.url)).status).toBe(404);
    expect((await t.api(img.thumbnailUrl)).status).toBe(404);
    expect(
      (await t.api(`/api/v1/products/${p.id}/images/${img.key}`, { method: 'DELETE', token: seller.token }))
        .status,
    ).toBe(404);
  });

  it_(
    'refuses an oversize image with 413 and a text file renamed .png with 415; nothing stored',
    async () => {
      const p = await create();
      const before = await files();
      const big = await sharp({
        create: {
          width: 1200,
          height: 1200,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png()
        .toBuffer();
      expect(big.length).toBeGreaterThan(256 * 1024);
      const tooBig = await upload(p.id, big, 'big.png', 'image/png');
      expect(tooBig.status).toBe(413);
      expect(await tooBig.json()).toMatchObject({
        code: 'products.image_too_large',
        detail: 'The image is too large: the maximum is 0.25 MB.',
      });

      const fake = await upload(p.id, Buffer.from('just some text, honestly\n'), 'photo.png', 'image/png');
      expect(fake.status).toBe(415);
      expect(await fake.json()).toMatchObject({
        code: 'products.image_type',
        detail: 'Only JPEG, PNG and WebP images are accepted.',
      });
      const gif = await upload(p.id, Buffer.from('GIF89a\x01\x00\x01\x00'), 'x.gif', 'image/gif');
      expect(gif.status).toBe(415);
      const truncated = (await photo(100, 100, 'png')).subarray(0, 60);
      expect((await upload(p.id, truncated, 'cut.png', 'image/png')).status).toBe(415);

      const noField = new FormData();
      noField.append('file', new Blob(['x']), 'x.png');
      const missing = await t.api(`/api/v1/products/${p.id}/images`, {
        method: 'POST',
        token: seller.token,
        body: noField,
      });
      expect((await missing.json()).code).toBe('products.image_missing');

      const intruder = await t.caller('seller');
      expect(
        (await upload(p.id, await photo(10, 10, 'png'), 'a.png', 'image/png', intruder.token)).status,
      ).toBe(403);
      expect((await t.sql(`select images from catalogue.products where id = $1`, [p.id]))[0].images).toEqual(
        [],
      );
      expect(await files()).toEqual(before);
    },
  );

  it_(
    'allows at most 10 images per product',
    async () => {
      const p = await create();
      const png = await photo(8, 8, 'png');
      for (let i = 0; i < 10; i++) expect((await upload(p.id, png, 'a.png', 'image/png')).status).toBe(201);
      const eleventh = await upload(p.id, png, 'a.png', 'image/png');
      expect(eleventh.status).toBe(409);
      expect((await eleventh.json()).code).toBe('products.too_many_images');
    },
    30_000,
  );

  it_('media keys cannot escape the storage directory', async () => {
    for (const path of [
      '../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e/%2e%2e/etc/passwd',
      'products/..%5C..%5Cx',
      '.env',
    ]) {
      const res = await t.api(`/api/v1/media/${path}`);
      expect(res.status).toBe(404);
    }
  });
});
