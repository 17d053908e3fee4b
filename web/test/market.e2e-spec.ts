import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';

/**
 * /market-intelligence in Debian's Chromium against the standalone run (web/dist: `npm run build -w
 * web` first): the figures on the page are the API's own (trending terms, top categories with their
 * counts, the KES rate of 150 per USD), and axe finds nothing serious or critical.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('market browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

interface Category {
  name: string;
  productCount: number;
}

describeInBrowser('market intelligence page in a browser (standalone)', () => {
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

  it('shows live trending terms, category counts and FX rates, accessibly', async () => {
    const api = async <T>(path: string): Promise<T> => {
      const res = await fetch(`${h.app.url}${path}`, { headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(200);
      return (await res.json()) as T;
    };
    const categories = (await api<{ items: Category[] }>('/api/v1/categories')).items;
    const trending = (await api<{ items: { term: string }[] }>('/api/v1/search/trending')).items;
    expect(categories.length).toBeGreaterThan(0);

    const { context, page, errors } = await newPage(browser, {
      viewport: { width: 1280, height: 900 },
      locale: 'en-GB',
    });
    await context.addInitScript(() => localStorage.setItem('sokoni.language', 'en'));
    try {
      await page.goto(`${h.app.url}/market-intelligence`);
      await page.getByRole('heading', { level: 1, name: 'Market intelligence' }).waitFor();
      await expect(page.title()).resolves.toContain('Market intelligence');

      // Every top category with the API's count, formatted for en-GB.
      const list = page.getByRole('region', { name: 'Top categories' });
      await list.getByRole('link', { name: categories[0]!.name }).waitFor();
      const rows = await list.getByRole('listitem').allInnerTexts();
      expect(rows.map((r) => r.replace(/\s+/g, ' ').trim())).toEqual(
        categories.map((c) => `${c.name} ${c.productCount.toLocaleString('en-GB')} products`),
      );

      if (trending.length > 0) {
        const region = page.getByRole('region', { name: 'Trending searches' });
        const link = region.getByRole('link', { name: trending[0]!.term, exact: true });
        expect(await link.getAttribute('href')).toBe(
          `/search?${new URLSearchParams({ q: trending[0]!.term }).toString()}`,
        );
      }

      const kes = page.locator('tr[data-currency="KES"]');
      await kes.waitFor();
      expect((await kes.locator('td').innerText()).trim()).toBe('150');
      expect(await page.locator('tr[data-currency]').count()).toBe(14);
      await page.getByText(/^Last updated: \d{1,2} \w+ \d{4}$/).waitFor();

      const stats = page.getByRole('region', { name: 'Marketplace at a glance' });
      await stats.getByText('Verified suppliers').waitFor();

      await page.waitForLoadState('networkidle');
      const report = await checkA11y(page, { exclude: ['.sk-header', '.sk-footer'] });
      expect(report.summary).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
