import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';

/**
 * axe-core on the storefront's pages as a browser renders them (standalone run, demo data): no
 * serious or critical violation. Other pages join by adding a case to PAGES.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('a11y browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

/** Waits until the page has settled: lazy sections in, no busy region, no loading bar. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], .route-progress, .sk-below-fold-placeholder'),
  );
}

interface PageCase {
  name: string;
  path: string;
  viewport: { width: number; height: number };
  lang?: string;
  /** What to do before checking (open a menu, say). */
  prepare?(page: Page): Promise<void>;
}

const PAGES: PageCase[] = [
  { name: 'home, desktop', path: '/', viewport: { width: 1280, height: 900 } },
  {
    name: 'home, desktop, a menu open',
    path: '/',
    viewport: { width: 1280, height: 900 },
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Marketplace' }).click();
      await page.getByRole('link', { name: 'Browse Products', exact: true }).waitFor();
    },
  },
  { name: 'home, phone, Arabic', path: '/', lang: 'ar', viewport: { width: 390, height: 844 } },
  {
    name: 'home, phone, menu open',
    path: '/',
    viewport: { width: 390, height: 844 },
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign In' }).waitFor();
      await page.waitForTimeout(400); // the sheet's opening animation
    },
  },
  { name: 'register', path: '/register', viewport: { width: 1280, height: 900 } },
  {
    name: 'register, errors shown',
    path: '/register',
    viewport: { width: 390, height: 844 },
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Enter your full name (2 to 120 characters).').waitFor();
    },
  },
  { name: 'sign in', path: '/login', viewport: { width: 1280, height: 900 } },
  { name: 'not found', path: '/no-such-page', viewport: { width: 1280, height: 900 } },
];

describeInBrowser('accessibility (axe-core, serious and critical)', () => {
  let h: Harness;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build -w web` first');
    h = await sharedHarness();
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  it.each(PAGES)('$name: no serious or critical violation', async ({ path, viewport, lang, prepare }) => {
    const { context, page, errors } = await newPage(browser, { viewport });
    if (lang) await context.addInitScript((l) => localStorage.setItem('sokoni.language', l), lang);
    await page.goto(`${h.app.url}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle(page);
    if (prepare) await prepare(page);
    const report = await checkA11y(page);
    if (report.other.length)
      console.info(`${path} (minor/moderate): ${report.other.map((v) => `${v.impact} ${v.id}`).join(', ')}`);
    expect(report.summary).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
