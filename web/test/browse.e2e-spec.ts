import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';

/**
 * A buyer browsing the demo catalogue in Debian's Chromium, against the whole standalone run whose
 * gateway serves web/dist (`npm run build -w web` first): a misspelt search from the home page,
 * facet filters kept in the URL, a comparison, the cart across a reload, and prices in KES.
 */
// E2E_WEB_DIR: a build of one's own (the shared web/dist may be rebuilt by someone else meanwhile).
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const WEB_INDEX = resolve(WEB_DIR, 'index.html');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('browse browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const SHOTS = process.env.E2E_SCREENSHOTS; // a folder: screenshots of each step, for a person to look at

/** "$1,234.50" / "KES 1,234.50" → 1234.5 */
const amount = (text: string) => Number(/([\d,]+(?:\.\d+)?)/.exec(text)![1]!.replace(/,/g, ''));

describeInBrowser('browsing the catalogue in a browser (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  const results = () => page.getByRole('region', { name: 'Results' });
  const cardLinks = () => results().getByRole('heading', { level: 3 }).getByRole('link');
  const shot = async (name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/browse-${name}.png`, fullPage: true });
  };
  const waitForResults = async () => {
    await cardLinks().first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  };
  const filter = (name: string): Locator =>
    page.getByRole('complementary', { name: 'Filters' }).getByRole('region', { name });

  beforeAll(async () => {
    if (!existsSync(WEB_INDEX)) throw new Error('web/dist is missing: run `npm run build -w web` first');
    h = await sharedHarness();
    browser = await launchChromium();
    ({ context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } }));
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  afterEach(() => {
    expect(errors).toEqual([]);
  });

  it('searches from the home page with a typo, says what it corrected, and opens a result', async () => {
    await page.goto(`${h.app.url}/`);
    const hero = page
      .getByRole('search')
      .filter({ has: page.getByRole('searchbox', { name: 'Search products' }) });
    await hero.getByRole('searchbox', { name: 'Search products' }).fill('sloar panel');
    await hero.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await page.waitForURL(/\/search\?q=sloar\+panel/);
    await waitForResults();

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('sloar panel');
    const note = page.locator('.bw-corrected');
    await expect(note.textContent()).resolves.toMatch(/Showing results for\s*solar panel/);
    await expect(note.getByRole('link', { name: 'solar panel' }).getAttribute('href')).resolves.toContain(
      'q=solar+panel',
    );
    const count = await page
      .getByRole('status')
      .filter({ hasText: /products?$/ })
      .textContent();
    expect(amount(count!)).toBeGreaterThan(0);
    const titles = await cardLinks().allTextContents();
    expect(titles.some((t) => /solar/i.test(t))).toBe(true);
    await shot('1-search');

    const first = cardLinks().first();
    const name = (await first.textContent())!;
    await first.click();
    await page.waitForURL(/\/products\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('table').first().waitFor();
    await shot('2-product');
    // Signed out, talking to the supplier goes through sign-in and comes back here.
    const back = encodeURIComponent(new URL(page.url()).pathname);
    await expect(page.getByRole('link', { name: 'Contact supplier' }).getAttribute('href')).resolves.toBe(
      `/login?next=${back}`,
    );
    await expect(page.getByRole('link', { name: 'Request quote' }).getAttribute('href')).resolves.toBe(
      `/login?next=${back}`,
    );
  });

  it('filters by country and by price, keeps both in the URL, and walks back', async () => {
    await page.goto(`${h.app.url}/search?q=cocoa`);
    await waitForResults();
    const unfiltered = amount(
      (await page
        .getByRole('status')
        .filter({ hasText: /products?$/ })
        .textContent())!,
    );

    const countryLink = filter('Country of origin').getByRole('link').first();
    // The flag is decorative (hidden from screen readers); the name is what the chips repeat.
    const countryName = (await countryLink.locator('.bw-opt__label').textContent())!
      .replace(/[\u{1F1E6}-\u{1F1FF}]/gu, '')
      .trim();
    await countryLink.click();
    await page.waitForURL(/[?&]country=[A-Z]{2}/);
    const activeFilters = page.getByRole('list', { name: 'Active filters' });
    await activeFilters.getByRole('link', { name: `Remove filter: ${countryName}` }).waitFor();
    await waitForResults();
    const countries = await results().locator('.bw-card .bw-country').allTextContents();
    expect(countries.length).toBeGreaterThan(0);
    for (const c of countries) expect(c.trim()).toContain(countryName);
    const byCountry = amount(
      (await page
        .getByRole('status')
        .filter({ hasText: /products?$/ })
        .textContent())!,
    );
    expect(byCountry).toBeLessThanOrEqual(unfiltered);

    // A range around the cheapest of these, so something is left to check.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const cheapest = amount((await results().locator('.bw-card .bw-price').first().textContent())!);
    const lo = Math.floor(cheapest);
    const hi = Math.ceil(cheapest * 3);
    const price = filter('Price per unit');
    await price.getByRole('spinbutton', { name: 'Minimum price in USD' }).fill(String(lo));
    await price.getByRole('spinbutton', { name: 'Maximum price in USD' }).fill(String(hi));
    await price.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(new RegExp(`minPrice=${lo}&maxPrice=${hi}&currency=USD`));
    expect(page.url()).toMatch(/[?&]country=[A-Z]{2}/);
    const usd = (n: number) => `$${n.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
    await activeFilters
      .getByRole('link', { name: `Remove filter: ${usd(lo)} – ${usd(hi)}`, exact: true })
      .waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const prices = await results().locator('.bw-card .bw-price').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const p of prices) {
      expect(amount(p)).toBeGreaterThanOrEqual(lo);
      expect(amount(p)).toBeLessThanOrEqual(hi);
    }
    for (const c of await results().locator('.bw-card .bw-country').allTextContents())
      expect(c).toContain(countryName);
    await shot('3-filtered');

    // The URL is the state: reloading keeps the filters, back removes the last one.
    await page.reload();
    await waitForResults().catch(() => undefined);
    expect(page.url()).toMatch(/minPrice=/);
    await page.goBack();
    await page.waitForURL((u) => !u.search.includes('minPrice') && u.search.includes('country='));
    await activeFilters.getByRole('link', { name: `Remove filter: ${countryName}` }).waitFor();
    await page.goBack();
    await page.goBack();
    await page.waitForURL((u) => !u.search.includes('country='));
  });

  it('compares two products side by side and removes one', async () => {
    await page.goto(`${h.app.url}/search?q=shea+butter`);
    await waitForResults();
    // Several suppliers list the same title: pick by position, not by name.
    const cards = results().getByRole('article');
    const names: string[] = [];
    for (const i of [0, 1]) {
      const card = cards.nth(i);
      const n = (await card.getByRole('heading', { level: 3 }).textContent())!;
      await card.getByRole('checkbox', { name: `Compare ${n}` }).check();
      names.push(n);
    }
    const bar = page.getByRole('region', { name: 'Products to compare' });
    await bar.getByRole('link', { name: 'Compare 2 products' }).click();
    await page.waitForURL(/\/products\/compare\?ids=/);
    const ids = new URL(page.url()).searchParams.get('ids')!.split(',');
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(UUID);

    const table = page.getByRole('table', { name: 'Compare products' });
    await table.waitFor();
    await expect(table.getByRole('columnheader').getByRole('link').allTextContents()).resolves.toEqual(names);
    for (const row of [
      'Price tiers',
      'Minimum order',
      'Unit',
      'Lead time',
      'Incoterms',
      'Supplier',
      'Country of origin',
      'Verified supplier',
    ])
      await expect(table.getByRole('rowheader', { name: row, exact: true }).count()).resolves.toBe(1);
    await shot('4-compare');

    await table
      .getByRole('columnheader')
      .nth(0)
      .getByRole('button', { name: `Remove ${names[0]} from the comparison` })
      .click();
    await page.getByText('Pick at least two products to compare').waitFor();
    expect(new URL(page.url()).searchParams.get('ids')).toBe(ids[1]);
  });

  it('adds to the cart, changes the quantity, and finds it kept after a reload', async () => {
    await page.goto(`${h.app.url}/search?q=cashew`);
    await waitForResults();
    const name = (await cardLinks().first().textContent())!;
    await cardLinks().first().click();
    await page.getByRole('heading', { level: 1, name }).waitFor();

    const qty = page.getByRole('spinbutton', { name: /^Quantity/ });
    const moq = Number(await qty.inputValue());
    expect(moq).toBeGreaterThan(0);
    // Below the MOQ is not an order: the box rises back to it.
    await qty.fill(String(moq + 3));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // The badge counts products (a B2B line may hold thousands of units).
    await page.getByRole('button', { name: 'Cart (1)' }).waitFor();

    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    const lineQty = drawer.getByRole('spinbutton', { name: `Quantity of ${name}` });
    await lineQty.fill(String(moq + 10));
    await lineQty.press('Enter');
    await page.waitForFunction(
      (q) =>
        (JSON.parse(localStorage.getItem('sokoni.cart.v1') ?? '[]') as { quantity: number }[])[0]
          ?.quantity === q,
      moq + 10,
    );
    await shot('5-cart');

    await page.reload();
    await page.getByRole('button', { name: 'Cart (1)' }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('sokoni.cart.v1'));
    expect(JSON.parse(stored!)).toEqual([expect.objectContaining({ name, quantity: moq + 10 })]);
  });

  it('opens the category pages the spec links to, with breadcrumbs, subcategories and their products', async () => {
    for (const [path, name, parent] of [
      ['/categories/textiles/textile-products', 'Textile Products', 'Textiles & Apparel'],
      ['/categories/construction/building-materials', 'Building Materials', 'Construction'],
    ] as const) {
      await page.goto(`${h.app.url}${path}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link').allTextContents()).resolves.toEqual([
        'Home',
        'Categories',
        parent,
      ]);
      await waitForResults();
      expect(await cardLinks().count()).toBeGreaterThan(0);
    }
    await page.goto(`${h.app.url}/categories/agriculture`);
    const subs = page.getByRole('navigation', { name: 'Subcategories' }).getByRole('link');
    await subs.first().waitFor();
    expect(await subs.count()).toBeGreaterThan(3);
    await subs.filter({ hasText: 'Cocoa & Coffee' }).click();
    await page.waitForURL(/\/categories\/agriculture\/cocoa-coffee$/);
    await page.getByRole('heading', { level: 1, name: 'Cocoa & Coffee' }).waitFor();
  });

  it('shows prices again in Kenyan shillings when the buyer picks KES', async () => {
    await page.goto(`${h.app.url}/search?q=solar+panel&sort=price_asc`);
    await waitForResults();
    const usd = (await results().locator('.bw-card .bw-price').first().textContent())!;
    expect(usd).toMatch(/\$/);
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('KES');
    await page.waitForFunction(() =>
      /KES/.test(document.querySelector('.bw-results__main .bw-card .bw-price')?.textContent ?? ''),
    );
    const kes = (await results().locator('.bw-card .bw-price').first().textContent())!;
    // The same cheapest product, at the demo rate of 150 shillings to the dollar.
    expect(amount(kes) / amount(usd)).toBeCloseTo(150, 0);

    await cardLinks().first().click();
    await page.getByRole('table').first().waitFor();
    const tierPrices = await page.locator('.bw-tiers .bw-price').allTextContents();
    expect(tierPrices.length).toBeGreaterThan(0);
    for (const p of tierPrices) expect(p).toMatch(/^KES\s/);
    await shot('6-kes');
    // The choice outlives the page.
    await page.reload();
    await page.locator('.bw-tiers .bw-price').first().waitFor();
    expect(await page.locator('.bw-tiers .bw-price').first().textContent()).toMatch(/^KES\s/);
    await context.clearCookies();
  });
});
