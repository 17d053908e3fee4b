import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';

/**
 * axe-core on the browse screens (search, product, comparison, categories, suppliers) as a browser
 * renders them with the demo catalogue: no serious or critical violation, in English on a desktop
 * and in Arabic (right to left) on a phone.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('browse a11y browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], .route-progress, .ant-skeleton'),
  );
}

interface PageCase {
  name: string;
  /** A path, or one built from demo data found through the API. */
  path: string | ((ids: DemoIds) => string);
  viewport: { width: number; height: number };
  lang?: string;
  prepare?(page: Page): Promise<void>;
}

interface DemoIds {
  products: string[];
  supplier: string;
}

const PAGES: PageCase[] = [
  { name: 'search results', path: '/search?q=cocoa', viewport: DESKTOP },
  {
    name: 'search results, list view, two products to compare',
    path: '/search?q=shea+butter&country=BF',
    viewport: DESKTOP,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'List view' }).click();
      for (const i of [0, 1]) await page.getByRole('article').nth(i).getByRole('checkbox').check();
      await page.getByRole('region', { name: 'Products to compare' }).waitFor();
    },
  },
  {
    name: 'search results, phone, Arabic, filters open',
    path: '/search?q=solar',
    lang: 'ar',
    viewport: PHONE,
    prepare: async (page) => {
      await page.locator('.bw-filters-toggle').click();
      await page.getByRole('complementary').first().waitFor();
    },
  },
  { name: 'search with a typo', path: '/search?q=sloar+panel', viewport: DESKTOP },
  { name: 'search with nothing found', path: '/search?q=zzqxvw', viewport: DESKTOP },
  { name: 'product page', path: ({ products }) => `/products/${products[0]}`, viewport: DESKTOP },
  {
    name: 'product page, phone, Arabic',
    path: ({ products }) => `/products/${products[0]}`,
    lang: 'ar',
    viewport: PHONE,
  },
  {
    name: 'comparison',
    path: ({ products }) => `/products/compare?ids=${products.slice(0, 3).join(',')}`,
    viewport: DESKTOP,
  },
  {
    name: 'comparison with one product',
    path: ({ products }) => `/products/compare?ids=${products[0]}`,
    viewport: DESKTOP,
  },
  { name: 'categories', path: '/categories', viewport: DESKTOP },
  { name: 'a subcategory', path: '/categories/textiles/textile-products', viewport: DESKTOP },
  { name: 'supplier directory', path: '/suppliers/directory?verified=true', viewport: DESKTOP },
  { name: 'supplier storefront', path: ({ supplier }) => `/suppliers/${supplier}`, viewport: DESKTOP },
  { name: 'ready to ship', path: '/ready-to-ship', viewport: PHONE },
];

describeInBrowser('accessibility of the browse screens (axe-core, serious and critical)', () => {
  let h: Harness;
  let browser: Browser;
  let ids: DemoIds;

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build -w web` first');
    h = await sharedHarness();
    const found = (await (await h.api('/api/v1/products?q=cocoa+beans')).json()) as {
      items: { id: string; supplier: { id: string } }[];
    };
    ids = { products: found.items.map((p) => p.id), supplier: found.items[0]!.supplier.id };
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  it.each(PAGES)(
    '$name: no serious or critical violation',
    async ({ name, path, viewport, lang, prepare }) => {
      const { context, page, errors } = await newPage(browser, { viewport });
      if (lang) await context.addInitScript((l) => localStorage.setItem('sokoni.language', l), lang);
      await page.goto(`${h.app.url}${typeof path === 'string' ? path : path(ids)}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(page);
      if (prepare) await prepare(page);
      // E2E_SCREENSHOTS: a folder for a person to look at each screen as checked.
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/a11y-${name.replace(/\W+/g, '-')}.png`,
          fullPage: true,
        });
      // The header, footer and phone menu are the shell's, checked by a11y.e2e-spec.ts.
      const report = await checkA11y(page, { exclude: ['.sk-header', '.sk-footer'] });
      if (report.other.length)
        console.info(
          `${page.url()} (minor/moderate): ${report.other.map((v) => `${v.impact} ${v.id}`).join(', ')}`,
        );
      expect(report.summary).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
