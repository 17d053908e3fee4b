import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { chromiumAvailable, launchChromium } from '../../services/standalone/test/browser.js';
import { startHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';
import { PASSWORD, readJson, screenshots, signedInPage, tradeApi } from './trade-fixtures.js';

/**
 * Issue 12's seller journey, in Debian's Chromium against the standalone run (web/dist, or
 * E2E_WEB_DIR: run `npm run build` first): a new seller lists a product from the storefront —
 * the form, a draft, two photos uploaded and the second made the main one — and submits it for
 * review; the list shows it in review and the catalogue holds what was typed.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('seller products browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const shot = screenshots('seller-products');
const photo = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

interface StoredProduct {
  id: string;
  status: string;
  title: string;
  moq: number;
  unit: string;
  currency: string;
  priceTiers: { minQuantity: number; unitPriceMinor: number }[];
  originCountry: string;
  incoterms: string[];
  hsCode: string | null;
  images: { key: string; width: number }[];
}

describeInBrowser('a new seller lists a product in a browser (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  const seller = { email: `kofi.${Date.now()}@volta-shea.example`, token: '' };

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build` first');
    h = await startHarness({ WEB_DIR });
    const api = tradeApi(h);
    await api.register(seller.email, 'seller', 'Kofi Mensah', 'Volta Shea Works');
    seller.token = (await api.signIn(seller.email, PASSWORD)).accessToken;
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  it('writes a draft, adds two photos, makes the second the main one and submits it for review', async () => {
    const title = 'Unrefined shea butter, 25 kg cartons';
    const s = await signedInPage(h, browser, seller.email, PASSWORD, '/seller/products');
    const { page } = s;
    await page.getByText('You have no products yet.', { exact: false }).waitFor();
    await page.getByRole('navigation', { name: 'Selling' }).getByRole('link', { name: 'Products' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Add a product' }).first().click();
    await page.waitForURL(/\/products\/new$/);
    // The list stays up while the form's code arrives: wait for the form itself.
    await page.getByRole('heading', { level: 1, name: 'Add a product' }).waitFor();

    // --- The form: what a buyer compares, in the seller's words.
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category', { exact: true }).click();
    await page.getByTitle('Agriculture', { exact: true }).click();
    await page.getByLabel('Unit', { exact: true }).click();
    await page.getByTitle('Kilogram (kg)').click();
    await page.getByLabel('Minimum order quantity (MOQ)').fill('500');
    expect(await page.getByLabel('From quantity (price 1)').inputValue()).toBe('500');
    await page.getByLabel('Unit price 1 (USD)').fill('4.2');
    await page.getByRole('button', { name: 'Add a price break' }).click();
    await page.getByLabel('From quantity (price 2)').fill('2000');
    await page.getByLabel('Unit price 2 (USD)').fill('3.9');
    // The preview converts each tier as the seller types (USD → EUR at the demo's rates).
    const preview = page.getByRole('table', { name: /Unit prices in USD/ });
    await preview.getByText('from 2,000 kg').waitFor();
    expect(await preview.getByRole('row').count()).toBe(3);
    await page.getByLabel(/^HS code/).fill('1515.90');
    await page
      .getByRole('group', { name: /^Incoterms you offer/ })
      .getByRole('checkbox', { name: 'FOB — Free On Board' })
      .check();
    await page.getByRole('button', { name: 'Add a specification' }).click();
    await page.getByLabel('Name 1').fill('Free fatty acids');
    await page.getByLabel('Value 1').fill('≤ 1%');
    const axe = await checkA11y(page);
    expect(axe.summary).toEqual([]);
    await shot(page, '1-form');

    // --- A photo chosen before the first save goes up with it; the next one is dropped on the draft.
    const [first, second] = [await photo('#c8a165'), await photo('#6b8e23')];
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'cartons.jpg', mimeType: 'image/jpeg', buffer: first });
    await page.getByText('cartons.jpg').waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/products\/edit\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;
    const photos = page.getByRole('list', { name: 'Photos, the main one first' });
    await photos.getByRole('listitem').first().waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'butter.jpg', mimeType: 'image/jpeg', buffer: second });
    await photos.getByRole('listitem').nth(1).waitFor();
    await page.getByText('butter.jpg uploaded.').waitFor();
    const uploaded = await readJson<StoredProduct>(
      await h.api(`/api/v1/products/${id}`, { token: seller.token }),
    );
    expect(uploaded.images).toHaveLength(2);
    await page.getByRole('button', { name: 'Make photo 2 the main photo' }).click();
    await page.getByText('That photo is now the main photo.').waitFor();
    await shot(page, '2-photos');

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.waitForURL(/\/seller\/products\?status=pending_review$/);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('In review', { exact: true }).waitFor();
    await shot(page, '3-in-review');
    expect((await checkA11y(page)).summary).toEqual([]);

    // --- In Arabic: the same screens, right to left, with nothing serious for axe either.
    await page.evaluate(() => localStorage.setItem('sokoni.language', 'ar'));
    await page.goto(`${h.app.url}/products/edit/${id}`);
    await page.getByRole('heading', { level: 1, name: 'تعديل منتج' }).waitFor();
    await page.getByRole('list', { name: 'الصور، الرئيسية أولًا' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect((await checkA11y(page)).summary).toEqual([]);
    await shot(page, '4-ar-form');
    await page.goto(`${h.app.url}/seller/products`);
    await page
      .getByRole('row')
      .filter({ hasText: title })
      .getByText('قيد المراجعة', { exact: true })
      .waitFor();
    expect((await checkA11y(page)).summary).toEqual([]);

    // --- On a phone: nothing wider than the screen but the table, which scrolls in its own box.
    await page.setViewportSize({ width: 360, height: 780 });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(`${h.app.url}/products/edit/${id}`);
    await page.getByRole('list', { name: 'الصور، الرئيسية أولًا' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(page, '5-phone-form');
    expect(s.errors).toEqual([]);

    const stored = await readJson<StoredProduct>(
      await h.api(`/api/v1/products/${id}`, { token: seller.token }),
    );
    expect(stored).toMatchObject({
      status: 'pending_review',
      title,
      unit: 'kg',
      moq: 500,
      currency: 'USD',
      priceTiers: [
        { minQuantity: 500, unitPriceMinor: 420 },
        { minQuantity: 2000, unitPriceMinor: 390 },
      ],
      originCountry: 'KE',
      incoterms: ['FOB'],
      hsCode: '1515.90',
    });
    // The second upload is now the main image; both are kept.
    expect(stored.images.map((i) => i.key)).toEqual([uploaded.images[1]!.key, uploaded.images[0]!.key]);
    await s.context.close();
  }, 240_000);
});
