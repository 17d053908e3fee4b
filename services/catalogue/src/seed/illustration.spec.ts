import sharp from 'sharp';
import { IMAGE_KEY } from '../products/product-images.js';
import { renderSvgToWebp } from '../storage/image-resize.js';
import { demoImage } from './demo-images.js';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, illustrationKey, illustrationSvg } from './illustration.js';

const id = (n: number) =>
  `019b8a2c-4000-7${String(n % 1000).padStart(3, '0')}-8000-${String(n).padStart(12, '0')}`;

describe('demo illustrations', () => {
  it('are the same for the same product, every time', () => {
    const a = illustrationSvg(id(1), 'agriculture/cocoa-coffee');
    expect(illustrationSvg(id(1), 'agriculture/cocoa-coffee')).toBe(a);
    expect(illustrationKey(a)).toBe(illustrationKey(illustrationSvg(id(1), 'agriculture/cocoa-coffee')));
  });

  it('differ from product to product within one subcategory', () => {
    const svgs = new Set(Array.from({ length: 300 }, (_, n) => illustrationSvg(id(n), 'textiles/garments')));
    expect(svgs.size).toBe(300);
  });

  it("draw each subcategory's own object, and the sector's for a subcategory added later", () => {
    const sack = illustrationSvg(id(7), 'agriculture/cocoa-coffee');
    const phone = illustrationSvg(id(7), 'electronics/mobile-phones');
    // The object group is what follows the backdrop; same product id, so only the motif differs.
    const object = (svg: string) => svg.slice(svg.lastIndexOf('<g transform='));
    expect(object(sack)).not.toBe(object(phone));
    const later = illustrationSvg(id(7), 'agriculture/a-new-subcategory');
    expect(object(later).replace(/transform="[^"]*"/, '')).toBe(
      object(sack).replace(/transform="[^"]*"/, ''),
    );
  });

  it('have keys named by their content, in the shape product image keys have', () => {
    const svg = illustrationSvg(id(3), 'construction/roofing');
    const key = illustrationKey(svg);
    expect(key).toMatch(IMAGE_KEY);
    expect(illustrationKey(`${svg} `)).not.toBe(key);
    expect(demoImage(id(3), 'construction/roofing')).toEqual({
      key,
      url: `/api/v1/media/products/${id(3)}/${key}`,
      thumbnailUrl: `/api/v1/media/products/${id(3)}/${key.replace('.webp', '.thumb.webp')}`,
      contentType: 'image/webp',
      width: ILLUSTRATION_WIDTH,
      height: ILLUSTRATION_HEIGHT,
    });
  });

  it('render to a WebP of the width asked, at 4:3', async () => {
    const webp = await renderSvgToWebp(illustrationSvg(id(9), 'beauty-personal-care/soaps'), 160);
    const meta = await sharp(webp).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 160, height: 120 });
    // Not a blank picture: the object and its backdrop make many colours.
    const { channels } = await sharp(webp).stats();
    expect(channels.some((c) => c.stdev > 20)).toBe(true);
  });
});
