import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';
import {
  eventually,
  PASSWORD,
  readJson,
  screenshots,
  signedInPage,
  tradeApi,
  type TestProduct,
} from './trade-fixtures.js';

/**
 * Issue 13's realtime bell, in Debian's Chromium against the stack the browser suites share
 * (web/dist, or E2E_WEB_DIR: run `npm run build` first). A seller has the storefront open; a buyer
 * (through the API, as another party would from their own browser) orders and pays for the seller's
 * product. Without a reload the seller's bell counts it, the panel links to the order, and "Mark
 * all read" clears the count, on the server too. On a phone the bell opens a drawer with the same list.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium)
  console.warn('realtime notifications browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const shot = screenshots('notifications-realtime');
const RUN = Date.now().toString(36);
/** The bell's accessible name carries the count ("Notifications, 2 unread"); no count at zero. */
const UNREAD = /^Notifications, \d+ unread$/;

describeInBrowser('a seller is told of a paid order without reloading (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  const buyer = { email: `zawadi.${RUN}@mombasa-traders.example`, token: '' };
  const seller = { email: `baraka.${RUN}@kilifi-cashews.example`, token: '', id: '' };
  const admin = { email: `bell-staff.${RUN}@sokoni.example`, password: 'Bells of Sokoni 2026!', token: '' };
  let product: TestProduct;

  const api = () => tradeApi(h);
  const unreadOnServer = async () =>
    (
      await readJson<{ unreadCount: number }>(
        await h.api('/api/v1/notifications/unread-count', { token: seller.token }),
      )
    ).unreadCount;

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build` first');
    h = await sharedHarness();
    await h.createAdmin(admin.email, admin.password);
    admin.token = (await api().signIn(admin.email, admin.password)).accessToken;
    // Made to order: no stock to set before the buyer can pay for it.
    const listed = await api().sellerWithProduct(
      seller.email,
      admin.token,
      { fullName: 'Baraka Mwangi', businessName: 'Kilifi Cashew Growers' },
      {
        title: `Raw cashew nuts, 80 kg bags, lot ${RUN}`,
        description: 'W320 grade raw cashews from Kilifi county, sun-dried.',
        unit: 'bag',
        moq: 5,
        unitPriceMinor: 980_000,
        currency: 'KES',
      },
    );
    Object.assign(seller, listed.seller);
    product = listed.product;
    await api().register(buyer.email, 'buyer', 'Zawadi Hamisi', 'Mombasa Traders');
    buyer.token = (await api().signIn(buyer.email, PASSWORD)).accessToken;
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  /** Resolves once the page's EventSource is connected (the gateway answered with the stream). */
  const streamOpened = (page: Page) =>
    page.waitForResponse((r) => r.url().includes('/api/v1/notifications/stream?') && r.status() === 200, {
      timeout: 30_000,
    });

  it('the bell counts a new order live, the panel links to it, and mark all read clears it', async () => {
    // Whatever the listing itself told the seller (product approved…) is read: the bell starts at zero.
    const cleared = await h.api('/api/v1/notifications/read-all', { method: 'POST', token: seller.token });
    expect(cleared.ok).toBe(true);
    expect(await unreadOnServer()).toBe(0);

    const s = await signedInPage(h, browser, seller.email, PASSWORD, '/seller/dashboard');
    const { page } = s;
    const opened = streamOpened(page);
    await page.reload();
    await opened;
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    // A marker a reload would wipe: proof that what follows arrives in this very page.
    await page.evaluate(() => ((window as unknown as { bellMarker: string }).bellMarker = 'still here'));

    const order = await api().paidOrder(buyer.token, product);
    const bell = page.getByRole('button', { name: UNREAD });
    // Within seconds of the payment (the notification is pushed, not polled): 15 s covers a slow CI.
    await bell.waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { bellMarker?: string }).bellMarker)).toBe(
      'still here',
    );
    const count = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(await bell.locator('.sk-count-badge').textContent()).toBe(count > 9 ? '9+' : String(count));
    await shot(page, 'bell-count');

    await bell.click();
    const panel = page.getByRole('list', { name: 'Notifications' });
    const toOrder = panel.locator(`a[href="/seller/orders/${order.id}"]`);
    await toOrder.waitFor();
    expect(await toOrder.textContent()).toContain('Unread');
    await shot(page, 'bell-panel');
    expect((await checkA11y(page)).summary).toEqual([]);

    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await page.locator('.sk-bell-button .sk-count-badge').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mark all read' }).count()).toBe(0);
    expect(await toOrder.textContent()).not.toContain('Unread');
    // Kept by the server, not just painted over: a reload still shows no count.
    expect(await eventually(unreadOnServer, (n) => n === 0, 10_000)).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 300_000);

  it('on a phone the bell opens a drawer listing the order, which opens it', async () => {
    const s = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const { page } = s;
    page.setDefaultTimeout(45_000);
    await page.goto(`${h.app.url}/login?next=${encodeURIComponent('/')}`);
    await page.getByLabel('E-mail').fill(seller.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.waitFor();
    const toOrder = drawer.locator('a[href^="/seller/orders/"]').first();
    await toOrder.waitFor();
    await shot(page, 'phone-drawer');
    expect((await checkA11y(page)).summary).toEqual([]);
    await toOrder.click();
    await page.waitForURL(/\/seller\/orders\/[0-9a-f-]+$/);
    await drawer.waitFor({ state: 'hidden' });
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 180_000);
});
