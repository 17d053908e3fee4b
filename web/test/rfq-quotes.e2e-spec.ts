import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium, openOptions } from '../../services/standalone/test/browser.js';
import { sharedHarness, type Harness } from '../../services/standalone/test/standalone-harness.js';
import { checkA11y } from './axe.js';
import {
  eventually,
  PASSWORD,
  PDF,
  readJson,
  screenshots,
  signedInPage,
  tradeApi,
} from './trade-fixtures.js';

/**
 * RFQs and quotes in Debian's Chromium against the standalone run (web/dist: `npm run build -w web`
 * first). A buyer posts a private RFQ to two invited suppliers through the form; both suppliers
 * quote at the same time from their own browsers; the buyer compares the quotes side by side and
 * accepts one, which makes an order to pay; the other supplier finds their quote declined. A third
 * supplier, not invited, gets "not found" for the RFQ and never sees it in their inquiries.
 * axe finds nothing serious on the form and the comparison.
 */
const WEB_DIR = process.env.E2E_WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn('rfq browser test skipped: no Chromium at /usr/bin/chromium');
const describeInBrowser = haveChromium ? describe : describe.skip;

const stamp = Date.now();
const email = (who: string) => `${who}.${stamp}@rfq.example`;
const SUPPLIER_A = {
  email: email('supplier-a'),
  fullName: 'Achieng Odhiambo',
  businessName: `Kisumu Shea Co ${stamp}`,
};
const SUPPLIER_B = {
  email: email('supplier-b'),
  fullName: 'Baraka Mwangi',
  businessName: `Nyeri Butter Works ${stamp}`,
};
const OUTSIDER = {
  email: email('supplier-c'),
  fullName: 'Chausiku Ally',
  businessName: `Tanga Oils ${stamp}`,
};
const BUYER = { email: email('buyer'), fullName: 'Wanjiru Kamau', businessName: 'Kamau Foods' };
const TITLE = `Unrefined shea butter, grade A (${stamp})`;
const shot = screenshots('rfq');

describeInBrowser('RFQs and quotes in a browser (standalone)', () => {
  let h: Harness;
  let browser: Browser;
  let api: ReturnType<typeof tradeApi>;
  let rfqId = '';

  beforeAll(async () => {
    if (!existsSync(resolve(WEB_DIR, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build -w web` first');
    h = await sharedHarness();
    api = tradeApi(h);
    for (const s of [SUPPLIER_A, SUPPLIER_B, OUTSIDER])
      await api.register(s.email, 'seller', s.fullName, s.businessName);
    await api.register(BUYER.email, 'buyer', BUYER.fullName, BUYER.businessName);
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await h?.stop();
  });

  /** Opens an antd select by its label and clicks the option with this title. */
  async function pick(page: Page, label: string | RegExp, option: string, search?: string) {
    const box = page.getByRole('combobox', { name: label });
    await box.click();
    if (search) await box.fill(search);
    // Once the list stands still (openOptions), and go on once the select shows the choice.
    await openOptions(page).locator(`.ant-select-item-option[title="${option}"]`).click();
    await page.locator('.ant-select', { has: box }).locator('.ant-select-content-has-value').waitFor();
  }

  /** Suppliers are listed in the directory from identity's events: the picker finds them by name. */
  async function invite(page: Page, businessName: string) {
    const box = page.getByRole('combobox', { name: 'Invited suppliers' });
    await box.click();
    await box.fill(businessName);
    await openOptions(page)
      .locator('.ant-select-item-option')
      .filter({ hasText: businessName })
      .first()
      .click();
    await page.locator('.ant-select', { has: box }).getByText(businessName, { exact: true }).waitFor();
  }

  it('a buyer posts a private RFQ to two suppliers through the form', async () => {
    const { context, page, errors } = await signedInPage(h, browser, BUYER.email, PASSWORD, '/rfq/new');
    await page.getByRole('heading', { level: 1, name: 'Request for quotation' }).waitFor();

    // Nothing leaves the browser while required fields are empty; the errors are readable (axe).
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/rfqs') posted++;
    });
    await page.getByRole('button', { name: 'Post RFQ' }).click();
    await page.getByText('Please fill in this field.').first().waitFor();
    expect(posted).toBe(0);
    await page.waitForLoadState('networkidle');
    expect((await checkA11y(page, { exclude: ['.sk-header', '.sk-footer'] })).summary).toEqual([]);

    await page.getByRole('textbox', { name: 'What do you need?' }).fill(TITLE);
    await pick(page, 'Category', 'Agriculture', 'Agriculture');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Food grade, packed in 25 kg cartons, organic certified.');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('500');
    await pick(page, 'Unit', 'kg');
    await page.getByRole('textbox', { name: /^Target price per unit/ }).fill('12.5');
    await pick(page, 'Incoterm', 'CIF — Cost, insurance and freight');
    await pick(page, 'Destination country', 'Kenya', 'Kenya');
    await page.getByRole('textbox', { name: /^Destination port or city/ }).fill('Mombasa');
    await page.getByLabel('Needed by').fill('2099-01-31');
    await page.getByLabel('Quotes accepted until').fill('2098-12-31');
    await page.getByRole('radio', { name: 'Only the suppliers I invite' }).check();
    await invite(page, SUPPLIER_A.businessName);
    await invite(page, SUPPLIER_B.businessName);
    // A specification sheet goes with it (uploaded after the RFQ, checked by content in trade).
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'spec-sheet.pdf', mimeType: 'application/pdf', buffer: PDF });
    await shot(page, 'form');

    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/rfqs',
    );
    await page.getByRole('button', { name: 'Post RFQ' }).click();
    const res = await answer;
    expect(res.status()).toBe(201);
    rfqId = ((await res.json()) as { id: string }).id;
    await page.waitForURL(new RegExp(`/rfq/${rfqId}$`));
    await page.getByRole('heading', { level: 2, name: TITLE }).waitFor();
    await page.getByRole('button', { name: 'spec-sheet.pdf' }).waitFor();
    await page.getByText('No quotes yet.', { exact: false }).waitFor();

    // The buyer's lists show it with no quotes yet.
    await page.goto(`${h.app.url}/buyer/inquiries`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: TITLE }) });
    await row.getByText('0 of 10').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('two suppliers quote at the same time, each from their own browser', async () => {
    expect(rfqId).not.toBe('');
    const quoteAs = async (supplier: typeof SUPPLIER_A, unitPrice: string, leadTime: string) => {
      const s = await signedInPage(h, browser, supplier.email, PASSWORD, '/seller/inquiries');
      const { page } = s;
      // Invited: the RFQ is among "RFQs for me", marked so.
      const link = page.getByRole('link', { name: TITLE });
      await link.waitFor();
      await page.getByRole('row').filter({ has: link }).getByText('Invited').waitFor();
      await link.click();
      await page.waitForURL(new RegExp(`/rfq/${rfqId}$`));
      await page.getByRole('heading', { name: 'Send your quote' }).waitFor();
      // The invited supplier reads the buyer's attachment too.
      await page.getByRole('button', { name: 'spec-sheet.pdf' }).waitFor();
      await page.getByRole('textbox', { name: 'Tier 1: unit price' }).fill(unitPrice);
      await page.getByRole('spinbutton', { name: 'Lead time (days)' }).fill(leadTime);
      await page.getByLabel('Valid until').fill('2099-06-30');
      await page.getByRole('textbox', { name: 'Payment terms' }).fill('30% deposit, balance before shipping');
      await page.getByRole('checkbox', { name: 'I can send a sample' }).check();
      await page
        .getByRole('textbox', { name: 'Message to the buyer' })
        .fill(`Quote from ${supplier.businessName}.`);
      return s;
    };
    // The buyer watches the RFQ meanwhile: the quotes arrive on the realtime stream, no reload.
    const watcher = await signedInPage(h, browser, BUYER.email, PASSWORD, `/rfq/${rfqId}`);
    await watcher.page.getByRole('region', { name: 'Quotes received: 0' }).waitFor();
    // Both forms filled in parallel, then sent together.
    const [a, b] = await Promise.all([
      quoteAs(SUPPLIER_A, '11.80', '21'),
      quoteAs(SUPPLIER_B, '12.20', '14'),
    ]);
    const sent = (p: Page) =>
      p.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/v1/rfqs/${rfqId}/quotes`),
      );
    const [ra, rb] = await Promise.all([
      sent(a.page),
      sent(b.page),
      a.page.getByRole('button', { name: 'Send quote' }).click(),
      b.page.getByRole('button', { name: 'Send quote' }).click(),
    ]);
    expect([ra.status(), rb.status()]).toEqual([201, 201]);
    for (const s of [a, b]) {
      await s.page.getByRole('heading', { name: 'Your quote' }).waitFor();
      await s.page.getByRole('button', { name: 'Revise (once)' }).waitFor();
      await s.page.getByRole('button', { name: 'Withdraw' }).waitFor();
      expect(s.errors).toEqual([]);
      await s.context.close();
    }
    await watcher.page.getByRole('region', { name: 'Quotes received: 2' }).waitFor({ timeout: 15_000 });
    expect(watcher.errors).toEqual([]);
    await watcher.context.close();
  }, 180_000);

  it('a supplier who was not invited gets not found, and the RFQ is not among their inquiries', async () => {
    const outsider = await api.signIn(OUTSIDER.email, PASSWORD);
    expect((await h.api(`/api/v1/rfqs/${rfqId}`, { token: outsider.accessToken })).status).toBe(404);
    const { context, page } = await signedInPage(h, browser, OUTSIDER.email, PASSWORD, `/rfq/${rfqId}`);
    await page.getByRole('link', { name: 'Back to my RFQs' }).waitFor();
    expect(await page.getByText(TITLE).count()).toBe(0);
    await page.goto(`${h.app.url}/seller/inquiries`);
    await page.getByRole('tab', { name: 'RFQs for me' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: TITLE }).count()).toBe(0);
    await context.close();
  }, 90_000);

  it('the buyer compares the quotes and accepts one: an order appears; the other supplier is declined', async () => {
    const { context, page, errors } = await signedInPage(h, browser, BUYER.email, PASSWORD, `/rfq/${rfqId}`);
    const quotes = page.getByRole('region', { name: 'Quotes received: 2' });
    await quotes.waitFor();
    const rowOf = (name: string) => quotes.getByRole('row').filter({ hasText: name });
    await rowOf(SUPPLIER_A.businessName).waitFor();
    await rowOf(SUPPLIER_B.businessName).waitFor();
    // Cheapest first (both in the RFQ's currency here): A's 11.80 before B's 12.20.
    const names = await quotes
      .getByRole('row')
      .filter({ hasText: /Kisumu Shea|Nyeri Butter/ })
      .allInnerTexts();
    expect(names[0]).toContain(SUPPLIER_A.businessName);
    expect(names[1]).toContain(SUPPLIER_B.businessName);
    await page.waitForLoadState('networkidle');
    expect((await checkA11y(page, { exclude: ['.sk-header', '.sk-footer'] })).summary).toEqual([]);
    await shot(page, 'compare');

    const accepted = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/accept'),
    );
    await page.getByRole('button', { name: `Accept the quote of ${SUPPLIER_A.businessName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    const res = await accepted;
    expect(res.status()).toBe(201);
    expect(res.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const checkout = (await res.json()) as { id: string; orders: { id: string; sellerId: string }[] };
    await page.waitForURL(new RegExp(`/checkout/${checkout.id}$`));

    // The order is the buyer's, with supplier A, at the quoted price (500 kg at 11.80).
    const buyer = await api.signIn(BUYER.email, PASSWORD);
    const supplierA = await api.signIn(SUPPLIER_A.email, PASSWORD);
    const order = await readJson<{ sellerId: string; amountMinor: number; status: string }>(
      await h.api(`/api/v1/orders/${checkout.orders[0]!.id}`, { token: buyer.accessToken }),
    );
    expect(order.sellerId).toBe(supplierA.user.id);
    expect(order.status).toBe('pending_payment');
    await page.goto(`${h.app.url}/orders`);
    await page.getByRole('table').getByRole('row').nth(1).waitFor();

    // The RFQ now says a quote was accepted and links to the order.
    await page.goto(`${h.app.url}/rfq/${rfqId}`);
    await page.getByRole('link', { name: 'Open the order' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // Supplier B is told politely; their quote is declined (the event is handled asynchronously).
    const b = await api.signIn(SUPPLIER_B.email, PASSWORD);
    const mine = await eventually(
      async () =>
        readJson<{ quotes: { status: string }[] }>(
          await h.api(`/api/v1/rfqs/${rfqId}`, { token: b.accessToken }),
        ),
      (r) => r.quotes[0]?.status === 'declined',
      15_000,
    );
    expect(mine.quotes[0]?.status).toBe('declined');
    const s = await signedInPage(h, browser, SUPPLIER_B.email, PASSWORD, '/seller/inquiries');
    await s.page.getByRole('tab', { name: 'My quotes' }).click();
    const row = s.page.getByRole('row').filter({ has: s.page.getByRole('link', { name: TITLE }) });
    await row.getByText('Declined').waitFor();
    await row.getByRole('link', { name: TITLE }).click();
    await s.page.getByText('The buyer chose another offer this time. Thank you for quoting.').waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 180_000);
});
