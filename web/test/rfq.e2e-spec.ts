import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { chromiumAvailable, launchChromium, newPage } from '../../services/standalone/test/browser.js';
import { startHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';

/**
 * The request-for-quotation page in Debian's Chromium against the standalone run (web/dist: run
 * `npm run build -w web` first): opened from a product, it prefills the product, checks the form,
 * sends the sourcing request as a 'buying' contact message, shows its reference, and the support
 * inbox receives the composed request; axe finds nothing serious or critical.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('rfq browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

describeInBrowser('request for quotation in a browser (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  let product: { id: string; title: string };

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build -w web` first');
    h = await startHarness({ WEB_DIR });
    const found = (await (await h.api('/api/v1/products?pageSize=1')).json()) as {
      items: { id: string; title: string }[];
    };
    product = found.items[0]!;
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  it('prefills the product, sends the request to the sourcing team and shows its reference', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${h.app.url}/rfq/new?product=${product.id}`);
    await page.getByRole('heading', { level: 1, name: 'Request a quotation' }).waitFor();
    await expect(page.title()).resolves.toContain('Request a quotation');
    const productField = page.getByRole('textbox', { name: 'Product' });
    await page.waitForFunction(
      (title) => document.querySelector<HTMLInputElement>('#rfq_product')?.value === title,
      product.title,
    );
    expect(await productField.inputValue()).toBe(product.title);

    // Nothing leaves the browser while required fields are empty; the errors are readable (axe).
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/contact-messages')) posted++;
    });
    const send = page.getByRole('button', { name: 'Send request' });
    await send.click();
    await page.getByText('Please fill in this field.').first().waitFor();
    expect(posted).toBe(0);
    await page.waitForLoadState('networkidle');
    const report = await checkA11y(page, { exclude: ['.sk-header', '.sk-footer'] });
    expect(report.summary).toEqual([]);

    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('500');
    await page.getByRole('spinbutton', { name: /^Target price per unit/ }).fill('12.5');
    const country = page.getByRole('combobox', { name: 'Destination country' });
    await country.click();
    await country.fill('Kenya');
    await page.locator('.ant-select-item-option[title="Kenya"]').click();
    await page.getByLabel(/^Required by/).fill('2099-01-31');
    await page
      .getByRole('textbox', { name: 'Details' })
      .fill('Food grade, packed in 25 kg bags, delivered CIF Mombasa.');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Wanjiru Kamau');
    await page.getByRole('textbox', { name: 'Work email' }).fill('wanjiru@kamau-foods.example');

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/contact-messages'));
    await send.click();
    const res = await answer;
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const status = page.getByRole('status');
    await status.getByText('Thank you, your request has been sent').waitFor();
    expect(await status.innerText()).toContain(id);
    expect(await status.innerText()).toContain('wanjiru@kamau-foods.example');
    const done = await checkA11y(page, { exclude: ['.sk-header', '.sk-footer'] });
    expect(done.summary).toEqual([]);

    // The sourcing team's inbox (SUPPORT_EMAIL's default) receives the composed request as a
    // 'buying' contact message (the subject names the topic).
    const toSupport = await h.mail('support@sokoni.africa', /Contact form \(buying\): Wanjiru Kamau/);
    for (const part of [
      'Sourcing request (RFQ)',
      `Product: ${product.title}`,
      `/products/${product.id}`,
      'Quantity: 500',
      'Target price: 12.5',
      'Destination: Kenya (KE)',
      'Required by: 2099-01-31',
      'Food grade, packed in 25 kg bags, delivered CIF Mombasa.',
      'wanjiru@kamau-foods.example',
    ])
      expect(toSupport).toContain(part);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('serves /rfq as the same screen', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${h.app.url}/rfq`);
    await page.getByRole('heading', { level: 1, name: 'Request a quotation' }).waitFor();
    await page.getByRole('button', { name: 'Send request' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
