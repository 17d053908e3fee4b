import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { PASSWORD, signedInPage, tradeApi } from './trade-fixtures.js';

/**
 * Issue 12's "no dead buttons": every link of the header (its menus opened one by one), the user
 * menu, the footer and the mobile sheet, as a visitor, a buyer and a seller, leads to a screen of
 * its own — never the catch-all not-found page. Links to the console (/admin/…) must be answered by
 * the console itself. Each link is opened with a full page load, as a shared or bookmarked link is.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('link-walking browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const NOT_FOUND = '.sk-not-found-code';

async function grab(page: Page, scope: string, into: Set<string>) {
  for (const href of await page.$$eval(`${scope} a[href]`, (as) => as.map((a) => a.getAttribute('href')!)))
    into.add(href);
}

/** Every link the shell offers on a wide screen (menus opened one at a time) and in the phone's sheet. */
async function shellLinks(page: Page, base: string): Promise<string[]> {
  const links = new Set<string>();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/`);
  await page.locator('footer a[href]').first().waitFor();
  await grab(page, 'header', links);
  await grab(page, 'footer', links);
  const menus = page.locator('header button[aria-expanded]');
  for (let i = 0; i < (await menus.count()); i++) {
    const menu = menus.nth(i);
    if (!(await menu.isVisible())) continue;
    await menu.click();
    await grab(page, 'header', links);
    await page.keyboard.press('Escape');
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('header .sk-menu-button').click();
  await page.locator('.ant-drawer a[href]').first().waitFor();
  await grab(page, '.ant-drawer', links);
  return [...links].filter((href) => href.startsWith('/') && !href.startsWith('//')).sort();
}

/** The first screen a link leads to (after any redirect), and whether it is the not-found page. */
async function open(page: Page, base: string, href: string) {
  await page.goto(`${base}${href}`, { waitUntil: 'domcontentloaded' });
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  return { landed: new URL(page.url()).pathname, notFound: (await page.locator(NOT_FOUND).count()) > 0 };
}

describeInBrowser('every link of the shell leads somewhere real (standalone, Chromium)', () => {
  let h: Harness;
  let browser: Browser;
  const buyer = `amina.${Date.now()}@links-buyer.example`;
  const seller = `kofi.${Date.now()}@links-seller.example`;

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build` first');
    h = await sharedHarness();
    const api = tradeApi(h);
    await api.register(buyer, 'buyer', 'Amina Yusuf', 'Kano Grains');
    await api.register(seller, 'seller', 'Kofi Mensah', 'Volta Shea Works');
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  /** Links the visitor's walk saw open a screen at their own address (filled by the first test). */
  const screenOfItsOwn = new Set<string>();

  async function walk(page: Page, remember = false) {
    const links = await shellLinks(page, h.app.url);
    expect(links.length).toBeGreaterThan(20);
    const dead: string[] = [];
    for (const href of links) {
      // Routes are the same for everyone; only a redirect (a page that sends a visitor to sign in,
      // or a user to their own dashboard) can lead elsewhere for a user, so a link the visitor
      // saw resolve to itself is not opened again.
      if (screenOfItsOwn.has(href)) continue;
      if (href.startsWith('/admin/')) {
        // The console is another application; the gateway must serve it at that path.
        const res = await fetch(`${h.app.url}${href}`);
        const body = await res.text();
        if (res.status !== 200 || !body.includes('<div id="root">')) dead.push(`${href} → ${res.status}`);
        continue;
      }
      const { landed, notFound } = await open(page, h.app.url, href);
      if (notFound) dead.push(landed === href ? href : `${href} → ${landed}`);
      else if (remember && landed === href) screenOfItsOwn.add(href);
    }
    return { links, dead };
  }

  it('as a visitor', async () => {
    const s = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const { links, dead } = await walk(s.page, true);
    expect(dead).toEqual([]);
    expect(links).toEqual(
      expect.arrayContaining(['/products', '/trade-finance', '/login', '/privacy-policy']),
    );
    await s.context.close();
  }, 300_000);

  it.each([
    ['buyer', buyer, '/buyer/dashboard'],
    ['seller', seller, '/seller/dashboard'],
  ])(
    'as a %s',
    async (_role, email, dashboard) => {
      const s = await signedInPage(h, browser, email, PASSWORD, '/account');
      const { links, dead } = await walk(s.page);
      expect(dead).toEqual([]);
      expect(links).toContain(dashboard);
      // The inbox (issue 13) is linked for signed-in users and must render, like every other link.
      expect(links).toContain('/messages');
      // Still signed in after the walk: the links were seen as this user, not as a visitor.
      await s.page.goto(`${h.app.url}/account`);
      await s.page.locator('h1').first().waitFor();
      expect(new URL(s.page.url()).pathname).toBe('/account');
      await s.context.close();
    },
    300_000,
  );

  // Spec routes of issue 13 that the shell does not link: each side's inquiries must render too.
  it.each([
    ['buyer', buyer, '/buyer/inquiries'],
    ['seller', seller, '/seller/inquiries'],
  ])(
    'opens the inquiries as a %s',
    async (_role, email, path) => {
      const s = await signedInPage(h, browser, email, PASSWORD, path);
      const { landed, notFound } = await open(s.page, h.app.url, path);
      expect({ landed, notFound }).toEqual({ landed: path, notFound: false });
      await s.context.close();
    },
    120_000,
  );
});
