import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { chromiumAvailable, launchChromium, openOptions } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';
import { PASSWORD, readJson, screenshots, signedInPage, tradeApi } from './trade-fixtures.js';

/**
 * Issue 12's bulk upload, in Debian's Chromium against the standalone run (web/dist, or
 * E2E_WEB_DIR: run `npm run build` first): a new seller uploads a CSV with one bad row; the page
 * follows the background job to its end, the good rows are the seller's drafts, the bad one is
 * reported by row, column and message, stored nowhere, and in the downloadable report.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('bulk upload browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const shot = screenshots('bulk-upload');

const HEADER =
  'title*,unit*,moq*,currency*,tier_1_min_quantity*,tier_1_unit_price*,origin_country*,incoterms';
const CSV = [
  HEADER,
  'Unrefined shea butter,kg,500,USD,500,4.20,GH,"FOB, CIF"',
  // The first tier does not start at the MOQ: the product form's own rule refuses it.
  'Shea butter mislabelled,kg,500,USD,400,4.20,GH,FOB',
  'Shea nuts,tonne,2,USD,2,850,GH,',
].join('\n');

describeInBrowser('a seller uploads products in bulk in a browser (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  const seller = { email: `abena.${Date.now()}@volta-shea.example`, token: '' };

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build` first');
    h = await sharedHarness();
    const api = tradeApi(h);
    await api.register(seller.email, 'seller', 'Abena Owusu', 'Volta Shea Works');
    seller.token = (await api.signIn(seller.email, PASSWORD)).accessToken;
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  it('creates the good rows as drafts and reports the bad one', async () => {
    const { page } = await signedInPage(h, browser, seller.email, PASSWORD, '/products/bulk');
    await page.getByRole('heading', { level: 1, name: 'Bulk upload' }).waitFor();
    await page.getByLabel('Category of the products').click();
    await openOptions(page).getByTitle('Agriculture', { exact: true }).click();

    // The template of the chosen category downloads (fetched with the seller's token).
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV template' }).click(),
    ]);
    expect(readFileSync(await template.path(), 'utf8')).toMatch(/^\uFEFFtitle\*,description,unit\*/);

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'shea.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByText('Chosen: shea.csv.', { exact: false }).waitFor();
    expect((await checkA11y(page)).summary).toEqual([]);
    await shot(page, '1-chosen');
    await page.getByRole('button', { name: 'Upload into Agriculture' }).click();

    await page.waitForURL(/\/products\/bulk\?job=[0-9a-f-]{36}$/);
    await page.getByText('2 products saved as drafts, 1 rows with errors.').waitFor({ timeout: 30_000 });
    const bad = page.getByRole('row').filter({ hasText: 'tier_1_min_quantity' });
    await bad.getByText('The first price tier must start at the minimum order quantity (500).').waitFor();
    expect(await bad.getByRole('cell').first().textContent()).toBe('3');
    expect((await checkA11y(page)).summary).toEqual([]);
    await shot(page, '2-report');

    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the error report (CSV)' }).click(),
    ]);
    expect(report.suggestedFilename()).toBe('shea-errors.csv');
    expect(readFileSync(await report.path(), 'utf8')).toContain('3,tier_1_min_quantity,');

    const drafts = await readJson<{ items: { title: string; status: string }[] }>(
      await h.api('/api/v1/seller/products', { token: seller.token }),
    );
    expect(drafts.items.map((p) => [p.title, p.status]).sort()).toEqual([
      ['Shea nuts', 'draft'],
      ['Unrefined shea butter', 'draft'],
    ]);

    // The same report in Arabic after a reload: right to left, nothing serious for axe either.
    const reportUrl = page.url();
    await page.evaluate(() => localStorage.setItem('sokoni.language', 'ar'));
    await page.goto(reportUrl);
    await page.getByRole('heading', { level: 1, name: 'الرفع الجماعي' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'tier_1_min_quantity' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect((await checkA11y(page)).summary).toEqual([]);
    await shot(page, '3-ar-report');
    await page.evaluate(() => localStorage.setItem('sokoni.language', 'en'));
    await page.goto(reportUrl);

    // Back to the form: the upload is among the recent ones, and leads back to its report.
    await page.getByRole('button', { name: 'Upload another file' }).click();
    const recent = page.getByRole('row').filter({ hasText: 'shea.csv' });
    await recent.getByText('2 drafts, 1 rows with errors').waitFor();
    expect((await checkA11y(page)).summary).toEqual([]);
    await recent.getByRole('link', { name: 'shea.csv' }).click();
    await page.waitForURL(reportUrl);

    await page.getByRole('link', { name: 'Review your new drafts' }).click();
    await page.waitForURL(/\/seller\/products\?status=draft$/);
    await page.getByRole('row').filter({ hasText: 'Shea nuts' }).waitFor();
  });
});
