import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import {
  chromiumAvailable,
  launchChromium,
  newPage,
  openOptions,
} from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';
import { PASSWORD, readJson, screenshots, signedInPage, tradeApi } from './trade-fixtures.js';

/**
 * Issue 12's seller journey, in Debian's Chromium against the stack the browser suites share
 * (web/dist, or E2E_WEB_DIR: run `npm run build` first; the seller, staff and products are this
 * suite's own, titled for this run): a new seller lists a product from the storefront —
 * the form, a draft, two photos uploaded and the second made the main one — and submits it for
 * review; the list shows it in review and the catalogue holds what was typed. Then the same seller
 * finds a product staff rejected on their dashboard, with the reason and the way to fix it, and
 * edits their storefront (a logo, a description, languages) while its preview follows.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('seller products browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const shot = screenshots('seller-products');
const RUN = Date.now().toString(36);
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
  const seller = { email: `kofi.${Date.now()}@volta-shea.example`, token: '', id: '' };
  const admin = { email: `staff.${Date.now()}@sokoni.example`, password: 'Moderation desk 2026' };
  let adminToken = '';

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build` first');
    h = await sharedHarness();
    const api = tradeApi(h);
    await api.register(seller.email, 'seller', 'Kofi Mensah', 'Volta Shea Works');
    const signedIn = await api.signIn(seller.email, PASSWORD);
    seller.token = signedIn.accessToken;
    seller.id = signedIn.user.id;
    await h.createAdmin(admin.email, admin.password);
    adminToken = (await api.signIn(admin.email, admin.password)).accessToken;
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  it('writes a draft, adds two photos, makes the second the main one and submits it for review', async () => {
    const title = `Unrefined shea butter, 25 kg cartons, lot ${RUN}`;
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
    await openOptions(page).getByTitle('Agriculture', { exact: true }).click();
    await page.getByLabel('Unit', { exact: true }).click();
    await openOptions(page).getByTitle('Kilogram (kg)').click();
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

    // --- Staff approve it in the back office; a buyer searching the storefront then finds it.
    const staff = { email: `review.${Date.now()}@sokoni.example`, password: 'Review desk at Accra 2026' };
    expect(await h.createAdmin(staff.email, staff.password)).toMatch(/admin/i);
    const desk = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    desk.page.setDefaultTimeout(45_000);
    await desk.page.goto(`${h.app.url}/admin/`);
    await desk.page.locator('input[name="email"]').fill(staff.email);
    await desk.page.locator('input[name="password"]').fill(staff.password);
    await desk.page.getByRole('button', { name: 'Sign in' }).click();
    await desk.page.getByRole('menuitem', { name: 'Products', exact: true }).waitFor();
    await desk.page.goto(`${h.app.url}/admin/products/${id}/show`);
    await desk.page.getByText(title).first().waitFor();
    await desk.page.getByRole('button', { name: 'Approve' }).click();
    await desk.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await desk.page.getByText('Product approved and published').waitFor();
    await shot(desk.page, '6-approved');
    await desk.context.close();

    const buyer = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    buyer.page.setDefaultTimeout(45_000);
    // Search learns of the approval through catalogue's events: a fresh search until it shows.
    const found = buyer.page.getByRole('main').getByText(title).first();
    for (const deadline = Date.now() + 60_000; ;) {
      await buyer.page.goto(`${h.app.url}/search?q=${encodeURIComponent('unrefined shea butter')}`);
      await buyer.page.getByRole('heading', { level: 1 }).first().waitFor();
      await buyer.page.waitForLoadState('networkidle');
      if (await found.isVisible()) break;
      if (Date.now() > deadline) throw new Error('the approved product never showed in search');
    }
    await shot(buyer.page, '7-in-search');
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  }, 360_000);

  it('shows a rejected product with its reason on the dashboard, and edits the storefront', async () => {
    // --- Staff reject a product the seller sent (through the API: the review desk is the back office's).
    const title = `Shea nuts, sun-dried, 50 kg bags, lot ${RUN}`;
    const reason = 'The photos show cocoa, not shea nuts.';
    const category = await readJson<{ id: string }>(await h.api('/api/v1/categories/agriculture'));
    const created = await h.api('/api/v1/products', {
      method: 'POST',
      token: seller.token,
      json: {
        title,
        categoryId: category.id,
        unit: 'bag',
        moq: 10,
        priceTiers: [{ minQuantity: 10, unitPriceMinor: 3_500 }],
        currency: 'USD',
        originCountry: 'GH',
      },
    });
    expect(created.status).toBe(201);
    const { id } = await readJson<{ id: string }>(created);
    const as = (token: string, path: string, json?: unknown) => h.api(path, { method: 'POST', token, json });
    expect((await as(seller.token, `/api/v1/products/${id}/submit`)).status).toBe(200);
    expect((await as(adminToken, `/api/v1/admin/products/${id}/reject`, { reason })).status).toBe(200);

    // --- The dashboard puts it first, with the staff's words and the way back to the form.
    const s = await signedInPage(h, browser, seller.email, PASSWORD, '/seller/dashboard');
    const { page } = s;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('heading', { level: 1, name: 'Seller dashboard' }).waitFor();
    const attention = page.getByRole('region', { name: 'Needs your attention' });
    await attention.getByText(`Reason: ${reason}`).waitFor();
    await attention.getByText('Your company is not verified yet', { exact: false }).waitFor();
    const counts = page.getByRole('region', { name: 'Your products' });
    expect(await counts.getByRole('link', { name: /Rejected/ }).textContent()).toBe('1Rejected');
    await page.getByRole('heading', { name: 'Product views' }).waitFor();
    expect((await checkA11y(page)).summary).toEqual([]);
    await shot(page, '6-dashboard');
    await attention.getByRole('link', { name: `Fix and resubmit ${title}` }).click();
    await page.waitForURL(new RegExp(`/products/edit/${id}$`));
    await page.getByText(reason).waitFor();

    // --- The storefront: a logo, a description and a language, seen in the preview before saving.
    await page.getByRole('navigation', { name: 'Selling' }).getByRole('link', { name: 'Storefront' }).click();
    await page.waitForURL(/\/seller\/storefront$/);
    await page.getByRole('heading', { level: 1, name: 'Your storefront' }).waitFor();
    const preview = page.getByTestId('storefront-preview');
    await preview.getByRole('heading', { name: 'Volta Shea Works' }).waitFor();
    const logo = page.getByRole('region', { name: 'Logo', exact: true });
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#b5651d' } })
      .png()
      .toBuffer();
    await logo
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await logo.getByText('Logo saved.').waitFor();
    await preview.locator('img.bw-storefront__logo').waitFor();
    const about = 'Women-run shea co-operative in the Volta region, 400 members.';
    await page.getByLabel(/^About your company/).fill(about);
    await preview.getByText(about).waitFor();
    // Typing narrows the list of languages; Enter picks the match.
    await page.getByLabel(/^Languages you trade in/).fill('French');
    await page.getByTitle('French', { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await preview.getByText('French').waitFor();
    // Closed, and its closing animation over, before axe looks at the page.
    await page.getByRole('heading', { level: 1, name: 'Your storefront' }).click();
    await page.waitForFunction(
      () => !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
    );
    // Checked before saving: the "saved" toast would lie over whichever field is at the top.
    expect((await checkA11y(page)).summary).toEqual([]);
    await shot(page, '7-storefront');
    await page.getByRole('button', { name: 'Save storefront' }).click();
    await page.getByText('Your storefront was saved.').waitFor();

    const stored = await readJson<{ description: string; languages: string[]; logoUrl: string | null }>(
      await h.api(`/api/v1/suppliers/${seller.id}`),
    );
    expect(stored).toMatchObject({ description: about, languages: ['fr'] });
    expect(stored.logoUrl).toMatch(/\.webp$/);
    expect((await h.api(stored.logoUrl!)).headers.get('content-type')).toBe('image/webp');

    // --- Both pages in Arabic: right to left, nothing serious for axe.
    await page.evaluate(() => localStorage.setItem('sokoni.language', 'ar'));
    await page.goto(`${h.app.url}/seller/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'لوحة تحكم البائع' }).waitFor();
    await page.getByText(`السبب: ${reason}`).waitFor();
    expect((await checkA11y(page)).summary).toEqual([]);
    await page.goto(`${h.app.url}/seller/storefront`);
    await page.getByRole('heading', { level: 1, name: 'واجهة متجرك' }).waitFor();
    await page.getByTestId('storefront-preview').getByText(about).waitFor();
    expect((await checkA11y(page)).summary).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 240_000);
});
