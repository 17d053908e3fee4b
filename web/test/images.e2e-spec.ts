import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';

/**
 * Product pictures in Debian's Chromium against the standalone run and its demo catalogue: cards
 * show the demo illustrations at a size from their srcset; with Save-Data (the browser's) or the
 * footer's Data saver switch, not one picture is requested until the visitor taps.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('images browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const MEDIA = '/api/v1/media/';
const SIZE = /\/api\/v1\/media\/products\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(w160|thumb|w640|w1280)?\.?webp$/;

describeInBrowser('product pictures and data saver (standalone)', () => {
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

  /** A page (no service worker, so every picture request is the page's own) and its media requests. */
  async function open(options: { saveData?: boolean } = {}) {
    const { page, errors, context } = await newPage(browser, {
      viewport: { width: 412, height: 860 },
      serviceWorkers: 'block',
      ...(options.saveData ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}),
    });
    // What Chrome's "Lite mode" gives a page; the DevTools protocol has no switch for it.
    if (options.saveData)
      await page.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } }),
      );
    const media: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith(MEDIA)) media.push(r);
    });
    return { page, errors, context, media };
  }

  const results = (page: Page) => page.getByRole('region', { name: 'Results' });
  /**
   * Verified suppliers' products only: the demo catalogue's, each with its picture. Other suites on
   * the shared stack list products of their own, without pictures, that would otherwise come first.
   */
  async function search(page: Page, q = 'coffee') {
    await page.goto(`${h.app.url}/search?q=${q}&verified=true`);
    await results(page).getByRole('heading', { level: 3 }).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  }

  it('shows each card with its picture, the first at once, at a size its srcset offers', async () => {
    const { page, errors, context, media } = await open();
    await search(page);
    const first = results(page).locator('article img').first();
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await first.elementHandle(),
    );
    expect(await first.getAttribute('loading')).toBe('eager');
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await first.getAttribute('srcset')).toMatch(/ 160w, .* 320w, .* 640w, .* 960w$/);
    const shown = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(shown).pathname).toMatch(SIZE);
    const rest = results(page).locator('article img');
    expect(await rest.count()).toBeGreaterThan(3);
    expect(await rest.nth(3).getAttribute('loading')).toBe('lazy');

    // The picture came as an immutable WebP, and was no full-size original for a 412px phone card.
    const response = await media.find((r) => r.url() === shown)!.response();
    expect(response?.headers()['content-type']).toBe('image/webp');
    expect(response?.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("with the browser's Save-Data, requests no picture until one is tapped, then only that one", async () => {
    const { page, errors, context, media } = await open({ saveData: true });
    await search(page);
    const buttons = results(page).getByRole('button', { name: /^Tap to load image: / });
    expect(await buttons.count()).toBeGreaterThan(3);
    await page.mouse.wheel(0, 4000); // scrolling past lazy pictures must not fetch them either
    await page.waitForTimeout(500);
    expect(await results(page).locator('article img').count()).toBe(0);
    expect(media).toHaveLength(0);

    // Two suppliers may sell products of the same name: the second card's own button.
    const second = results(page).locator('article').nth(1);
    const name = await second.getByRole('heading', { level: 3 }).textContent();
    await second.getByRole('button', { name: `Tap to load image: ${name}` }).click();
    const img = results(page).locator('article img');
    await img.waitFor();
    await page.waitForFunction((el) => (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());
    // Requests for one product's picture only (the browser may take a second size of it).
    expect(media.length).toBeGreaterThan(0);
    expect(new Set(media.map((r) => new URL(r.url()).pathname.split('/')[5])).size).toBe(1);
    expect(page.url()).toContain('/search'); // the tap loaded the picture, it did not open the product
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['en', 'ar'])('the placeholders and the switch pass axe (%s)', async (lang) => {
    const { page, errors, context } = await open({ saveData: true });
    await context.addInitScript((l) => localStorage.setItem('sokoni.language', l), lang);
    await page.goto(`${h.app.url}/search?q=coffee`);
    await page.locator('.sk-saver__load').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const report = await checkA11y(page);
    expect(report.summary).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with the footer switch on, requests no picture on the next pages either', async () => {
    const { page, errors, context, media } = await open();
    await page.goto(`${h.app.url}/`);
    const toggle = page.getByRole('contentinfo').getByRole('checkbox', { name: 'Data saver' });
    await toggle.scrollIntoViewIfNeeded();
    await toggle.check();
    const before = media.length; // the home page's pictures, loaded before the switch
    await search(page, 'shea');
    expect(
      await results(page)
        .getByRole('button', { name: /^Tap to load image: / })
        .count(),
    ).toBeGreaterThan(0);
    await page.reload();
    await results(page).getByRole('heading', { level: 3 }).first().waitFor();
    expect(
      await page.getByRole('contentinfo').getByRole('checkbox', { name: 'Data saver' }).isChecked(),
    ).toBe(true);
    await page.waitForTimeout(500);
    expect(media.length).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
