import sharp from 'sharp';
import { readdir } from 'node:fs/promises';
import {
  productBody,
  startProducts,
  testDatabaseOrSkip,
  type Caller,
  type ProductsTestApp,
} from './products-test-app.js';

/** Product images: upload checks, thumbnails, serving and deleting; refusals store nothing. */
let t: ProductsTestApp;
let seller: Caller;
let categoryId: string;

const db = await testDatabaseOrSkip('product images');
const suite = db ? describe : describe.skip;

beforeAll(async () => {
  // Jest runs no hook of a file whose tests are all skipped, so `db` is set here.
  t = await startProducts(db!); // MAX_IMAGE_BYTES is 256 KiB here
  seller = await t.caller('seller');
  categoryId = await t.category();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

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

suite('product images', () => {
  const upload = (id: string, body: Buffer, name: string, type: string, token = seller.token) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(body)], { type }), name);
    return t.api(`/api/v1/products/${id}/images`, { method: 'POST', token, body: form });
  };
  const photo = (w: number, h: number, format: 'jpeg' | 'png' | 'webp') =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r: 120, g: 70, b: 30 } } })
      .toFormat(format)
      .toBuffer();

  it('stores JPEG, PNG and WebP with a 320px thumbnail and serves them; deletes them again', async () => {
    const p = await create();
    const res = await upload(p.id, await photo(800, 600, 'jpeg'), 'beans.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const [img] = (await res.json()).images;
    expect(img).toMatchObject({ contentType: 'image/jpeg', width: 800, height: 600 });
    // A draft's image address is signed for its seller's view (see the next test).
    expect(img.url).toMatch(
      new RegExp(`^/api/v1/media/products/${p.id}/${img.key}\\?expires=\\d+&signature=`),
    );

    const media = await t.api(img.url);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/jpeg');
    expect(media.headers.get('cache-control')).toBe('private, no-store');
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

  it('stores photos without their metadata (GPS, camera, time), upright, in every format', async () => {
    const p = await create();
    // A phone photo: where it was taken (Nairobi), with what, and turned by an orientation tag.
    const exif = {
      IFD0: { Make: 'PhoneCo', Model: 'X1 Pro', DateTime: '2026:11:20 09:15:00' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '1/1 17/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '36/1 49/1 12/1',
      },
    };
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const shot = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#a0522d' } })
        .toFormat(format)
        .withMetadata({ orientation: 6 })
        .withExif(exif)
        .toBuffer();
      const sent = await sharp(shot).metadata();
      expect({ format, gps: sent.exif?.includes('PhoneCo'), orientation: sent.orientation }).toEqual({
        format,
        gps: true,
        orientation: 6,
      });

      const res = await upload(p.id, shot, `shot.${format}`, `image/${format}`);
      expect(res.status).toBe(201);
      const img = (await res.json()).images.at(-1);
      // Turned upright by the orientation the metadata carried, before it went.
      expect(img).toMatchObject({ contentType: `image/${format}`, width: 40, height: 60 });
      for (const url of [img.url, img.thumbnailUrl]) {
        const stored = Buffer.from(await (await t.api(url)).arrayBuffer());
        const meta = await sharp(stored).metadata();
        expect({ format, url, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc }).toEqual({
          format,
          url,
          exif: undefined,
          xmp: undefined,
          iptc: undefined,
        });
        expect(meta.orientation).toBeUndefined();
        expect(stored.includes('PhoneCo')).toBe(false);
      }
      expect((await sharp(Buffer.from(await (await t.api(img.url)).arrayBuffer())).metadata()).width).toBe(
        40,
      );
    }
  });

  it("serves a draft's images only to its seller and staff, uncached; public and cacheable once published", async () => {
    await t.supplier(seller.id, { name: 'Volta Shea Works' });
    const admin = await t.caller('admin');
    const p = await create();
    const added = await (await upload(p.id, await photo(64, 48, 'png'), 'shea.png', 'image/png')).json();
    const [img] = added.images;
    const plain = `/api/v1/media/products/${p.id}/${img.key}`;
    const thumbPlain = img.thumbnailUrl.split('?')[0];

    // Anyone with the bare address, another seller, a forged or expired signature: not found.
    expect((await t.api(plain)).status).toBe(404);
    expect((await t.api(thumbPlain)).status).toBe(404);
    const stranger = await t.caller('seller');
    expect((await t.api(plain, { token: stranger.token })).status).toBe(404);
    const signature = new URL(img.url, 'http://x').searchParams.get('signature')!;
    const forged = `${plain}?expires=99999999999&signature=${signature}`;
    expect((await t.api(forged)).status).toBe(404);
    expect((await t.api(`${plain}?expires=1&signature=${signature}`)).status).toBe(404);
    // A signature is for one file: the image's does not open its thumbnail.
    expect((await t.api(`${thumbPlain}?${img.url.split('?')[1]}`)).status).toBe(404);

    // Its seller and staff: with their token, or the signed address their views carry.
    for (const res of [
      await t.api(plain, { token: seller.token }),
      await t.api(plain, { token: admin.token }),
      await t.api(img.url),
      await t.api(img.thumbnailUrl),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    const adminView = await (await t.api(`/api/v1/admin/products/${p.id}`, { token: admin.token })).json();
    expect((await t.api(adminView.images[0].url)).status).toBe(200);

    // Published: the plain address for everyone, cacheable for a year.
    expect(
      (await t.api(`/api/v1/products/${p.id}/submit`, { method: 'POST', token: seller.token })).status,
    ).toBe(200);
    const approved = await t.api(`/api/v1/admin/products/${p.id}/approve`, {
      method: 'POST',
      token: admin.token,
    });
    expect(approved.status).toBe(200);
    expect((await approved.json()).images[0].url).toBe(plain);
    const open = await t.api(plain);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await (await t.api(`/api/v1/products/${p.id}`)).json()).images[0].url).toBe(plain);

    // Withdrawn again: private again.
    expect(
      (await t.api(`/api/v1/products/${p.id}/archive`, { method: 'POST', token: seller.token })).status,
    ).toBe(200);
    expect((await t.api(plain)).status).toBe(404);
  });

  it('refuses an oversize image with 413 and a text file renamed .png with 415; nothing stored', async () => {
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
  });

  it('puts the images in the order the seller gives, the first as the main image; only a full order of its own images', async () => {
    const p = await create();
    const keys: string[] = [];
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const res = await upload(p.id, await photo(20, 20, format), `a.${format}`, `image/${format}`);
      keys.push((await res.json()).images.at(-1).key);
    }
    const order = (keys: unknown, token = seller.token, lang?: string) =>
      t.api(`/api/v1/products/${p.id}/images`, { method: 'PATCH', token, lang, json: { keys } });
    const stored = async () =>
      ((await t.sql(`select images from catalogue.products where id = $1`, [p.id]))[0].images as any[]).map(
        (i) => i.key,
      );

    const moved = await order([keys[2], keys[0], keys[1]]);
    expect(moved.status).toBe(200);
    const body = await moved.json();
    expect(body.images.map((i: any) => i.key)).toEqual([keys[2], keys[0], keys[1]]);
    expect(body.images[0].contentType).toBe('image/webp');
    expect(await stored()).toEqual([keys[2], keys[0], keys[1]]);

    // Missing one, one twice, one of another product, or not a key at all: nothing changes.
    const missing = await order([keys[0], keys[1]], seller.token, 'fr');
    expect(missing.status).toBe(409);
    expect(await missing.json()).toMatchObject({
      code: 'products.image_order',
      detail: expect.stringContaining('une seule fois'),
      errors: [expect.objectContaining({ field: 'keys' })],
    });
    expect((await order([keys[0], keys[0], keys[1]])).status).toBe(400);
    const foreign = '01234567-89ab-7cde-8f01-23456789abcd.png';
    expect((await order([keys[0], keys[1], foreign])).status).toBe(409);
    expect((await order(['../x.png', keys[0], keys[1]])).status).toBe(400);
    expect((await order('nope')).status).toBe(400);
    expect(await stored()).toEqual([keys[2], keys[0], keys[1]]);

    const intruder = await t.caller('seller');
    expect((await order(keys, intruder.token)).status).toBe(403);
    expect((await order(keys, '')).status).toBe(401); // no token
    expect(
      (await t.api(`/api/v1/products/${p.id}/archive`, { method: 'POST', token: seller.token })).status,
    ).toBe(200);
    expect((await order(keys)).status).toBe(409);
    expect(await stored()).toEqual([keys[2], keys[0], keys[1]]);
  });

  it('allows at most 10 images per product', async () => {
    const p = await create();
    const png = await photo(8, 8, 'png');
    for (let i = 0; i < 10; i++) expect((await upload(p.id, png, 'a.png', 'image/png')).status).toBe(201);
    const eleventh = await upload(p.id, png, 'a.png', 'image/png');
    expect(eleventh.status).toBe(409);
    expect((await eleventh.json()).code).toBe('products.too_many_images');
  }, 30_000);

  it('media keys cannot escape the storage directory', async () => {
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
