import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';

/**
 * The storefront on a connection that comes and goes, in Debian's Chromium against the standalone
 * run (web/dist: run `npm run build -w web` first). A buyer signs in and opens a product; the
 * service worker is installed and keeps the shell and that page. Offline, a reload still shows the
 * shell and the product; adding it to the cart queues the change ("waiting to send") and sends
 * nothing; back online the change reaches the server's cart (checked through the API) and the
 * indicator goes. The manifest and the worker are served for installing.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('offline browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-${name}.png`, fullPage: true });
};

interface Product {
  id: string;
  title: string;
  moq: number;
}
interface Cart {
  sellers: { lines: { productId: string; quantity: number }[] }[];
}

describeInBrowser('the storefront offline (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  let product: Product;
  const password = 'harmattan dust in Kano 24';
  const buyer = { email: `hauwa.${Date.now()}@kano-grains.example`, token: '' };

  const signIn = async (email: string) => {
    const res = await h.api('/api/v1/auth/login', { method: 'POST', json: { email, password } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { accessToken: string }).accessToken;
  };
  const serverCart = async (): Promise<Cart> => {
    const res = await h.api('/api/v1/cart', { token: buyer.token });
    expect(res.status).toBe(200);
    return (await res.json()) as Cart;
  };

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'sw.js')))
      throw new Error('web/dist has no service worker: run `npm run build -w web` first');
    h = await sharedHarness();
    const found = (await (await h.api('/api/v1/products?pageSize=20')).json()) as { items: Product[] };
    product = found.items[3]!;
    const reg = await h.api('/api/v1/auth/register', {
      method: 'POST',
      json: {
        email: buyer.email,
        password,
        fullName: 'Hauwa Bello',
        businessName: 'Kano Grains',
        country: 'NG',
      },
    });
    expect(reg.status).toBe(201);
    buyer.token = await signIn(buyer.email);
    // The cart service learns products from catalogue's events: wait until it takes this one.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await h.api('/api/v1/cart/items', {
        method: 'POST',
        token: buyer.token,
        json: { productId: product.id, quantity: product.moq },
      });
      if (res.status === 200) break;
      if (Date.now() > deadline)
        throw new Error(`the cart never learnt product ${product.id}: ${res.status}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const lines = (await serverCart()).sellers.flatMap((s) => s.lines);
    for (const line of lines as unknown as { id: string }[])
      await h.api(`/api/v1/cart/items/${line.id}`, { method: 'DELETE', token: buyer.token });
    expect((await serverCart()).sellers).toEqual([]);
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  it('serves an installable manifest and a worker for the whole site', async () => {
    const manifest = await h.api('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const m = (await manifest.json()) as Record<string, unknown> & {
      icons: { src: string; purpose: string }[];
    };
    expect(m).toMatchObject({
      name: 'Sokoni',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b6e4f',
    });
    expect(m.icons.map((i) => i.purpose).sort()).toEqual(['any', 'any', 'maskable']);
    for (const icon of m.icons) {
      const res = await h.api(icon.src);
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/png']);
    }
    const sw = await h.api('/sw.js');
    expect(sw.headers.get('content-type')).toContain('text/javascript');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it('reloads offline with the shell and the last product seen, and sends a queued cart change once online', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(45_000);

    await page.goto(`${h.app.url}/login?next=${encodeURIComponent(`/products/${product.id}`)}`);
    await page.getByLabel('E-mail').fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(new RegExp(`/products/${product.id}$`));
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();

    // Registered after the first paint; once it controls the page, a visit goes through it.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${h.app.url}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();

    await context.setOffline(true);
    // Truly offline, the worker's own requests too: a catalogue read it never kept fails.
    const unseen = await page.evaluate(() =>
      fetch('/api/v1/categories?offline-probe=1').then(
        (r) => `answered ${r.status}`,
        () => 'failed',
      ),
    );
    expect(unseen).toBe('failed');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await page
      .getByRole('link', { name: /Sokoni/ })
      .first()
      .waitFor();
    await page.getByText('You are offline.', { exact: false }).waitFor();
    await shot(page, '1-reloaded-offline');

    await page.getByRole('button', { name: 'Add to cart' }).click();
    const waiting = page.getByRole('status').filter({ hasText: '1 change waiting to send' });
    await waiting.waitFor();
    await waiting.getByRole('button', { name: 'Show' }).click();
    await waiting.getByText(`Add ${product.title} ×`).waitFor();
    expect((await serverCart()).sellers).toEqual([]);
    await shot(page, '2-waiting-to-send');

    await context.setOffline(false);
    await waiting.waitFor({ state: 'detached' });
    const lines = (await serverCart()).sellers.flatMap((s) => s.lines);
    expect(lines).toMatchObject([{ productId: product.id, quantity: product.moq }]);
    await page.getByRole('button', { name: 'Cart (1)' }).waitFor();
    await shot(page, '3-sent');

    // Chromium reports each request refused while offline; anything else is a failure.
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
