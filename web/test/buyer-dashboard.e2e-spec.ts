import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { chromiumAvailable, launchChromium } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';
import {
  CATALOGUE_HANDOVER_MS,
  DEMO_SELLER,
  eventually,
  PASSWORD,
  readJson,
  screenshots,
  signedInPage,
  tradeApi,
} from './trade-fixtures.js';

/**
 * Issue 12's "a buyer edits the address book", in Debian's Chromium against the standalone run
 * (web/dist, or E2E_WEB_DIR: run `npm run build` first). A new buyer opens their workspace, adds
 * two addresses (the first becomes the default), edits one, makes the other the default, deletes
 * one; checkout then offers the book with the default preselected. axe finds nothing serious on
 * the workspace, in English and in Arabic.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('buyer dashboard browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const shot = screenshots('buyer');

interface BookAddress {
  id: string;
  label: string | null;
  line1: string;
  city: string;
  phone: string;
  isDefault: boolean;
}

describeInBrowser('the buyer workspace in a browser (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  const buyer = { email: `amina.${Date.now()}@mombasa-traders.example`, token: '' };

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build` first');
    h = await sharedHarness();
    await tradeApi(h).register(buyer.email, 'buyer', 'Amina Hassan', 'Mombasa Traders');
    buyer.token = (await tradeApi(h).signIn(buyer.email, PASSWORD)).accessToken;
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  /**
   * A retry (CI retries a failed test once) starts where the first attempt stopped: an empty book
   * again, and something in the cart, so that checkout shows its form (cart learns products from
   * catalogue's events).
   */
  const startOver = async () => {
    for (const a of await book())
      await h.api(`/api/v1/addresses/${a.id}`, { method: 'DELETE', token: buyer.token });
    const cart = await readJson<{ sellers: { lines: unknown[] }[] }>(
      await h.api('/api/v1/cart', { token: buyer.token }),
    );
    if (cart.sellers.some((s) => s.lines.length > 0)) return;
    const seller = (await tradeApi(h).signIn(DEMO_SELLER.email, DEMO_SELLER.password)).accessToken;
    const product = await tradeApi(h).demoSellerProduct(seller);
    const added = await eventually(
      () =>
        h.api('/api/v1/cart/items', {
          method: 'POST',
          token: buyer.token,
          json: { productId: product.id, quantity: product.moq },
        }),
      (r) => r.status === 200,
      CATALOGUE_HANDOVER_MS,
    );
    expect(added.status).toBe(200);
  };

  const book = async () =>
    (await readJson<{ items: BookAddress[] }>(await h.api('/api/v1/addresses', { token: buyer.token })))
      .items;

  it('adds, edits, sets the default and deletes addresses; checkout preselects the default', async () => {
    await startOver();
    const { page, errors } = await signedInPage(h, browser, buyer.email, PASSWORD, '/buyer/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Your buyer workspace' }).waitFor();
    const section = page.getByRole('region', { name: 'Address book' });
    await section.getByText('No saved address yet.', { exact: false }).waitFor();

    const addAddress = async (fields: { label: string; line1: string; city: string; phone: string }) => {
      await section.getByRole('button', { name: 'Add an address' }).click();
      const form = section.getByRole('region', { name: 'Add an address' });
      await form.getByLabel('Label').fill(fields.label);
      // The contact and country come from the account (Kenya at registration).
      expect(await form.getByLabel('Contact name').inputValue()).toBe('Amina Hassan');
      await form.getByLabel('Address', { exact: true }).fill(fields.line1);
      await form.getByLabel('City').fill(fields.city);
      await form.getByLabel('Phone').fill(fields.phone);
      await form.getByRole('button', { name: 'Add an address' }).click();
      await section.getByRole('listitem', { name: fields.label }).waitFor();
    };
    const item = (label: string): Locator => section.getByRole('listitem', { name: label });

    await addAddress({
      label: 'Nairobi office',
      line1: '12 Moi Avenue',
      city: 'Nairobi',
      phone: '+254 712 345 678',
    });
    await item('Nairobi office').getByText('Default', { exact: true }).waitFor();
    await addAddress({
      label: 'Mombasa port',
      line1: 'Shed 9, Kilindini',
      city: 'Mombasa',
      phone: '+254722000111',
    });
    expect(await item('Mombasa port').getByText('Default', { exact: true }).count()).toBe(0);
    await shot(page, '1-two-addresses');

    // A bad phone is refused in place, and nothing changes.
    await item('Mombasa port').getByRole('button', { name: 'Edit' }).click();
    await item('Mombasa port').getByLabel('Phone').fill('0722000111');
    await item('Mombasa port').getByRole('button', { name: 'Save changes' }).click();
    await item('Mombasa port')
      .getByText('Enter a phone number with its country code', { exact: false })
      .waitFor();
    // Edit: another shed, the phone back in order.
    await item('Mombasa port').getByLabel('Phone').fill('+254722000111');
    await item('Mombasa port').getByLabel('Address', { exact: true }).fill('Shed 12, Kilindini Harbour');
    await item('Mombasa port').getByRole('button', { name: 'Save changes' }).click();
    await item('Mombasa port').getByText('Shed 12, Kilindini Harbour', { exact: false }).waitFor();

    // The second becomes the default; the first is deleted after confirming.
    await item('Mombasa port').getByRole('button', { name: 'Make default' }).click();
    await item('Mombasa port').getByText('Default', { exact: true }).waitFor();
    await item('Nairobi office').getByRole('button', { name: 'Make default' }).waitFor();
    await item('Nairobi office').getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popover').getByRole('button', { name: 'Delete' }).click();
    await item('Nairobi office').waitFor({ state: 'detached' });
    await shot(page, '2-edited');

    expect(await book()).toEqual([
      expect.objectContaining({
        label: 'Mombasa port',
        line1: 'Shed 12, Kilindini Harbour',
        city: 'Mombasa',
        phone: '+254722000111',
        isDefault: true,
      }),
    ]);

    // Checkout offers the book, the default picked and its fields filled.
    await page.goto(`${h.app.url}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const choices = page.getByRole('group', { name: 'Your address book' });
    const picked = choices.getByRole('radio', { name: /^Mombasa port — Amina Hassan, Shed 12/ });
    await picked.waitFor();
    expect(await picked.isChecked()).toBe(true);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Amina Hassan');
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('Shed 12, Kilindini Harbour');
    expect(await page.getByLabel('City').inputValue()).toBe('Mombasa');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+254722000111');
    await shot(page, '3-checkout');

    // --- axe on the workspace, in English and in Arabic (right to left). The cart is emptied first:
    // the header's cart button with a count is the shell's, checked by the shell's own suite.
    const cart = await readJson<{ sellers: { lines: { id: string }[] }[] }>(
      await h.api('/api/v1/cart', { token: buyer.token }),
    );
    for (const line of cart.sellers.flatMap((s) => s.lines))
      await h.api(`/api/v1/cart/items/${line.id}`, { method: 'DELETE', token: buyer.token });
    await page.goto(`${h.app.url}/buyer/dashboard`);
    await section.getByRole('listitem', { name: 'Mombasa port' }).waitFor();
    await page.getByRole('region', { name: 'Company profile' }).getByText('Mombasa Traders').waitFor();
    expect((await checkA11y(page)).summary).toEqual([]);
    await page.evaluate(() => localStorage.setItem('sokoni.language', 'ar'));
    await page.goto(`${h.app.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'مساحة المشتري' }).waitFor();
    await page.getByRole('region', { name: 'دفتر العناوين' }).getByText('Mombasa port').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect((await checkA11y(page)).summary).toEqual([]);
    await shot(page, '4-ar');
    expect(errors).toEqual([]);
  }, 180_000);
});
