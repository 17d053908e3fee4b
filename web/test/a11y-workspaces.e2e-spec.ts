import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';
import { PASSWORD, signedInPage, tradeApi } from './trade-fixtures.js';

/**
 * Issue 12's pages under axe-core, in English and in Arabic (right to left): the service pages a
 * visitor sees, and the seller's and buyer's workspaces, account and notification settings as the
 * signed-in user sees them. No serious or critical violation, and no error in the console.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('workspace a11y browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const VISITOR = [
  '/trade-finance',
  '/logistics',
  '/quality-control',
  '/partnerships',
  '/business-tools',
  '/buyer-central',
  '/inventory-forecasting',
  '/ai-onboarding',
  '/buyer/portal',
];
const SELLER = [
  '/seller/dashboard',
  '/seller/products',
  '/products/new',
  '/products/bulk',
  '/seller/storefront',
  '/account',
  '/notification-settings',
];
const BUYER = ['/buyer/dashboard', '/account', '/notification-settings'];
const LANGUAGES = ['en', 'ar'] as const;

/** Waits until the page has settled: data in, no busy region, no loading bar. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], .route-progress, .ant-spin-spinning, .ant-skeleton'),
  );
}

describeInBrowser('issue 12 pages under axe, in English and Arabic (standalone, Chromium)', () => {
  let h: Harness;
  let browser: Browser;
  const stamp = Date.now();
  const seller = `kofi.${stamp}@a11y-seller.example`;
  const buyer = `amina.${stamp}@a11y-buyer.example`;

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build` first');
    h = await sharedHarness();
    const api = tradeApi(h);
    await api.register(seller, 'seller', 'Kofi Mensah', 'Volta Shea Works');
    await api.register(buyer, 'buyer', 'Amina Yusuf', 'Kano Grains');
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  /** Every path in `lang` on one page; the violations found, one line per page and rule. */
  async function audit(page: Page, paths: string[], lang: string): Promise<string[]> {
    await page.evaluate((l) => localStorage.setItem('sokoni.language', l), lang);
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(`${h.app.url}${path}`);
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      if (lang === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const report = await checkA11y(page);
      found.push(...report.summary.map((line) => `${path} [${lang}] ${line}`));
    }
    return found;
  }

  it.each(LANGUAGES)(
    'the service pages, as a visitor (%s)',
    async (lang) => {
      const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
      await page.goto(`${h.app.url}/`);
      expect(await audit(page, VISITOR, lang)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    300_000,
  );

  it.each(LANGUAGES)(
    'the seller’s workspace, account and settings (%s)',
    async (lang) => {
      const { context, page, errors } = await signedInPage(h, browser, seller, PASSWORD, '/account');
      expect(await audit(page, SELLER, lang)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    300_000,
  );

  it.each(LANGUAGES)(
    'the buyer’s workspace, account and settings (%s)',
    async (lang) => {
      const { context, page, errors } = await signedInPage(h, browser, buyer, PASSWORD, '/account');
      expect(await audit(page, BUYER, lang)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    300_000,
  );
});
