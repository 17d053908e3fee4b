import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';

/**
 * The cart in Debian's Chromium against the standalone run (web/dist, or E2E_WEB_DIR: run
 * `npm run build -w web` first): a guest puts a demo product in the browser's cart, signs in, and
 * the guest cart is merged into the server's (checked through the API); on the cart page, grouped
 * by seller, a quantity below the MOQ is refused with the server's reason and the line keeps its
 * quantity; in Arabic the page is right-to-left with Arabic-Indic digits; removing the line empties
 * the server's cart.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('cart browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cart-${name}.png`, fullPage: true });
};

interface Product {
  id: string;
  title: string;
  moq: number;
  unit: string;
  priceTiers: { minQuantity: number; unitPriceMinor: number }[];
  supplier: { id: string; name: string };
}
interface Cart {
  sellers: { sellerId: string; lines: { id: string; productId: string; quantity: number }[] }[];
  counts: { lines: number };
}

describeInBrowser('the cart in a browser (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  let product: Product;
  const password = 'baobab shade in Dodoma 19';
  const buyer = { email: `neema.${Date.now()}@dodoma-traders.example`, token: '' };

  const register = async (email: string, fullName: string) => {
    const res = await h.api('/api/v1/auth/register', {
      method: 'POST',
      json: { email, password, fullName, businessName: 'Dodoma Traders', country: 'TZ' },
    });
    expect(res.status).toBe(201);
  };
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
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build -w web` first');
    h = await sharedHarness();
    // A demo product with a minimum order above one unit (so that "below the MOQ" exists) and tiers.
    const found = (await (await h.api('/api/v1/products?pageSize=50')).json()) as { items: Product[] };
    product = found.items.find((p) => p.moq >= 2 && p.priceTiers.length >= 2)!;
    expect(product).toBeDefined();

    // The cart service learns products from catalogue's events: wait until it knows this one
    // (a probe buyer adds it, then takes it out), so the merge below is about the merge alone.
    await register('probe@dodoma-traders.example', 'Cart Probe');
    const probe = await signIn('probe@dodoma-traders.example');
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await h.api('/api/v1/cart/items', {
        method: 'POST',
        token: probe,
        json: { productId: product.id, quantity: product.moq },
      });
      if (res.status === 200) break;
      if (Date.now() > deadline)
        throw new Error(`the cart never learnt product ${product.id}: ${res.status}`);
      await new Promise((r) => setTimeout(r, 250));
    }

    await register(buyer.email, 'Neema Mushi');
    buyer.token = await signIn(buyer.email);
    expect((await serverCart()).counts.lines).toBe(0);
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  it('merges the guest cart at sign-in, refuses a quantity below the MOQ, and removes the line', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(45_000);

    // A guest adds the product at its MOQ: the browser's cart, the drawer opens.
    await page.goto(`${h.app.url}/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
    await drawer.getByRole('link', { name: product.title }).waitFor();
    await drawer.getByRole('link', { name: 'Sign in to check out' }).waitFor();
    await page.getByRole('button', { name: 'Cart (1)' }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('sokoni.cart.v1'));
    expect(JSON.parse(stored!)).toMatchObject([{ id: product.id, quantity: product.moq }]);
    await shot(page, '1-guest-drawer');

    // Signs in: the guest cart goes to the server's, and the browser's copy is emptied.
    await page.goto(`${h.app.url}/login?next=${encodeURIComponent('/cart')}`);
    await page.getByLabel('E-mail').fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByText('1 product saved on this device was added to your account.').waitFor();
    await page.waitForFunction(() => localStorage.getItem('sokoni.cart.v1') === '[]');
    const merged = await serverCart();
    expect(merged.counts.lines).toBe(1);
    expect(merged.sellers).toHaveLength(1);
    expect(merged.sellers[0]!.sellerId).toBe(product.supplier.id);
    expect(merged.sellers[0]!.lines[0]).toMatchObject({ productId: product.id, quantity: product.moq });

    // The cart page: the seller's group with its subtotal, the line at the MOQ, checkout open.
    await page.getByRole('heading', { level: 1, name: 'Shopping cart' }).waitFor();
    const seller = page.getByRole('region', { name: product.supplier.name });
    await seller.getByText(/^Subtotal/).waitFor();
    const line = seller.getByRole('listitem').filter({ hasText: product.title });
    const box = line.getByRole('spinbutton', { name: `Quantity of ${product.title}` });
    expect(await box.inputValue()).toBe(String(product.moq));
    expect(await line.innerText()).toContain(`Price tier 1 of ${product.priceTiers.length}`);
    expect(
      await line.getByRole('button', { name: `Decrease quantity of ${product.title}` }).isDisabled(),
    ).toBe(true);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await summary.getByRole('link', { name: 'Checkout' }).waitFor();
    expect(await summary.getByRole('link', { name: 'Request Quote' }).getAttribute('href')).toBe('/rfq/new');
    await shot(page, '2-cart-page');

    // Below the MOQ: the server refuses in the buyer's language; the line keeps its quantity.
    const refused = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await box.fill(String(product.moq - 1));
    await box.press('Enter');
    expect((await refused).status()).toBe(422);
    const alert = line.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(`The minimum order for this product is ${product.moq}`);
    await page.waitForFunction(
      ([label, moq]) =>
        [...document.querySelectorAll('input')].some(
          (i) => i.getAttribute('aria-label') === label && i.value === moq,
        ),
      [`Quantity of ${product.title}`, String(product.moq)] as const,
    );
    expect((await serverCart()).sellers[0]!.lines[0]!.quantity).toBe(product.moq);
    await shot(page, '3-below-moq');

    // In Arabic the page turns right-to-left, with Arabic-Indic digits in the tier and the prices.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page.getByRole('heading', { level: 1, name: 'سلة التسوق' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await line.getByText(/شريحة السعر ١ من [٠-٩]+/).waitFor();
    expect(await seller.innerText()).toMatch(/المجموع الفرعي\s*\S*[٠-٩]/);
    await shot(page, '4-arabic');
    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Shopping cart' }).waitFor();

    // Removing the line empties the server's cart.
    await line.getByRole('button', { name: `Remove ${product.title}` }).click();
    await page.getByText('Your cart is empty.').waitFor();
    await page.getByRole('button', { name: 'Cart (0)' }).waitFor();
    expect((await serverCart()).counts.lines).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
