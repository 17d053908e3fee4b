import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';
import type { ObjectStorage, StoredObject } from '@sokoni/platform/storage';
import type { ProductImage } from '../products/product.entity.js';
import { demoImage } from '../seed/demo-images.js';
import { inspectImage } from './image-inspector.js';
import { resizeToWebp } from './image-resize.js';
import { ImageSizes } from './image-sizes.js';
import { parseMediaFile, variantsOf } from './image-variants.js';

const PRODUCT = '019b8a2c-4000-7000-8000-000000000001';
const STEM = '019b8a2c-5000-7000-8000-0000000000aa';
const base = `/api/v1/media/products/${PRODUCT}/${STEM}`;
const upload = (width: number, height: number): ProductImage => ({
  key: `${STEM}.jpg`,
  url: `${base}.jpg`,
  thumbnailUrl: `${base}.thumb.webp`,
  contentType: 'image/jpeg',
  width,
  height,
});

/** A real PNG that declares `width`×`height` grey pixels and compresses to almost nothing. */
function pixelBomb(width: number, height: number): Buffer {
  const chunk = (kind: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(kind, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * height), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

class MemoryStorage implements ObjectStorage {
  readonly driver = 'local' as const;
  readonly files = new Map<string, StoredObject>();
  puts = 0;
  put(key: string, body: Buffer, contentType: string) {
    this.puts++;
    this.files.set(key, { body, contentType });
    return Promise.resolve();
  }
  get(key: string) {
    return Promise.resolve(this.files.get(key) ?? null);
  }
  delete(key: string) {
    this.files.delete(key);
    return Promise.resolve();
  }
}

describe('image sizes', () => {
  it('offers a WebP copy at each width below the original, and the original up to 1280 pixels', () => {
    expect(variantsOf(upload(4000, 3000))).toEqual([
      { width: 160, url: `${base}.w160.webp` },
      { width: 320, url: `${base}.thumb.webp` },
      { width: 640, url: `${base}.w640.webp` },
      { width: 1280, url: `${base}.w1280.webp` },
    ]);
    expect(variantsOf(upload(500, 400))).toEqual([
      { width: 160, url: `${base}.w160.webp` },
      { width: 320, url: `${base}.thumb.webp` },
      { width: 500, url: `${base}.jpg` },
    ]);
    expect(variantsOf(upload(120, 90))).toEqual([{ width: 120, url: `${base}.jpg` }]);
  });

  it('reads only the file names it makes', () => {
    expect(parseMediaFile(`${STEM}.w640.webp`)).toEqual({ kind: 'variant', stem: STEM, width: 640 });
    expect(parseMediaFile(`${STEM}.thumb.webp`)).toEqual({ kind: 'variant', stem: STEM, width: 320 });
    expect(parseMediaFile(`${STEM}.png`)).toEqual({ kind: 'original', stem: STEM });
    for (const name of [`${STEM}.w641.webp`, `${STEM}.w640.png`, `${STEM}.w320.webp`, 'x.jpg', `${STEM}.gif`])
      expect(parseMediaFile(name)).toBeNull();
  });

  it('scales an upload to each width it offers, once, and makes nothing else', async () => {
    const storage = new MemoryStorage();
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#a0522d' } })
      .jpeg()
      .toBuffer();
    storage.files.set(`products/${PRODUCT}/${STEM}.jpg`, { body: photo, contentType: 'image/jpeg' });
    const product = { id: PRODUCT, categoryPath: 'textiles/garments', images: [upload(2000, 1500)] };
    const sizes = new ImageSizes(storage);
    for (const width of [160, 640, 1280]) {
      const path = `products/${PRODUCT}/${STEM}.w${width}.webp`;
      const [a, b] = await Promise.all([sizes.make(product, path), sizes.make(product, path)]);
      expect(a?.contentType).toBe('image/webp');
      expect(b).toBe(a); // two requests at once: one drawing
      expect(await sharp(a!.body).metadata()).toMatchObject({ format: 'webp', width, height: width * 0.75 });
      expect(storage.files.get(path)?.body).toBe(a!.body);
    }
    expect(storage.puts).toBe(3);
    // The original of an upload is never made; nor a copy of another image or a width not offered.
    expect(await sizes.make(product, `products/${PRODUCT}/${STEM}.jpg`)).toBeNull();
    expect(await sizes.make(product, `products/${PRODUCT}/${STEM.replace('aa', 'bb')}.w640.webp`)).toBeNull();
    const small = { ...product, images: [upload(600, 450)] };
    expect(await sizes.make(small, `products/${PRODUCT}/${STEM}.w640.webp`)).toBeNull();
    expect(storage.puts).toBe(3);
  });

  it("draws a demo product's illustration at each size, and no illustration for an upload", async () => {
    const storage = new MemoryStorage();
    const image = demoImage(PRODUCT, 'agriculture/cocoa-coffee');
    const product = { id: PRODUCT, categoryPath: 'agriculture/cocoa-coffee', images: [image] };
    const sizes = new ImageSizes(storage);
    const thumb = await sizes.make(product, image.thumbnailUrl.replace('/api/v1/media/', ''));
    expect(await sharp(thumb!.body).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    // Another category draws another picture, whose hash is not this key: nothing is made.
    const moved = { ...product, categoryPath: 'electronics/computers' };
    expect(await sizes.make(moved, image.url.replace('/api/v1/media/', ''))).toBeNull();
    expect(storage.puts).toBe(1);
  });

  it('refuses a picture that would decode to more pixels than any product photo needs', async () => {
    const bomb = pixelBomb(8000, 8000); // 64 million pixels in about 60 KB
    expect(bomb.length).toBeLessThan(100_000);
    await expect(inspectImage(bomb)).resolves.toBeNull();
    await expect(resizeToWebp(bomb, 320)).rejects.toThrow(/pixel limit/i);
    // Within the limit, the same construction is a fine image.
    await expect(inspectImage(pixelBomb(64, 48))).resolves.toMatchObject({ width: 64, height: 48 });
  });
});
